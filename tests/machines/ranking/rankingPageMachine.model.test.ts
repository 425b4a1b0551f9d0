import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type Actor, createActor, type EventObject } from "xstate";
import type { RankingRow } from "../../../domain/tips/rankingQuery.ts";
import type { RankingPageTag } from "../../../machines/ranking/rankingPageMachine.ts";
import { answerFor, rankingHarness, settle } from "./rankingHarness.ts";
import {
  type ModelEvent,
  type RankingSnapshot,
  rankingPageModel,
  STARTS,
  serializeEvent,
  stateKey,
} from "./rankingPageModel.ts";

/**
 * Model-based test: from each start (`rankingPageModel.ts`), one shortest path per transition, run against
 * a real actor whose loads wait for the step that answers them. Every reached state is checked against the
 * model and against what the page shows: the rows of the very last answer, loads in flight, tags. A resume
 * on a loaded actor does what the server render and the browser do: the persisted snapshot goes through
 * JSON into a new actor, which is told `ranking.resume` and asks for nothing (checked in `loaded`).
 */
const TAGS: Record<string, ReadonlyArray<RankingPageTag>> = {
  loading: ["loading"],
  loaded: ["loaded"],
  failed: ["failed"],
  signInRequired: ["signInRequired"],
};

for (const [name, input] of Object.entries(STARTS)) {
  describe(`rankingPageMachine model, starting with ${name}`, () => {
    const model = rankingPageModel(input);
    const paths = model.getShortestPaths();
    let harness: ReturnType<typeof rankingHarness>;
    let actor: Actor<typeof harness.machine>;
    /** The rows of the last load answered, which a loaded page must show. */
    let answered: ReadonlyArray<RankingRow>;
    let version: number;

    beforeEach(() => {
      harness = rankingHarness();
      answered = [];
      version = 0;
      actor = createActor(harness.machine, { input }).start();
    });
    afterEach(() => actor.stop());

    const inFlight = () => harness.pending().map((load) => load.input);

    const checkCommon = (state: RankingSnapshot) => {
      const actual = actor.getSnapshot();
      expect(actual.value).toEqual(state.value);
      expect(actual.context.signedIn).toBe(state.context.signedIn);
      expect(actual.context.request).toEqual(input.request);
      expect(actual.context.failure?.kind ?? null).toBe(state.context.failure?.kind ?? null);
      for (const tag of Object.keys(TAGS) as RankingPageTag[]) {
        expect(actual.hasTag(tag)).toBe(TAGS[String(actual.value)]!.includes(tag));
      }
      // A load the machine gave up on was aborted, never left running beside the current one.
      expect(harness.pending().length).toBeLessThanOrEqual(1);
      return actual;
    };

    const states = {
      loading: (state: RankingSnapshot) => {
        const actual = checkCommon(state);
        expect(actual.context.rows).toEqual([]);
        expect(inFlight()).toEqual([input.request]);
      },
      loaded: (state: RankingSnapshot) => {
        const actual = checkCommon(state);
        expect(answered.length).toBeGreaterThan(0);
        expect(actual.context.rows).toEqual(answered);
        expect(inFlight()).toEqual([]);
      },
      failed: (state: RankingSnapshot) => {
        const actual = checkCommon(state);
        expect(actual.context.rows).toEqual([]);
        expect(actual.context.failure).not.toBeNull();
        expect(inFlight()).toEqual([]);
      },
      signInRequired: (state: RankingSnapshot) => {
        const actual = checkCommon(state);
        // Only FOLLOWING asks who looks, and a visitor's page shows nobody's rows.
        expect(actual.context.request.tab).toBe("FOLLOWING");
        expect(actual.context.signedIn).toBe(false);
        expect(actual.context.rows).toEqual([]);
        expect(inFlight()).toEqual([]);
      },
    };

    const restoreFromServer = () => {
      const carried = JSON.parse(JSON.stringify(actor.getPersistedSnapshot()));
      actor.stop();
      actor = createActor(harness.machine, { input, snapshot: carried }).start();
      expect(actor.getSnapshot().value).toBe("loaded");
      expect(inFlight()).toEqual([]);
    };

    const perform = async ({ event }: { event: EventObject }) => {
      const step = event as ModelEvent;
      switch (step.type) {
        case "ranking.viewer.signedIn":
        case "ranking.viewer.signedOut":
        case "ranking.retry":
          actor.send(step);
          return;
        case "ranking.resume":
          if (actor.getSnapshot().matches("loaded")) restoreFromServer();
          actor.send(step);
          return;
      }
      const [load] = harness.pending();
      expect(load).toBeDefined();
      if ("error" in step) load!.reject(step.error);
      else {
        answered = answerFor(load!.input, ++version);
        load!.resolve(answered);
      }
      await settle();
    };

    it("reaches the states its start allows", () => {
      const reached = new Set(paths.map((path) => String(path.state.value)));
      // A public tab never asks anyone to sign in, whoever comes and goes; FOLLOWING does for a visitor.
      const shared = ["loading", "loaded", "failed"];
      expect(reached).toEqual(
        new Set(input.request.tab === "FOLLOWING" ? [...shared, "signInRequired"] : shared),
      );
    });

    for (const path of paths) {
      const route = path.steps
        .flatMap((step) =>
          step.event.type.startsWith("xstate.init") ? [] : [serializeEvent(step.event as ModelEvent)],
        )
        .join(" → ");
      it(`reaches ${stateKey(path.state)} by ${route || "starting"}`, async () => {
        await model.testPath(path, {
          states,
          events: {
            "ranking.viewer.signedIn": perform,
            "ranking.viewer.signedOut": perform,
            "ranking.retry": perform,
            "ranking.resume": perform,
            "xstate.done.actor.loadRanking": perform,
            "xstate.error.actor.loadRanking": perform,
          } as Parameters<typeof model.testPath>[1]["events"],
        });
      });
    }
  });
}
