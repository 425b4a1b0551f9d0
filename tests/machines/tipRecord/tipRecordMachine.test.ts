import { describe, expect, it } from "vitest";
import { createActor, type SnapshotFrom, waitFor } from "xstate";
import { entryJson } from "../../../domain/tips/chain/tipChain.ts";
import type { ChainHead, ChainRow } from "../../../domain/tips/chain/verifyChain.ts";
import { tipEntryViewOf } from "../../../machines/tipRecord/tipEntryView.ts";
import type { tipRecordMachine } from "../../../machines/tipRecord/tipRecordMachine.ts";
import { tipRecordActorsOf } from "../../../ui/app/tipRecordActors.ts";
import {
  chainOf,
  chainTexts,
  editedInPlace,
  headOf,
  honestEntries,
  KICKOFF,
  nodeSha256,
  raiseOdds,
  settlement,
  tipEntry,
} from "./recordFixture.ts";

/**
 * The page's machine with its real actors (`ui/app/tipRecordActors.ts`: the services over a fake server's
 * reads, and the browser's WebCrypto SHA-256, which Node has too), against records tampered in each way
 * the issue names.
 */
const fakeServer = (rows: ReadonlyArray<ChainRow>, published: ChainHead = headOf(rows)) => {
  const asked: Array<{ fromSeq: number; limit: number }> = [];
  const reads = {
    head: async () => ({ tipChainHead: published }),
    entries: async (variables: { fromSeq: number; limit: number }) => {
      asked.push(variables);
      return {
        tipChainEntries: rows.filter((row) => row.seq >= variables.fromSeq).slice(0, variables.limit),
      };
    },
  };
  const { logic } = tipRecordActorsOf({}, () => ({ transport: null, inProcess: reads, inspect: undefined }));
  return { logic, asked };
};

type RecordSnapshot = SnapshotFrom<typeof tipRecordMachine>;

const verify = async (rows: ReadonlyArray<ChainRow>, published?: ChainHead) => {
  const server = fakeServer(rows, published);
  const actor = createActor(server.logic, { input: { pageSize: 2 } }).start();
  await waitFor(actor, (snapshot) => snapshot.hasTag("headLoaded"));
  actor.send({ type: "tipRecord.verify" });
  const done = await waitFor(actor, (snapshot: RecordSnapshot) => !snapshot.hasTag("verifying"));
  actor.stop();
  return { done, asked: server.asked };
};

describe("tipRecordMachine", () => {
  describe("when verifying an untouched record", () => {
    it("reads it two entries a page, recomputes every hash and ends on the published head", async () => {
      const rows = chainOf(honestEntries());
      const { done, asked } = await verify(rows);
      expect(done.hasTag("verified")).toBe(true);
      expect(done.context.progress).toEqual({ head: headOf(rows), tips: 3, settlements: 1 });
      expect(done.context.mismatch).toBeNull();
      // The head's own entry first (its time), then the pages up to the head and no further.
      expect(asked).toEqual([
        { fromSeq: 4, limit: 1 },
        { fromSeq: 4, limit: 1 },
        { fromSeq: 1, limit: 2 },
        { fromSeq: 3, limit: 2 },
      ]);
      expect(done.context.head).toEqual({ ...headOf(rows), at: KICKOFF + 7_200_000 });
    });

    it("an empty record is verified with nothing to read", async () => {
      const { done, asked } = await verify([]);
      expect(done.hasTag("verified")).toBe(true);
      expect(done.context.head).toEqual({ ...headOf([]), at: null });
      expect(asked).toEqual([]);
    });

    it("entries chained after the published head wait for the next verification", async () => {
      const rows = chainOf(honestEntries());
      const { done, asked } = await verify(rows, headOf(rows.slice(0, 3)));
      expect(done.hasTag("verified")).toBe(true);
      expect(done.context.progress.head).toEqual(headOf(rows.slice(0, 3)));
      expect(asked.at(-1)).toEqual({ fromSeq: 3, limit: 1 });
    });
  });

  describe("when the record was tampered with", () => {
    it("an edited tip (its odds raised) is the first entry that does not match, with both hashes", async () => {
      const honest = chainOf(honestEntries());
      const rows = editedInPlace(honest, 2, raiseOdds);
      const { done } = await verify(rows);
      expect(done.hasTag("mismatch")).toBe(true);
      expect(done.context.mismatch).toEqual({
        seq: 2,
        kind: "bad_hash",
        expected: nodeSha256(rows[0]!.hash + rows[1]!.entry),
        found: honest[1]!.hash,
      });
      expect(done.context.progress.head.seq).toBe(1);
    });

    it("an edited tip whose hashes were all rewritten no longer ends on the head published before", async () => {
      const honest = chainOf(honestEntries());
      const entries = honestEntries().map((entry, index) =>
        index === 1 ? JSON.parse(raiseOdds(entryJson(entry))) : entry,
      );
      const rewritten = chainOf(entries);
      const { done } = await verify(rewritten, headOf(honest));
      expect(done.context.mismatch).toEqual({
        seq: 4,
        kind: "head_mismatch",
        expected: headOf(honest).hash,
        found: headOf(rewritten).hash,
      });
    });

    it("a deleted tip leaves a gap in the seqs", async () => {
      const rows = chainOf(honestEntries()).filter((row) => row.seq !== 2);
      const { done } = await verify(rows);
      expect(done.context.mismatch).toEqual({ seq: 3, kind: "seq_gap", expected: "2", found: "3" });
    });

    it("the last entries removed: the record ends before the published head", async () => {
      const rows = chainOf(honestEntries());
      const { done } = await verify(rows.slice(0, 2), headOf(rows));
      expect(done.context.mismatch).toEqual({ seq: 3, kind: "seq_gap", expected: "3", found: null });
    });

    it("two entries swapped break the link", async () => {
      const rows = chainOf(honestEntries());
      const swapped = [rows[0]!, { ...rows[2]!, seq: 2 }, { ...rows[1]!, seq: 3 }, rows[3]!];
      const { done } = await verify(swapped);
      expect(done.context.mismatch).toMatchObject({ seq: 2, kind: "broken_link", found: rows[1]!.hash });
    });

    it("a tip back-dated past its kick-off and chained as such is caught by its own times", async () => {
      const rows = chainOf([tipEntry("t1", KICKOFF - 60_000), tipEntry("late", KICKOFF, KICKOFF)]);
      const { done } = await verify(rows);
      expect(done.context.mismatch).toEqual({
        seq: 2,
        kind: "after_kickoff",
        expected: String(KICKOFF),
        found: String(KICKOFF),
      });
    });

    it("an entry re-spaced (not canonical) does not verify even when its hashes agree", async () => {
      const text = entryJson(tipEntry("t1", KICKOFF - 60_000)).replace(",", ", ");
      const rows = chainTexts([{ kind: "tip", tipId: "t1", text }]);
      const { done } = await verify(rows);
      expect(done.context.mismatch).toEqual({ seq: 1, kind: "bad_entry", expected: null, found: null });
    });
  });

  describe("when looking a tip up", () => {
    const lookUp = async (rows: ReadonlyArray<ChainRow>, tipId: string) => {
      const server = fakeServer(rows);
      const actor = createActor(server.logic, { input: { pageSize: 2 } }).start();
      actor.send({ type: "tipRecord.lookup.submit", tipId });
      const done = await waitFor(actor, (snapshot) => !snapshot.hasTag("lookupSearching"));
      actor.stop();
      return done;
    };

    it("finds its entry and its settlement, placed before kick-off", async () => {
      const rows = chainOf(honestEntries());
      const done = await lookUp(rows, "  t1 ");
      expect(done.hasTag("lookupFound")).toBe(true);
      expect(tipEntryViewOf("t1", done.context.lookupRows)).toEqual({
        tipId: "t1",
        seq: 1,
        hash: rows[0]!.hash,
        eventId: "event-t1",
        createdAt: KICKOFF - 3_600_000,
        eventStart: KICKOFF,
        placedBeforeKickoff: true,
        settlement: { seq: 4, result: "won", settledAt: KICKOFF + 7_200_000 },
      });
    });

    it("says when the record holds no such tip", async () => {
      const done = await lookUp(chainOf([settlement("t9", KICKOFF)]), "t9");
      expect(done.hasTag("lookupFound")).toBe(true);
      expect(tipEntryViewOf("t9", done.context.lookupRows)).toBeNull();
      expect((await lookUp(chainOf(honestEntries()), "nope")).hasTag("lookupNotFound")).toBe(true);
    });

    it("an empty or pasted paragraph is not looked up", () => {
      const actor = createActor(fakeServer([]).logic, { input: { pageSize: 2 } }).start();
      actor.send({ type: "tipRecord.lookup.submit", tipId: "   " });
      actor.send({ type: "tipRecord.lookup.submit", tipId: "x".repeat(101) });
      expect(actor.getSnapshot().value).toMatchObject({ lookup: "idle" });
      actor.stop();
    });
  });

  describe("when resumed from the server's snapshot", () => {
    it("shows the server's head while it reads the current one", async () => {
      const rows = chainOf(honestEntries());
      const server = fakeServer(rows.slice(0, 2));
      const rendered = createActor(server.logic, { input: { pageSize: 2 } }).start();
      await waitFor(rendered, (snapshot) => snapshot.hasTag("headLoaded"));
      const persisted = JSON.parse(JSON.stringify(rendered.getPersistedSnapshot()));
      rendered.stop();

      const browser = fakeServer(rows);
      const resumed = createActor(browser.logic, { input: { pageSize: 2 }, snapshot: persisted }).start();
      expect(resumed.getSnapshot().context.head?.seq).toBe(2);
      resumed.send({ type: "tipRecord.resume" });
      expect(resumed.getSnapshot().hasTag("headLoaded")).toBe(true);
      const current = await waitFor(resumed, (snapshot) => snapshot.context.head?.seq === 4);
      expect(current.matches({ head: "loaded" })).toBe(true);
      resumed.stop();
    });
  });
});
