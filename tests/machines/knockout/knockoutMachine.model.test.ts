import { createTestModel } from "@xstate/graph";
import { describe, expect, it } from "vitest";
import { createActor, type SnapshotFrom } from "xstate";
import type { KnockoutLayout } from "../../../domain/knockout/knockoutLayout.ts";
import { type KnockoutEvent, knockoutMachine } from "../../../machines/knockout/knockoutMachine.ts";
import { transitionCoverage } from "../../helpers/transitionCoverage.ts";

/**
 * Model-based test of the knockout screen: every transition of a season with a group stage and a play-off
 * (and a second season to choose) is reached by its shortest path, and at every step the running actor
 * keeps the screen's rules (sports-data.md, Knockout screen), written here apart from the machine.
 */
const SEASON: KnockoutLayout = {
  topTabs: [
    { id: "groups", roundIds: ["g1", "g2"] },
    { id: "playoff", roundIds: ["qf", "sf", "f"] },
  ],
  rounds: {
    g1: { id: "g1", type: "REGULAR", pairIds: ["g1a"] },
    g2: { id: "g2", type: "REGULAR", pairIds: ["g2a"] },
    qf: { id: "qf", type: "QUARTERFINALS", pairIds: ["qf1", "qf2"] },
    sf: { id: "sf", type: "SEMIFINALS", pairIds: ["sf1"] },
    f: { id: "f", type: "FINAL", pairIds: ["f1"] },
  },
  currentRoundId: "sf",
};
const OLD_SEASON: KnockoutLayout = {
  topTabs: [{ id: "cup", roundIds: ["osf", "of"] }],
  rounds: {
    osf: { id: "osf", type: "SEMIFINALS", pairIds: ["osf1", "osf2"] },
    of: { id: "of", type: "FINAL", pairIds: ["of1"] },
  },
  currentRoundId: "of",
};
const INPUT = { layout: SEASON, seasonId: "2026", live: true };

type KnockoutSnapshot = SnapshotFrom<typeof knockoutMachine>;
const key = (state: KnockoutSnapshot) => {
  const { seasonId, topTabId, roundId, highlightedPairId, live } = state.context;
  return JSON.stringify([state.value, seasonId, topTabId, roundId, highlightedPairId, live]);
};

const EVENTS: KnockoutEvent[] = [
  ...["groups", "playoff", "cup", "nope"].map(
    (topTabId): KnockoutEvent => ({ type: "knockout.topTab.select", topTabId }),
  ),
  ...["g1", "qf", "f", "osf", "nope"].map(
    (roundId): KnockoutEvent => ({ type: "knockout.round.select", roundId }),
  ),
  { type: "knockout.round.next" },
  { type: "knockout.round.previous" },
  ...["qf2", "sf1", "osf2", "nope"].map(
    (pairId): KnockoutEvent => ({ type: "knockout.pair.highlight", pairId }),
  ),
  { type: "knockout.seasonSheet.open" },
  { type: "knockout.seasonSheet.close" },
  { type: "knockout.season.choose", seasonId: "2019", layout: OLD_SEASON },
  { type: "knockout.live.toggle" },
];

const start = () => createActor(knockoutMachine, { input: INPUT }).start();

/** The screen's rules after `event`, from the snapshot before it. */
const expectStep = (before: KnockoutSnapshot, event: KnockoutEvent, after: KnockoutSnapshot) => {
  const b = before.context;
  const a = after.context;
  const tabOf = (layout: KnockoutLayout, id: string | null) => layout.topTabs.find((tab) => tab.id === id);
  // Always: the round is one of the top tab's, the highlighted pair one of the round's.
  expect(tabOf(a.layout, a.topTabId)?.roundIds).toContain(a.roundId);
  if (a.highlightedPairId !== null)
    expect(a.layout.rounds[a.roundId!]!.pairIds).toContain(a.highlightedPairId);
  switch (event.type) {
    case "knockout.topTab.select": {
      const tab = tabOf(b.layout, event.topTabId);
      if (!tab) expect(a).toEqual(b);
      else expect([a.topTabId, a.roundId, a.highlightedPairId]).toEqual([tab.id, tab.roundIds.at(-1), null]);
      return;
    }
    case "knockout.round.next":
    case "knockout.round.previous": {
      const rounds = tabOf(b.layout, b.topTabId)!.roundIds;
      const target = rounds[rounds.indexOf(b.roundId!) + (event.type === "knockout.round.next" ? 1 : -1)];
      if (!target) expect(a).toEqual(b);
      else expect([a.roundId, a.highlightedPairId]).toEqual([target, b.layout.rounds[target]!.pairIds[0]]);
      return;
    }
    case "knockout.season.choose":
      if (before.matches("choosingSeason")) {
        expect(after.matches("browsing")).toBe(true);
        expect([a.seasonId, a.live, a.roundId, a.highlightedPairId]).toEqual([
          event.seasonId,
          false,
          "of",
          null,
        ]);
      } else expect(a).toEqual(b);
      return;
    case "knockout.live.toggle":
      expect(a.live).toBe(!b.live);
      return;
    default:
      return;
  }
};

describe("knockoutMachine model", () => {
  const paths = transitionCoverage(
    createTestModel(knockoutMachine, { events: EVENTS, serializeState: key, input: INPUT }),
    key,
    key,
  );

  it("opens on the current round in its top tab, live as given", () => {
    const actor = start();
    expect(actor.getSnapshot().context).toMatchObject({ topTabId: "playoff", roundId: "sf", live: true });
    actor.stop();
  });

  it(`keeps the screen's rules on every transition (${paths.length} paths)`, () => {
    expect(paths.length).toBeGreaterThan(100);
    for (const { path } of paths) {
      const actor = start();
      for (const step of path.steps) {
        if ((step.event as { type: string }).type === "xstate.init") continue;
        const before = actor.getSnapshot();
        actor.send(step.event);
        expectStep(before, step.event, actor.getSnapshot());
        expect(key(actor.getSnapshot())).toBe(key(step.state));
      }
      actor.stop();
    }
  });
});
