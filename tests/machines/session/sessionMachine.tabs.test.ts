import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SessionErrorCode } from "../../../domain/accounts/authToken.ts";
import { LEADERSHIP_TIMING } from "../../../machines/session/leaderElectionMachine.ts";
import { VALIDATION_DELAY_MS } from "../../../machines/session/sessionTiming.ts";
import { browserTabs } from "./browserTabs.ts";
import { T0 } from "./sessionFixtures.ts";

/** Lets promise callbacks run without moving the clock, so no channel message is delivered. */
const flushPromises = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

/** A follower refused with a refreshable code, across two real tabs (the tabs model covers the rest). */
describe("a follower tab refused with an expired token", () => {
  let tabs: ReturnType<typeof browserTabs>;
  const settle = () =>
    vi.advanceTimersByTimeAsync(LEADERSHIP_TIMING.claimWindowMs + VALIDATION_DELAY_MS + 100);

  beforeEach(async () => {
    vi.useFakeTimers();
    vi.setSystemTime(T0);
    tabs = browserTabs();
    tabs.open("a");
    await settle();
    tabs.tab("a").send({ type: "session.signedIn", token: tabs.server.signIn() });
    tabs.open("b");
    await settle();
  });
  afterEach(() => {
    tabs.closeAll();
    vi.useRealTimers();
  });

  it("asks the leader, which refreshes once; both tabs then hold the new token", async () => {
    const before = tabs.server.current();
    tabs.tab("b").send({ type: "session.apiFailed", code: SessionErrorCode.tokenExpired });
    await vi.advanceTimersByTimeAsync(10);
    expect(tabs.refreshes).toEqual([{ tab: "a", leading: true }]);
    const after = tabs.server.current();
    expect(after).not.toEqual(before);
    for (const tab of ["a", "b"] as const) expect(tabs.tab(tab).getSnapshot().context.token).toEqual(after);
    // The follower went through its own cycle: counted, and refreshed by adoption.
    const follower = tabs.tab("b").getSnapshot();
    expect(follower.matches({ auth: { signedIn: { status: "refreshed" } } })).toBe(true);
    expect(follower.context.refreshCount).toBe(1);
    expect(tabs.server.refusals).toEqual([]);
  });

  it("about a token the leader already replaced, gets the current one without another refresh", async () => {
    const old = tabs.server.current()!;
    tabs.tab("a").send({ type: "session.apiFailed", code: SessionErrorCode.tokenExpired });
    await flushPromises();
    expect(tabs.refreshes).toHaveLength(1);
    // The leader's new token is still on its way when the follower is refused the old one: they cross.
    expect(tabs.tab("b").getSnapshot().context.token).toEqual(old);
    tabs.tab("b").send({ type: "session.apiFailed", code: SessionErrorCode.tokenExpired });
    await vi.advanceTimersByTimeAsync(10);
    expect(tabs.refreshes).toHaveLength(1);
    expect(tabs.tab("b").getSnapshot().context.token).toEqual(tabs.server.current());
    expect(tabs.server.refusals).toEqual([]);
  });
});
