import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { applyFeedDiffs } from "../../../domain/feed/applyFeedDiffs";
import type { FeedBatch } from "../../../domain/feed/diff";
import type { FeedSnapshot, LineView } from "../../../domain/feed/views";
import { fullSport } from "../../../domain/sports/catalogue";
import { freePort } from "../../../scripts/freePort";

/**
 * `npm start` as it runs by default (INGEST=worker, PGlite on disk owned by the worker thread), killed
 * with SIGKILL while the simulator plays and started again on the same folder: a client that saw a version
 * before the kill catches up by get_line_gap from the log the worker wrote.
 */
const LIVE: LineView = { kind: "live", sportId: fullSport("soccer").id };
const dataDir = mkdtempSync(join(tmpdir(), "ingest-restart-"));
const children: ChildProcess[] = [];

afterAll(() => {
  for (const child of children) child.kill("SIGKILL");
  rmSync(dataDir, { recursive: true, force: true });
});

const until = async <T>(what: string, read: () => Promise<T | undefined>, timeoutMs: number): Promise<T> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
};

const start = async () => {
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      NODE_ENV: "test",
      LOG_LEVEL: "error",
      WEB_DIR: "tests/fixtures/web",
      SIM_SPEED: "60",
      INGEST: "worker",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  children.push(child);
  const url = `http://127.0.0.1:${port}`;
  const rpc = async <T>(command: string, payload: unknown): Promise<T> => {
    const response = await fetch(`${url}/funsclub-front-server__api/rpc/${command}`, {
      method: "POST",
      body: JSON.stringify(payload),
    });
    if (response.status !== 200) throw new Error(`${command}: ${response.status}`);
    return (await response.json()) as T;
  };
  const live = () => rpc<FeedSnapshot>("get_live_line", { sportId: LIVE.sportId });
  await until("the server", live, 60_000);
  return { child, rpc, live };
};

describe("the ingest worker across a kill -9", () => {
  it("answers a gap from before the kill from the worker's log, onto the server's snapshot", async () => {
    const first = await start();
    // Past a few flushes of the state tables (every 2 s), then a version the client holds.
    const seen = await until(
      "a live line a few versions on",
      async () => {
        const snapshot = await first.live();
        return snapshot.version >= 8 ? snapshot : undefined;
      },
      60_000,
    );
    await until(
      "versions logged after the one seen",
      async () => ((await first.live()).version >= seen.version + 2 ? true : undefined),
      30_000,
    );
    first.child.kill("SIGKILL");
    await new Promise((resolve) => first.child.once("exit", resolve));

    const second = await start();
    const { gap, now } = await until(
      "a gap that reaches the restarted server's version",
      async () => {
        const answer = await second.rpc<{ batches: FeedBatch[] | null }>("get_line_gap", {
          view: LIVE,
          fromVersion: seen.version,
        });
        const current = await second.live();
        const last = answer.batches?.at(-1)?.version;
        return last === current.version ? { gap: answer.batches!, now: current } : undefined;
      },
      30_000,
    );
    expect(gap.length).toBeGreaterThan(0);
    expect(gap.map((batch) => batch.version)).toEqual(gap.map((_, i) => seen.version + 1 + i));
    let tree = seen.tree;
    for (const batch of gap) tree = applyFeedDiffs(tree, batch.diffs).tree;
    expect(tree).toEqual(now.tree);
    second.child.kill("SIGTERM");
    await new Promise((resolve) => second.child.once("exit", resolve));
  }, 180_000);
});
