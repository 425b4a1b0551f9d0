import { describe, expect, it } from "vitest";
import { createActor, fromPromise } from "xstate";
import type { TeamTipsRequest } from "../../../domain/tips/teamTipsQuery.ts";
import type { TipsPage } from "../../../domain/tips/tipsQuery.ts";
import { type TeamTipsLoad, teamTipsMachine } from "../../../machines/teamTips/teamTipsMachine.ts";
import { tipCard } from "../../helpers/tipCards.ts";

/**
 * The team page's Tips tab: the tip list machine (its paths are tipListMachine.model.test.ts's) over a
 * team's open or settled tips; these examples are what the team's list adds, the choice of list.
 */
const START: TeamTipsRequest = { teamId: "tm-1", list: "open" };

const page = (ids: ReadonlyArray<string>, endCursor: string | null, hasNextPage: boolean): TipsPage => ({
  tips: ids.map((id) => tipCard(id)),
  pageInfo: { endCursor, hasNextPage },
});

const harness = () => {
  const loads: Array<{ input: TeamTipsLoad; resolve: (page: TipsPage) => void; aborted: () => boolean }> = [];
  const machine = teamTipsMachine.provide({
    actors: {
      loadTips: fromPromise<TipsPage, TeamTipsLoad>(
        ({ input, signal }) =>
          new Promise((resolve) => {
            loads.push({ input, resolve, aborted: () => signal.aborted });
          }),
      ),
    },
  });
  const actor = createActor(machine, { input: START }).start();
  return { actor, loads, last: () => loads.at(-1)! };
};

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("teamTipsMachine", () => {
  it("loads the team's open tips first, then more after the cursor", async () => {
    const { actor, loads, last } = harness();
    expect(last().input).toEqual({ request: START, after: null });
    last().resolve(page(["a", "b"], "c1", true));
    await settle();
    actor.send({ type: "teamTips.more" });
    expect(actor.getSnapshot().hasTag("loadingMore")).toBe(true);
    expect(last().input).toEqual({ request: START, after: "c1" });
    last().resolve(page(["c"], null, false));
    await settle();
    expect(actor.getSnapshot().context.tips.map((tip) => tip.id)).toEqual(["a", "b", "c"]);
    expect(loads).toHaveLength(2);
  });

  it("choosing the settled list forgets the open one and loads it from the start", async () => {
    const { actor, loads, last } = harness();
    last().resolve(page(["a"], "c1", true));
    await settle();
    actor.send({ type: "teamTips.list.select", list: "settled" });
    const snapshot = actor.getSnapshot();
    expect(snapshot.hasTag("loading")).toBe(true);
    expect(snapshot.context.tips).toEqual([]);
    expect(snapshot.context.request).toEqual({ teamId: "tm-1", list: "settled" });
    expect(last().input).toEqual({ request: { teamId: "tm-1", list: "settled" }, after: null });
    expect(loads).toHaveLength(2);
  });

  it("a switch while a list loads drops that load; the same list again does nothing", async () => {
    const { actor, loads, last } = harness();
    const first = last();
    actor.send({ type: "teamTips.list.select", list: "open" });
    expect(loads).toHaveLength(1);
    actor.send({ type: "teamTips.list.select", list: "settled" });
    expect(first.aborted()).toBe(true);
    expect(loads).toHaveLength(2);
    last().resolve(page(["s"], null, false));
    await settle();
    expect(actor.getSnapshot().context.tips.map((tip) => tip.id)).toEqual(["s"]);
  });
});
