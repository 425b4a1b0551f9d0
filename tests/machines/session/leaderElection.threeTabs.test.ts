import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LEADERSHIP_TIMING } from "../../../machines/session/leaderElectionMachine.ts";
import { type ChannelHub, createChannelHub } from "./fakeBroadcastChannel.ts";
import { type LeadershipTab, leadershipTab } from "./leadershipTab.ts";
import { issueToken, T0 } from "./sessionFixtures.ts";

const { claimWindowMs, leaderTimeoutMs } = LEADERSHIP_TIMING;
/** Time for a message to cross the fake channel (delivered on a zero timer). */
const DELIVERY_MS = 1;

/**
 * Three tabs of one browser electing over the real statechart and the BroadcastChannel adapter, on a fake
 * channel: exactly one leads at every settled moment, the lead passes down the ids as leaders go, and news
 * from any tab reaches the two others.
 */
describe("leader election in three tabs", () => {
  let hub: ChannelHub;
  let tabs: Record<"a" | "b" | "c", LeadershipTab>;
  const closed = new Set<string>();
  const close = (name: "a" | "b" | "c") => {
    closed.add(name);
    tabs[name].close();
  };
  /** The open tabs that lead, by what their election last told them. */
  const leaders = () =>
    Object.entries(tabs).flatMap(([name, tab]) => (!closed.has(name) && tab.leads() ? [name] : []));

  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(T0);
    hub = createChannelHub();
    closed.clear();
    // Opened out of id order: the election, not the opening order, decides.
    const c = leadershipTab(hub, "tab-c");
    const a = leadershipTab(hub, "tab-a");
    const b = leadershipTab(hub, "tab-b");
    tabs = { a, b, c };
    vi.advanceTimersByTime(claimWindowMs + DELIVERY_MS);
  });
  afterEach(() => {
    for (const [name, tab] of Object.entries(tabs)) if (!closed.has(name)) tab.close();
    vi.useRealTimers();
  });

  // NOTE: this found a double leadership in the first version: a tab opened just after another's claim
  // never heard it and led too, until the first heartbeat (now a candidate claims again on a higher claim).
  it("elects the lowest id, and only it, however long they run", () => {
    expect(leaders()).toEqual(["a"]);
    vi.advanceTimersByTime(10 * leaderTimeoutMs);
    expect(leaders()).toEqual(["a"]);
    expect(tabs.b.ofType("session.leader.gained")).toEqual([]);
    expect(tabs.c.ofType("session.leader.gained")).toEqual([]);
  });

  it("hands over down the ids as leaders close: a, then b, then c", () => {
    close("a");
    vi.advanceTimersByTime(claimWindowMs + DELIVERY_MS);
    expect(leaders()).toEqual(["b"]);
    close("b");
    vi.advanceTimersByTime(claimWindowMs + DELIVERY_MS);
    expect(leaders()).toEqual(["c"]);
  });

  it("recovers from a leader that dies without a word within one leader timeout and a claim", () => {
    tabs.a.channel().crash();
    vi.advanceTimersByTime(leaderTimeoutMs + claimWindowMs + DELIVERY_MS);
    expect(leaders().filter((name) => name !== "a")).toEqual(["b"]);
  });

  it("relays a new token from a follower to both other tabs, and a refresh request to the leader only", () => {
    const token = issueToken();
    tabs.c.send({ type: "leadership.tokens.publish", token });
    tabs.c.send({ type: "leadership.refresh.request", accessToken: token.accessToken });
    vi.advanceTimersByTime(DELIVERY_MS);
    for (const tab of [tabs.a, tabs.b]) {
      expect(tab.ofType("session.tokens.adopted")).toEqual([{ type: "session.tokens.adopted", token }]);
    }
    expect(tabs.c.ofType("session.tokens.adopted")).toEqual([]);
    expect(tabs.a.ofType("session.refresh.requested")).toHaveLength(1);
    expect(tabs.b.ofType("session.refresh.requested")).toEqual([]);
  });
});
