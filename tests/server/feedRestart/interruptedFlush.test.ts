import { afterAll, describe, expect, it } from "vitest";
import { applyFeedDiffs } from "../../../domain/feed/applyFeedDiffs";
import type { FeedBatch } from "../../../domain/feed/diff";
import { diffFeedTrees } from "../../../domain/feed/diffFeedTrees";
import { emptyFeedTree, type FeedTree } from "../../../domain/feed/tree";
import type { SqlDriver } from "../../../server/db/SqlDriver";
import { FeedEngine } from "../../../server/feed/FeedEngine";
import { makeFeedStore } from "../../../server/feed/feedStore";
import { makeLogger } from "../../../server/log";
import { makeManualProvider } from "../../../server/provider/manualProvider";
import { makeRealtimeHub } from "../../../server/realtime/hub";
import { makeTopicRegistry } from "../../../server/realtime/topics";
import { line, SOCCER } from "../../helpers/lineBuilder";
import { closeDatabases, freshDatabase } from "../../helpers/testDatabase";

afterAll(closeDatabases);

const T0 = Date.UTC(2026, 10, 23, 12, 0);
/** Enough events that a flush writes them in more than one chunk. */
const lineAt = (goals: number): FeedTree => ({
  sports: {
    [SOCCER.id]: line(
      SOCCER,
      Array.from({ length: 45 }, (_, i) => ({
        id: `soccer-${String(i).padStart(10, "0")}`,
        status: "in_progress" as const,
        startTime: T0,
        home: goals,
      })),
    ),
  },
});

/** A driver whose `failAt`-th transaction from now on throws, as a process killed there would stop. */
const breakable = (driver: SqlDriver) => {
  let left = Number.POSITIVE_INFINITY;
  const wrapped: SqlDriver = {
    ...driver,
    transaction: (body) => (--left < 0 ? Promise.reject(new Error("killed")) : driver.transaction(body)),
  };
  return { driver: wrapped, failAfter: (n: number) => (left = n) };
};

describe("the line history a start keeps for gaps", () => {
  it("after a flush interrupted between its chunks: ends on the right line, keeps only the versions it knows exactly", async () => {
    const db = breakable(await freshDatabase());
    const store = makeFeedStore(db.driver);
    let tree = emptyFeedTree;
    const append = async (version: number) => {
      const after = lineAt(version);
      const batch: FeedBatch = {
        sportId: SOCCER.id,
        version,
        time: T0 + version,
        diffs: diffFeedTrees(tree, after),
      };
      await store.append(batch, after);
      tree = after;
    };
    await append(1);
    await append(2);
    await store.flush();
    const clean = (await makeFeedStore(db.driver).load()).get(SOCCER.id)!;
    expect(clean.history?.version).toBe(2);

    await append(3);
    await append(4);
    // The first chunk of events is written (ahead, at version 4), then the process dies.
    db.failAfter(1);
    await expect(store.flush()).rejects.toThrow("killed");
    db.failAfter(Number.POSITIVE_INFINITY);
    await append(5);

    const loaded = (await makeFeedStore(db.driver).load()).get(SOCCER.id)!;
    expect(loaded.version).toBe(5);
    expect({ sports: { [SOCCER.id]: loaded.line } }).toEqual(lineAt(5));
    // Versions 2 and 3 cannot be rebuilt from tables partly at version 4: the history starts at 4.
    expect(loaded.history?.version).toBe(4);
    expect({ sports: { [SOCCER.id]: loaded.history?.line } }).toEqual(lineAt(4));
    expect(loaded.history?.batches.map((batch) => batch.version)).toEqual([5]);
    expect(
      applyFeedDiffs({ sports: { [SOCCER.id]: loaded.history!.line! } }, loaded.history!.batches[0]!.diffs)
        .tree,
    ).toEqual(lineAt(5));

    // A flush that finishes makes the tables exact again.
    await store.flush();
    expect((await makeFeedStore(db.driver).load()).get(SOCCER.id)?.history?.version).toBe(5);
  });

  it("keeps a ring's worth of history, rolling forward: a gap from before it is null", async () => {
    const driver = await freshDatabase();
    const store = makeFeedStore(driver);
    let tree = emptyFeedTree;
    for (let version = 1; version <= 3; version++) {
      const after = lineAt(version);
      await store.append(
        { sportId: SOCCER.id, version, time: T0 + version, diffs: diffFeedTrees(tree, after) },
        after,
      );
      tree = after;
      if (version === 1) await store.flush();
    }
    const topics = makeTopicRegistry();
    const logger = makeLogger("silent");
    const hub = makeRealtimeHub({ topics, logger, authenticate: async () => ({ code: "x", message: "x" }) });
    const provider = makeManualProvider([SOCCER], () => T0);
    const engine = await FeedEngine.start({
      provider,
      store: makeFeedStore(driver),
      hub,
      topics,
      logger,
      ringSize: 2,
      viewLingerMs: 300,
      flushMs: 3_600_000,
    });
    const view = { kind: "live" as const, sportId: SOCCER.id };
    expect(engine.gap(view, 1)?.map((batch) => batch.version)).toEqual([2, 3]);
    expect(engine.gap(view, 0)).toBeNull();
    // Time alone does not end it: a client back after the views' linger still resumes.
    await new Promise((resolve) => setTimeout(resolve, 400));
    // Any view of the sport, watched here or not.
    expect(engine.gap({ kind: "event", eventId: "soccer-0000000007" }, 1)?.map((b) => b.version)).toEqual([
      2, 3,
    ]);
    // Two more batches: the history keeps the last two, its line folded forward.
    for (const goals of [4, 5]) {
      provider.push(SOCCER.id, lineAt(goals).sports[SOCCER.id]!);
      await engine.settled();
    }
    expect(engine.gap(view, 2)).toBeNull();
    const gap = engine.gap({ kind: "live", sportId: SOCCER.id }, 3);
    expect(gap?.map((batch) => batch.version)).toEqual([4, 5]);
    await engine.stop();
    await hub.close();
  });
});
