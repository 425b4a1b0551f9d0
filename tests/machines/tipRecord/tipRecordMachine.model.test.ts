import { TestModel } from "@xstate/graph";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type Actor, type ActorLogic, createActor, fromPromise, type SnapshotFrom } from "xstate";
import { entryTime } from "../../../domain/tips/chain/tipChain.ts";
import type { ChainRow } from "../../../domain/tips/chain/verifyChain.ts";
import { hashedTextOf } from "../../../machines/tipRecord/chainPageCheck.ts";
import { type TipRecordEvent, tipRecordMachine } from "../../../machines/tipRecord/tipRecordMachine.ts";
import { settle } from "../../helpers/pendingCalls.ts";
import { transitionCoverage } from "../../helpers/transitionCoverage.ts";
import { chainOf, editedInPlace, headOf, honestEntries, nodeSha256, raiseOdds } from "./recordFixture.ts";

/**
 * Model-based test: one path per transition of the page's machine over a small record (four entries read
 * two a page), each replayed on a running actor whose calls wait for the step that answers them. The
 * test's fake server answers each call from the call's own input, and the test's own account says what
 * must be true in every state reached: an untouched record ends verified on its head with every entry
 * counted, an edited one at its edited entry with the hashes the test computed itself, a lookup finds
 * exactly the rows the record holds for the tip.
 */
type RecordSnapshot = SnapshotFrom<typeof tipRecordMachine>;

const PAGE_SIZE = 2;
const ENTRIES = honestEntries();
const HONEST = chainOf(ENTRIES);
/** Entry 2's odds raised after the fact, its stored hash left as it was. */
const TAMPERED = editedInPlace(HONEST, 2, raiseOdds);
const PUBLISHED = { ...headOf(HONEST), at: entryTime(ENTRIES.at(-1)!) };
const NETWORK = { _tag: "NetworkError" };

type CallSrc = "loadHead" | "loadEntries" | "hashTexts" | "findTipEntries";
type ModelEvent =
  | TipRecordEvent
  | { readonly type: `xstate.done.actor.${string}`; readonly output: unknown }
  | { readonly type: `xstate.error.actor.${string}`; readonly error: unknown };

interface Scope {
  readonly rows: ReadonlyArray<ChainRow>;
  /** Which regions the walk drives: the product of all three repeats the same shapes. */
  readonly head: boolean;
  readonly verification: boolean;
  readonly lookup: boolean;
}

/** What the fake server answers (the same for the model's events and the actor's calls). */
const pageOf = (rows: ReadonlyArray<ChainRow>, input: { fromSeq: number; limit: number }) =>
  rows.filter((row) => row.seq >= input.fromSeq).slice(0, input.limit);
const digestsOf = (texts: ReadonlyArray<string>) => texts.map(nodeSha256);
const rowsOfTip = (rows: ReadonlyArray<ChainRow>, tipId: string) => rows.filter((row) => row.tipId === tipId);

const regions = (state: RecordSnapshot) =>
  state.value as { readonly head: string; readonly verification: string; readonly lookup: string };

const done = (id: string, output: unknown): ModelEvent => ({ type: `xstate.done.actor.${id}`, output });
const failed = (id: string): ModelEvent => ({ type: `xstate.error.actor.${id}`, error: NETWORK });

const modelEvents = (scope: Scope, state: RecordSnapshot): ModelEvent[] => {
  const { head, verification, lookup } = regions(state);
  const { context } = state;
  const events: ModelEvent[] = [];
  if (scope.head) {
    if (head === "loading") events.push(done("loadHead", PUBLISHED), failed("loadHead"));
    if (head === "loaded") events.push({ type: "tipRecord.resume" });
    if (head === "refreshing") events.push(done("refreshHead", PUBLISHED), failed("refreshHead"));
    if (head === "failed") events.push({ type: "tipRecord.head.retry" }, { type: "tipRecord.resume" });
  }
  if (scope.verification) {
    if (verification === "starting") events.push(done("loadTarget", PUBLISHED), failed("loadTarget"));
    else if (verification === "fetching") {
      const request = {
        fromSeq: context.progress.head.seq + 1,
        limit: Math.min(PAGE_SIZE, context.target!.seq - context.progress.head.seq),
      };
      events.push(done("loadEntries", pageOf(scope.rows, request)), failed("loadEntries"));
    } else if (verification === "hashing") {
      events.push(done("hashTexts", digestsOf(context.page.map(hashedTextOf))), failed("hashTexts"));
    } else events.push({ type: "tipRecord.verify" });
  }
  if (scope.lookup) {
    if (lookup === "searching") {
      events.push(
        done("findTipEntries", rowsOfTip(scope.rows, context.lookupTipId!)),
        failed("findTipEntries"),
      );
    }
    for (const tipId of lookup === "searching" ? ["t2"] : ["t1", "nope", "  "]) {
      events.push({ type: "tipRecord.lookup.submit", tipId });
    }
  }
  return events;
};

const stateKey = (state: RecordSnapshot) => `${JSON.stringify(state.value)} ${JSON.stringify(state.context)}`;
const label = (state: RecordSnapshot) => {
  const { progress, lookupTipId } = state.context;
  return `${JSON.stringify(state.value)} checked=${progress.head.seq} tip=${lookupTipId ?? "-"}`;
};

/** NOTE: `createTestModel` refuses machines with `invoke`: a `TestModel` over the machine's own transitions. */
const modelOf = (scope: Scope) =>
  new TestModel(tipRecordMachine as unknown as ActorLogic<RecordSnapshot, TipRecordEvent, unknown>, {
    input: { pageSize: PAGE_SIZE },
    events: (state) => modelEvents(scope, state) as TipRecordEvent[],
    serializeEvent: (event) => JSON.stringify(event).slice(0, 120),
    serializeState: stateKey,
    stateMatcher: (state, key) => state.matches(key as Parameters<typeof state.matches>[0]),
  }) as TestModel<RecordSnapshot, TipRecordEvent, unknown>;

interface Call {
  readonly src: CallSrc;
  /** The invoke that made it (`loadHead`, `refreshHead` and `loadTarget` share one actor). */
  readonly id: string;
  readonly input: unknown;
  readonly resolve: (output: unknown) => void;
  readonly reject: (error: unknown) => void;
  readonly live: () => boolean;
}

const harness = () => {
  const calls: Call[] = [];
  const waiting = (src: CallSrc) =>
    fromPromise<unknown, unknown>(
      ({ input, self, signal }) =>
        new Promise((resolve, reject) => {
          let answered = false;
          calls.push({
            src,
            id: self.id,
            input,
            resolve: (output) => {
              answered = true;
              resolve(output);
            },
            reject: (error) => {
              answered = true;
              reject(error);
            },
            live: () => !answered && !signal.aborted,
          });
        }),
    );
  const machine = tipRecordMachine.provide({
    actors: {
      loadHead: waiting("loadHead") as never,
      loadEntries: waiting("loadEntries") as never,
      hashTexts: waiting("hashTexts") as never,
      findTipEntries: waiting("findTipEntries") as never,
    },
  });
  const live = () => calls.filter((call) => call.live());
  return { machine, live };
};

const walk = (title: string, scope: Scope) => {
  const model = modelOf(scope);
  const paths = transitionCoverage(model, stateKey, label);
  const honest = scope.rows === HONEST;

  describe(`tipRecordMachine model, ${title}`, () => {
    let h: ReturnType<typeof harness>;
    let actor: Actor<typeof h.machine>;
    beforeEach(() => {
      h = harness();
      actor = createActor(h.machine, { input: { pageSize: PAGE_SIZE } }).start();
    });
    afterEach(() => actor.stop());

    const liveOf = (src: CallSrc) => h.live().filter((call) => call.src === src);

    /** What must hold in a state, from the test's own account rather than the machine's. */
    const check = (state: RecordSnapshot) => {
      const snapshot = actor.getSnapshot();
      expect(snapshot.value).toEqual(state.value);
      expect(snapshot.context).toEqual(state.context);
      const { head, verification, lookup } = regions(snapshot);
      const { context } = snapshot;
      expect(
        liveOf("loadHead")
          .map((call) => call.id)
          .sort(),
      ).toEqual(
        [
          ...(head === "loading" ? ["loadHead"] : head === "refreshing" ? ["refreshHead"] : []),
          ...(verification === "starting" ? ["loadTarget"] : []),
        ].sort(),
      );
      if (head === "loaded" && context.head) expect(context.head).toEqual(PUBLISHED);
      if (head === "failed") expect(context.headFailure).toEqual({ kind: "network", code: null });

      expect(liveOf("loadEntries")).toHaveLength(verification === "fetching" ? 1 : 0);
      expect(liveOf("hashTexts")).toHaveLength(verification === "hashing" ? 1 : 0);
      if (verification === "fetching") {
        const { fromSeq, limit } = liveOf("loadEntries")[0]!.input as { fromSeq: number; limit: number };
        // Each entry asked for once, in order, never past the head published when the check began.
        expect(fromSeq).toBe(context.progress.head.seq + 1);
        expect(limit).toBeGreaterThan(0);
        expect(limit).toBeLessThanOrEqual(PAGE_SIZE);
        expect(fromSeq + limit - 1).toBeLessThanOrEqual(PUBLISHED.seq);
      }
      if (verification === "verified") {
        expect(honest).toBe(true);
        expect(context.progress).toEqual({ head: headOf(HONEST), tips: 3, settlements: 1 });
        expect(context.mismatch).toBeNull();
      }
      if (verification === "mismatch") {
        expect(honest).toBe(false);
        expect(context.mismatch).toEqual({
          seq: 2,
          kind: "bad_hash",
          expected: nodeSha256(TAMPERED[0]!.hash + TAMPERED[1]!.entry),
          found: HONEST[1]!.hash,
        });
        expect(context.progress.head).toEqual(headOf(HONEST.slice(0, 1)));
      }
      if (verification === "failed") expect(context.verifyFailure).toEqual({ kind: "network", code: null });

      expect(liveOf("findTipEntries")).toHaveLength(lookup === "searching" ? 1 : 0);
      if (lookup === "searching")
        expect(liveOf("findTipEntries")[0]!.input).toEqual({ tipId: context.lookupTipId });
      if (lookup === "found") {
        expect(context.lookupRows).toEqual(rowsOfTip(scope.rows, context.lookupTipId!));
        expect(context.lookupRows.length).toBeGreaterThan(0);
      }
      if (lookup === "notFound") expect(rowsOfTip(scope.rows, context.lookupTipId!)).toEqual([]);
    };

    /** The fake server answers the actor's own call from its input. */
    const answer = (call: Call): unknown => {
      switch (call.src) {
        case "loadHead":
          return PUBLISHED;
        case "loadEntries":
          return pageOf(scope.rows, call.input as { fromSeq: number; limit: number });
        case "hashTexts":
          return digestsOf(call.input as string[]);
        case "findTipEntries":
          return rowsOfTip(scope.rows, (call.input as { tipId: string }).tipId);
      }
    };

    const perform = async ({ event }: { event: unknown }) => {
      const step = event as ModelEvent;
      const settled = /^xstate\.(done|error)\.actor\.(.+)$/.exec(step.type);
      if (!settled) actor.send(step as TipRecordEvent);
      else {
        const call = h.live().find((pending) => pending.id === settled[2]);
        expect(call).toBeDefined();
        if (settled[1] === "done") call!.resolve(answer(call!));
        else call!.reject(NETWORK);
      }
      await settle();
    };

    it("reaches the ends its record allows", () => {
      const reached = new Set(paths.map(({ path }) => JSON.stringify(regions(path.state))));
      const ends = [...reached].map((value) => JSON.parse(value) as ReturnType<typeof regions>);
      if (scope.verification) {
        expect(ends.some((value) => value.verification === (honest ? "verified" : "mismatch"))).toBe(true);
        expect(ends.some((value) => value.verification === "failed")).toBe(true);
      }
      if (scope.lookup) {
        for (const end of ["found", "notFound", "failed"])
          expect(ends.some((value) => value.lookup === end)).toBe(true);
      }
    });

    for (const { description, path } of paths) {
      it(description, async () => {
        for (const step of path.steps) {
          if ((step.event as { type: string }).type !== "xstate.init") await perform({ event: step.event });
          check(step.state);
        }
      });
    }
  });
};

walk("the head and an untouched record", { rows: HONEST, head: true, verification: true, lookup: false });
walk("an edited record", { rows: TAMPERED, head: false, verification: true, lookup: false });
walk("looking tips up", { rows: HONEST, head: false, verification: false, lookup: true });
