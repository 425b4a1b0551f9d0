import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type Actor, createActor } from "xstate";
import { ApiError, NetworkError } from "../../../domain/rpc/clientErrors.ts";
import { HOME_REFRESH_MS } from "../../../machines/home/homePageMachine.ts";
import { answeredRequest, answerFor, homeHarness, settle } from "./homeHarness.ts";

const SOCCER = "soccer-id";
const TENNIS = "tennis-id";
const START = { sportId: SOCCER, timeZoneOffset: 0 };

describe("homePageMachine", () => {
  let harness: ReturnType<typeof homeHarness>;
  let actor: Actor<typeof harness.machine>;
  const snapshot = () => actor.getSnapshot();

  /** Answers the one load in flight with the answer for its own request. */
  const answer = async () => {
    const [load] = harness.pending();
    expect(load).toBeDefined();
    load!.resolve(answerFor(load!.input));
    await settle();
  };
  const fail = async (error: unknown) => {
    const [load] = harness.pending();
    expect(load).toBeDefined();
    load!.reject(error);
    await settle();
  };

  beforeEach(() => {
    vi.useFakeTimers();
    harness = homeHarness();
    actor = createActor(harness.machine, { input: START }).start();
  });
  afterEach(() => {
    actor.stop();
    vi.useRealTimers();
  });

  describe("when in the loading state", () => {
    it("asks for the sport and offset it was started with", () => {
      expect(snapshot().hasTag("loading")).toBe(true);
      expect(harness.pending().map((load) => load.input)).toEqual([START]);
    });

    it("shows the answer once it arrives", async () => {
      await answer();
      expect(snapshot().value).toBe("loaded");
      expect(answeredRequest(snapshot().context.answer)).toBe(`${SOCCER}@0`);
      expect(snapshot().context.failure).toBeNull();
    });

    it("drops the load for the old sport when another is chosen, and asks for the new one", async () => {
      const [first] = harness.pending();
      actor.send({ type: "home.sport.select", sportId: TENNIS });
      expect(first!.dropped()).toBe(true);
      expect(harness.pending().map((load) => load.input)).toEqual([{ sportId: TENNIS, timeZoneOffset: 0 }]);
      // A late answer for the old request can no longer land.
      first!.resolve(answerFor(START));
      await settle();
      expect(snapshot().value).toBe("loading");
      await answer();
      expect(answeredRequest(snapshot().context.answer)).toBe(`${TENNIS}@0`);
    });

    it("remembers why a load failed and waits for a retry", async () => {
      await fail(new NetworkError({ uri: "/graphql/sportsbook", cause: new Error("offline") }));
      expect(snapshot().value).toBe("failed");
      expect(snapshot().context.failure).toEqual({ kind: "network", code: null });
      vi.advanceTimersByTime(HOME_REFRESH_MS * 3);
      expect(harness.pending()).toEqual([]);
      actor.send({ type: "home.retry" });
      expect(snapshot().context.failure).toBeNull();
      await answer();
      expect(snapshot().value).toBe("loaded");
    });

    it("keeps the server's code of a refusal", async () => {
      await fail(
        new ApiError({
          uri: "/graphql/sportsbook",
          errors: [{ code: "sport.not_found", type: "NOT_FOUND", message: "Sport with id x not found" }],
        }),
      );
      expect(snapshot().context.failure).toEqual({ kind: "refused", code: "sport.not_found" });
    });
  });

  describe("when in the loaded state", () => {
    beforeEach(answer);

    it("loads again when the time zone changes, and not when the same values come again", async () => {
      actor.send({ type: "home.sport.select", sportId: SOCCER });
      actor.send({ type: "home.timeZone.change", timeZoneOffset: 0 });
      expect(snapshot().value).toBe("loaded");
      expect(harness.loads).toHaveLength(1);

      actor.send({ type: "home.timeZone.change", timeZoneOffset: 19_800 });
      expect(snapshot().hasTag("loading")).toBe(true);
      expect(snapshot().context.answer).toBeNull();
      await answer();
      expect(answeredRequest(snapshot().context.answer)).toBe(`${SOCCER}@19800`);
    });

    it("refreshes after the delay, keeping the answer on screen meanwhile", async () => {
      vi.advanceTimersByTime(HOME_REFRESH_MS - 1);
      expect(harness.pending()).toEqual([]);
      vi.advanceTimersByTime(1);
      expect(snapshot().hasTag("refreshing")).toBe(true);
      expect(snapshot().hasTag("loaded")).toBe(true);
      expect(answeredRequest(snapshot().context.answer)).toBe(`${SOCCER}@0`);
      await answer();
      expect(snapshot().value).toBe("loaded");
    });

    it("keeps the older answer when a refresh fails, and tries again later", async () => {
      vi.advanceTimersByTime(HOME_REFRESH_MS);
      await fail(new Error("boom"));
      expect(snapshot().value).toBe("loaded");
      expect(answeredRequest(snapshot().context.answer)).toBe(`${SOCCER}@0`);
      expect(snapshot().context.failure).toEqual({ kind: "unexpected", code: null });
      vi.advanceTimersByTime(HOME_REFRESH_MS);
      expect(harness.pending()).toHaveLength(1);
      await answer();
      expect(snapshot().context.failure).toBeNull();
    });

    it("stops every timer and load when the page goes away", () => {
      actor.stop();
      expect(vi.getTimerCount()).toBe(0);
      expect(harness.pending()).toEqual([]);
    });
  });
});
