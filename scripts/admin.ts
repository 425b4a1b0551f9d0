import { Effect } from "effect";
import { ADMIN_USAGE, parseAdminCommand } from "../server/accounts/admin/adminCommand";
import { runAdminCommand } from "../server/accounts/admin/sessionAdmin";
import { loadConfig } from "../server/config";
import { Database } from "../server/db/Database";
import { openDatabase } from "../server/db/openDatabase";

/**
 * `npm run admin -- sessions list|close <id>|disable <id>` and `chat-banned-words list|add|remove <word>`:
 * operator actions on the configured database.
 */
const command = parseAdminCommand(process.argv.slice(2));
if ("error" in command) {
  console.error(`${command.error}\n\n${ADMIN_USAGE}`);
  process.exit(2);
}

const driver = await openDatabase(loadConfig());
const exit = await Effect.runPromiseExit(
  Effect.provide(runAdminCommand(command), Database.fromDriver(driver)),
);
await driver.close();
if (exit._tag === "Failure") {
  console.error("The command failed:", String(exit.cause));
  process.exit(1);
}
console.log(exit.value.join("\n"));
