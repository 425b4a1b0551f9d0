import { createTestModel } from "@xstate/graph";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type Actor, createActor, type SnapshotFrom } from "xstate";
import { type OutcomePicksEvent, outcomePicksMachine } from "../../../machines/event/outcomePicksMachine.ts";
import { transitionCoverage } from "../../helpers/transitionCoverage.ts";

/**
 * Model-based test of the markets tab's picks over three outcomes: every set of picks in every order,
 * each outcome picked and taken back from each, and clearing. The running actor must hold exactly the
 * picks the path made, in the order it made them.
 */
type PicksSnapshot = SnapshotFrom<typeof outcomePicksMachine>;

const OUTCOMES = ["o1", "o2", "o3"] as const;
const key = (state: PicksSnapshot) => state.context.picked.join(",") || "none";

const model = createTestModel(outcomePicksMachine, {
  events: [
    ...OUTCOMES.map((outcomeId): OutcomePicksEvent => ({ type: "pick.toggle", outcomeId })),
    { type: "picks.clear" },
  ],
  serializeState: key,
});

const paths = transitionCoverage(model, key, key);

/**
 * The picks after `events`, written apart from the machine: an outcome is picked when it was toggled an
 * odd number of times since the last clear, and picks read in the order of their last toggle.
 */
const expectedPicks = (events: ReadonlyArray<OutcomePicksEvent>): string[] => {
  const picks = new Map<string, true>();
  for (const event of events) {
    if (event.type === "picks.clear") picks.clear();
    else if (!picks.delete(event.outcomeId)) picks.set(event.outcomeId, true);
  }
  return [...picks.keys()];
};

describe("outcomePicksMachine model", () => {
  let actor: Actor<typeof outcomePicksMachine>;
  beforeEach(() => {
    actor = createActor(outcomePicksMachine).start();
  });
  afterEach(() => actor.stop());

  it("reaches every ordered set of picks of three outcomes", () => {
    // 1 empty + 3 + 3·2 + 3·2·1 orders.
    expect(new Set(paths.map(({ path }) => key(path.state))).size).toBe(16);
  });

  for (const { description, path } of paths) {
    it(description, () => {
      const sent: OutcomePicksEvent[] = [];
      for (const step of path.steps) {
        if ((step.event as { type: string }).type !== "xstate.init") {
          actor.send(step.event);
          sent.push(step.event);
        }
        expect(actor.getSnapshot().context.picked).toEqual(expectedPicks(sent));
        expect(actor.getSnapshot().context).toEqual(step.state.context);
      }
    });
  }
});
