import { describe, expect, it } from "vitest";
import { createActor, fromPromise } from "xstate";
import type { TipCard, TipsPage, TipsRequest } from "../../../domain/tips/tipsQuery.ts";
import { type TipsPageLoad, tipsPageMachine } from "../../../machines/tipsPage/tipsPageMachine.ts";
import { tipCard } from "../../helpers/tipCards.ts";

const START: TipsRequest = { sportId: "soccer-id", order: "LAST_CREATED", costMin: null, costMax: null };

const tip = (id: string, overrides: Partial<TipCard> = {}): TipCard =>
  tipCard(id, { sportId: START.sportId, ...overrides });

const page = (ids: ReadonlyArray<string>, endCursor: string | null, hasNextPage: boolean): TipsPage => ({
  tips: ids.map((id) => tip(id)),
  pageInfo: { endCursor, hasNextPage },
});

/** Loads that wait for the test to answer them; each remembers what it asked for and whether it was dropped. */
const harness = () => {
  const loads: Array<{
    input: TipsPageLoad;
    resolve: (page: TipsPage) => void;
    reject: (error: unknown) => void;
    aborted: () => boolean;
  }> = [];
  const machine = tipsPageMachine.provide({
    actors: {
      loadTips: fromPromise<TipsPage, TipsPageLoad>(
        ({ input, signal }) =>
          new Promise((resolve, reject) => {
            loads.push({ input, resolve, reject, aborted: () => signal.aborted });
          }),
      ),
    },
  });
  const actor = createActor(machine, { input: START }).start();
  const last = () => loads.at(-1)!;
  return { machine, actor, loads, last };
};

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("tipsPageMachine", () => {
  describe("when in the loading state", () => {
    it("asks for the first page of its request and shows it once answered", async () => {
      const { actor, loads, last } = harness();
      expect(actor.getSnapshot().hasTag("loading")).toBe(true);
      expect(loads).toHaveLength(1);
      expect(last().input).toEqual({ request: START, after: null });
      last().resolve(page(["a", "b"], "c2", true));
      await settle();
      const snapshot = actor.getSnapshot();
      expect(snapshot.value).toBe("loaded");
      expect(snapshot.hasTag("loaded")).toBe(true);
      expect(snapshot.context.tips.map((t) => t.id)).toEqual(["a", "b"]);
      expect(snapshot.context.endCursor).toBe("c2");
      expect(snapshot.context.hasNextPage).toBe(true);
    });

    it("fails with the reason, and a retry loads again from the start", async () => {
      const { actor, loads, last } = harness();
      last().reject({ _tag: "NetworkError" });
      await settle();
      expect(actor.getSnapshot().hasTag("failed")).toBe(true);
      expect(actor.getSnapshot().context.failure).toEqual({ kind: "network", code: null });
      actor.send({ type: "tipsPage.retry" });
      expect(actor.getSnapshot().hasTag("loading")).toBe(true);
      expect(loads).toHaveLength(2);
      last().resolve(page(["a"], "c1", false));
      await settle();
      expect(actor.getSnapshot().context.failure).toBeNull();
      expect(actor.getSnapshot().context.tips).toHaveLength(1);
    });

    it("a new order drops the load in flight and asks again with it", async () => {
      const { actor, loads, last } = harness();
      const first = last();
      actor.send({ type: "tipsPage.order.select", order: "POPULAR" });
      expect(first.aborted()).toBe(true);
      expect(loads).toHaveLength(2);
      expect(last().input).toEqual({ request: { ...START, order: "POPULAR" }, after: null });
      // The dropped load's late answer changes nothing.
      first.resolve(page(["stale"], "x", true));
      await settle();
      expect(actor.getSnapshot().hasTag("loading")).toBe(true);
      last().resolve(page(["p"], null, false));
      await settle();
      expect(actor.getSnapshot().context.tips.map((t) => t.id)).toEqual(["p"]);
    });
  });

  describe("when in the loaded state", () => {
    const loaded = async (next: boolean) => {
      const h = harness();
      h.last().resolve(page(["a", "b"], next ? "c2" : null, next));
      await settle();
      return h;
    };

    it("loads more after the cursor and appends, keeping each tip once", async () => {
      const { actor, loads, last } = await loaded(true);
      actor.send({ type: "tipsPage.more" });
      expect(actor.getSnapshot().hasTag("loadingMore")).toBe(true);
      expect(actor.getSnapshot().hasTag("loaded")).toBe(true);
      expect(loads).toHaveLength(2);
      expect(last().input).toEqual({ request: START, after: "c2" });
      last().resolve(page(["b", "c", "d"], "c4", false));
      await settle();
      const snapshot = actor.getSnapshot();
      expect(snapshot.value).toBe("loaded");
      expect(snapshot.context.tips.map((t) => t.id)).toEqual(["a", "b", "c", "d"]);
      expect(snapshot.context.hasNextPage).toBe(false);
      // No next page: "more" asks for nothing.
      actor.send({ type: "tipsPage.more" });
      expect(loads).toHaveLength(2);
      expect(actor.getSnapshot().value).toBe("loaded");
    });

    it("a failed 'more' keeps the list and notes why; asking again goes on from the same cursor", async () => {
      const { actor, loads, last } = await loaded(true);
      actor.send({ type: "tipsPage.more" });
      last().reject({ _tag: "RequestTimeoutError" });
      await settle();
      expect(actor.getSnapshot().value).toBe("loaded");
      expect(actor.getSnapshot().context.tips).toHaveLength(2);
      expect(actor.getSnapshot().context.failure).toEqual({ kind: "timeout", code: null });
      actor.send({ type: "tipsPage.more" });
      expect(loads).toHaveLength(3);
      expect(last().input.after).toBe("c2");
    });

    it("a filter with a cost range reloads from the start; the same filter again does nothing", async () => {
      const { actor, loads, last } = await loaded(true);
      const filter = {
        type: "tipsPage.filter.apply",
        order: "NEAREST_START",
        costMin: 10,
        costMax: 100,
      } as const;
      actor.send(filter);
      expect(actor.getSnapshot().hasTag("loading")).toBe(true);
      expect(actor.getSnapshot().context.tips).toEqual([]);
      expect(last().input).toEqual({
        request: { ...START, order: "NEAREST_START", costMin: 10, costMax: 100 },
        after: null,
      });
      last().resolve(page(["n"], null, false));
      await settle();
      actor.send(filter);
      actor.send({ type: "tipsPage.order.select", order: "NEAREST_START" });
      expect(loads).toHaveLength(2);
      expect(actor.getSnapshot().value).toBe("loaded");
    });

    it("an unlocked tip shows its comment and one more purchase, once", async () => {
      const { actor } = await loaded(false);
      const unlock = { type: "tipsPage.tip.unlocked", tipId: "b", comment: "Home wins" } as const;
      actor.send(unlock);
      actor.send(unlock);
      const [a, b] = actor.getSnapshot().context.tips;
      expect(a).toEqual(tip("a"));
      expect(b).toMatchObject({ comment: "Home wins", purchasedByViewer: true, purchasedTimes: 1 });
    });
  });

  describe("when resumed from the server's snapshot", () => {
    it("keeps the rendered list while it loads the first page again as this viewer sees it", async () => {
      const server = harness();
      server.last().resolve(page(["a", "b"], "c2", true));
      await settle();
      const persisted = JSON.parse(JSON.stringify(server.actor.getPersistedSnapshot()));
      server.actor.stop();

      const browser = harness();
      browser.actor.stop();
      const resumed = createActor(browser.machine, { input: START, snapshot: persisted }).start();
      expect(resumed.getSnapshot().value).toBe("loaded");
      expect(browser.loads).toHaveLength(1); // only the discarded fresh actor's
      resumed.send({ type: "tipsPage.resume" });
      expect(resumed.getSnapshot().hasTag("refreshing")).toBe(true);
      expect(resumed.getSnapshot().context.tips.map((t) => t.id)).toEqual(["a", "b"]);
      expect(browser.last().input).toEqual({ request: START, after: null });
      browser.last().resolve({
        tips: [tip("a", { comment: "mine", purchasedByViewer: true }), tip("b")],
        pageInfo: { endCursor: "c2", hasNextPage: true },
      });
      await settle();
      expect(resumed.getSnapshot().value).toBe("loaded");
      expect(resumed.getSnapshot().context.tips[0]?.comment).toBe("mine");
    });

    it("a failed server load loads again in the browser", async () => {
      const server = harness();
      server.last().reject(new Error("boom"));
      await settle();
      const persisted = JSON.parse(JSON.stringify(server.actor.getPersistedSnapshot()));
      const browser = harness();
      browser.actor.stop();
      const resumed = createActor(browser.machine, { input: START, snapshot: persisted }).start();
      expect(resumed.getSnapshot().hasTag("failed")).toBe(true);
      resumed.send({ type: "tipsPage.resume" });
      expect(resumed.getSnapshot().hasTag("loading")).toBe(true);
      expect(browser.loads).toHaveLength(2);
    });
  });
});
