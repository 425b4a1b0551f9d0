/**
 * A real server in a child process, on a PGlite folder on disk, for the restart test: the test drives its
 * manual provider over IPC and kills it with SIGKILL, so nothing is flushed or closed on the way out.
 * Run as `node --import tsx crashableServer.ts <dataDir> <T0>`.
 */
import type { AddressInfo } from "node:net";
import { createApp } from "../../../server/app";
import { loadConfig } from "../../../server/config";
import { openDatabase } from "../../../server/db/openDatabase";
import { makeLogger } from "../../../server/log";
import { makeManualProvider } from "../../../server/provider/manualProvider";
import { type EventSpec, line, SOCCER } from "../../helpers/lineBuilder";

export type ChildRequest =
  | { readonly type: "push"; readonly events: ReadonlyArray<EventSpec> }
  | { readonly type: "flush" };
export type ChildReply =
  | { readonly type: "listening"; readonly port: number; readonly version: number }
  | { readonly type: "done"; readonly version: number };

const [dataDir, t0] = process.argv.slice(2);
const config = loadConfig({ PORT: "0", DATA_DIR: dataDir!, NODE_ENV: "test", WEB_DIR: "tests/fixtures/web" });
const driver = await openDatabase(config);
const provider = makeManualProvider([SOCCER], () => Number(t0));
const app = await createApp({
  config,
  driver,
  logger: makeLogger("silent"),
  provider,
  // The state tables are brought up to the log only when the test says so.
  feedOptions: { flushMs: 3_600_000, silenceMs: 3_600_000 },
});
await new Promise<void>((resolve) => app.server.listen(0, "127.0.0.1", resolve));
const reply = (message: ChildReply) => process.send!(message);

process.on("message", async (request: ChildRequest) => {
  if (request.type === "push") {
    provider.push(SOCCER.id, line(SOCCER, request.events));
    await app.feed.settled();
  } else await app.feed.flush();
  reply({ type: "done", version: app.feed.version(SOCCER.id) });
});
reply({
  type: "listening",
  port: (app.server.address() as AddressInfo).port,
  version: app.feed.version(SOCCER.id),
});
