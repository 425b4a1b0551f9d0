import { existsSync } from "node:fs";
import { join } from "node:path";
import { Effect } from "effect";
import type { ChainHead, ChainProblem } from "../domain/tips/chain/verifyChain";
import { loadConfig } from "../server/config";
import { Database } from "../server/db/Database";
import { openPglite } from "../server/db/pgliteDriver";
import { openPostgres } from "../server/db/postgresDriver";
import { verifyStoredChain } from "../server/tips/chain/verifyStoredChain";

/**
 * `npm run verify-tips [-- [--force] [--head <seq>:<hash> ...]]`: recomputes the tip record of the database under
 * DATA_DIR (PGlite; stop the server first, PGlite is one process's) or DATABASE_URL, checks the tips
 * table against it and, with --head, that heads published earlier are still in it. Exits 0 when it
 * verifies, 1 when it does not, 2 when it could not check.
 * NOTE: the database is opened without migrating it: a verifier must not write to what it verifies.
 */
const USAGE = "usage: npm run verify-tips [-- [--force] [--head <seq>:<hash> ...]]";

const parseArgs = (
  args: ReadonlyArray<string>,
): { readonly heads: ReadonlyArray<ChainHead>; readonly force: boolean } | string => {
  const heads: ChainHead[] = [];
  let force = false;
  for (let i = 0; i < args.length; i += 1) {
    if (args[i] === "--force") {
      force = true;
      continue;
    }
    const match = args[i] === "--head" ? /^(\d+):([0-9a-f]{64})$/.exec(args[i + 1] ?? "") : null;
    if (!match) return `unexpected argument ${args[i]}`;
    heads.push({ seq: Number(match[1]), hash: match[2]! });
    i += 1;
  }
  return { heads, force };
};

const describe = (problem: ChainProblem): string =>
  `${problem.kind} at ${problem.seq === null ? "no seq" : `seq ${problem.seq}`}` +
  `${problem.entryKind ? ` (${problem.entryKind})` : ""}${problem.tipId ? ` tip ${problem.tipId}` : ""}: ${problem.detail}`;

const args = parseArgs(process.argv.slice(2));
if (typeof args === "string") {
  console.error(`${args}\n${USAGE}`);
  process.exit(2);
}

const config = loadConfig();
if (!config.databaseUrl && !config.dataDir.startsWith("memory://") && !existsSync(config.dataDir)) {
  console.error(`No database at ${config.dataDir} (set DATA_DIR or DATABASE_URL).`);
  process.exit(2);
}
// NOTE: PGlite does not refuse a second process on the same folder, and two would corrupt it. It keeps
// a postmaster.pid there while open (with no real pid to check), so its presence is taken as "in use".
if (!config.databaseUrl && !args.force && existsSync(join(config.dataDir, "postmaster.pid"))) {
  console.error(
    `PGlite at ${config.dataDir} looks open (postmaster.pid): stop the server first, or pass --force if it stopped uncleanly.`,
  );
  process.exit(2);
}
const where = config.databaseUrl ? "DATABASE_URL" : `PGlite at ${config.dataDir}`;
const driver = config.databaseUrl ? await openPostgres(config.databaseUrl) : await openPglite(config.dataDir);
const exit = await Effect.runPromiseExit(
  Effect.provide(verifyStoredChain({ knownHeads: args.heads }), Database.fromDriver(driver)),
);
await driver.close();

if (exit._tag === "Failure") {
  console.error(`Could not verify the tip record (${where}): ${String(exit.cause)}`);
  process.exit(2);
}
const verdict = exit.value;
const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const summary =
  `${count(verdict.entryCount, "entry", "entries")} (${count(verdict.tipCount, "tip", "tips")}, ` +
  `${count(verdict.settlementCount, "settlement", "settlements")}), ` +
  `head seq ${verdict.head.seq} ${verdict.head.hash}`;
if (verdict.ok) {
  console.log(`The tip record verifies (${where}): ${summary}; the tips table agrees with it.`);
  process.exit(0);
}
console.error(`The tip record does NOT verify (${where}): ${describe(verdict.problem)}`);
const more = verdict.problems.slice(1, 20);
for (const problem of more) console.error(`  also ${describe(problem)}`);
if (verdict.problems.length > 1 + more.length) {
  console.error(`  and ${verdict.problems.length - 1 - more.length} more`);
}
console.error(`Read: ${summary}.`);
process.exit(1);
