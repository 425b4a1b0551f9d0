import { afterAll, describe, expect, it } from "vitest";
import { applyFeedDiffs } from "../../../domain/feed/applyFeedDiffs";
import type { FeedBatch } from "../../../domain/feed/diff";
import { diffFeedTrees } from "../../../domain/feed/diffFeedTrees";
import { emptyFeedTree, type FeedTree } from "../../../domain/feed/tree";
import type { SqlDriver } from "../../../server/db/SqlDriver";
import { makeFeedStore } from "../../../server/feed/feedStore";
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

describe("loading the feed after a flush was interrupted between its chunks", () => {
  it("ends on the right line, and keeps for gaps only the versions it knows exactly", async () => {
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
});
