import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LEADERSHIP_TIMING } from "../../../../machines/session/leaderElectionMachine.ts";
import type { PageLifecyclePort } from "../../../../ui/app/session/broadcastLeadership.ts";
import { type ChannelHub, createChannelHub } from "../../../machines/session/fakeBroadcastChannel.ts";
import { type LeadershipTab, leadershipTab } from "../../../machines/session/leadershipTab.ts";
import { issueToken, T0 } from "../../../machines/session/sessionFixtures.ts";

const { claimWindowMs, heartbeatMs, leaderTimeoutMs } = LEADERSHIP_TIMING;

/** A page whose `pagehide` the test fires. */
const fakePage = () => {
  const listeners = new Set<() => void>();
  const page: PageLifecyclePort = {
    addEventListener: (_type, listener) => void listeners.add(listener),
    removeEventListener: (_type, listener) => void listeners.delete(listener),
  };
  const hide = () => {
    for (const listener of listeners) listener();
  };
  return { page, hide, listeners };
};

describe("createBroadcastLeadership", () => {
  let hub: ChannelHub;
  const tabs: Array<LeadershipTab> = [];
  const open = (tabId: string, options?: Parameters<typeof leadershipTab>[2]) => {
    const tab = leadershipTab(hub, tabId, options);
    tabs.push(tab);
    return tab;
  };

  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(T0);
    hub = createChannelHub();
  });
  afterEach(() => {
    for (const tab of tabs.splice(0)) tab.close();
    vi.useRealTimers();
  });

  describe("when a tab opens alone", () => {
    it("leads once its claim window passes with no answer", () => {
      const a = open("tab-a");
      vi.advanceTimersByTime(claimWindowMs - 1);
      expect(a.reported).toEqual([]);
      vi.advanceTimersByTime(1);
      expect(a.reported).toEqual([{ type: "session.leader.gained" }]);
    });

    it("keeps leading, with a heartbeat every period", () => {
      const a = open("tab-a");
      vi.advanceTimersByTime(claimWindowMs);
      const beats = () => hub.posted.filter((m) => (m as { kind: string }).kind === "heartbeat").length;
      const before = beats();
      vi.advanceTimersByTime(10 * heartbeatMs);
      expect(beats() - before).toBe(10);
      expect(a.reported).toEqual([{ type: "session.leader.gained" }]);
    });
  });

  describe("when a tab opens beside a leader", () => {
    it("follows: the leader answers its claim, and stays the only leader", () => {
      const a = open("tab-z");
      vi.advanceTimersByTime(claimWindowMs);
      // A higher id than the leader's does not matter: a sitting leader keeps its place.
      const b = open("tab-b");
      vi.advanceTimersByTime(10 * leaderTimeoutMs);
      expect(a.leads()).toBe(true);
      expect(b.reported).toEqual([]);
    });
  });

  describe("when two tabs open together", () => {
    it("the lower id leads and the other follows", () => {
      const b = open("tab-b");
      const a = open("tab-a");
      vi.advanceTimersByTime(claimWindowMs + 10 * leaderTimeoutMs);
      expect(a.reported).toEqual([{ type: "session.leader.gained" }]);
      expect(b.reported).toEqual([]);
    });
  });

  describe("when the leader goes", () => {
    it("closing: it resigns and a follower leads one claim window later", () => {
      const a = open("tab-a");
      vi.advanceTimersByTime(claimWindowMs);
      const b = open("tab-b");
      vi.advanceTimersByTime(leaderTimeoutMs);
      a.close();
      expect(a.channel().isClosed()).toBe(true);
      vi.advanceTimersByTime(claimWindowMs);
      expect(b.leads()).toBe(false);
      vi.advanceTimersByTime(1);
      expect(b.reported).toEqual([{ type: "session.leader.gained" }]);
    });

    it("hiding the page for good: it resigns, reports the loss, and a follower leads", () => {
      const { page, hide } = fakePage();
      const a = open("tab-a", { page });
      vi.advanceTimersByTime(claimWindowMs);
      const b = open("tab-b");
      vi.advanceTimersByTime(heartbeatMs);
      hide();
      expect(a.reported).toEqual([{ type: "session.leader.gained" }, { type: "session.leader.lost" }]);
      vi.advanceTimersByTime(claimWindowMs + 1);
      expect(b.leads()).toBe(true);
      expect(a.leads()).toBe(false);
    });

    it("dying without a word: a follower claims after the leader timeout", () => {
      const a = open("tab-a");
      vi.advanceTimersByTime(claimWindowMs);
      const b = open("tab-b");
      vi.advanceTimersByTime(heartbeatMs);
      a.channel().crash();
      a.close();
      vi.advanceTimersByTime(leaderTimeoutMs);
      expect(b.leads()).toBe(false);
      vi.advanceTimersByTime(claimWindowMs + 1);
      expect(b.leads()).toBe(true);
    });
  });

  describe("when two leaders meet (a tab back from the back/forward cache)", () => {
    it("the higher id steps down", () => {
      const b = open("tab-b");
      vi.advanceTimersByTime(claimWindowMs);
      hub.loseMessages(true);
      const a = open("tab-a");
      vi.advanceTimersByTime(claimWindowMs);
      expect([a.leads(), b.leads()]).toEqual([true, true]);
      hub.loseMessages(false);
      vi.advanceTimersByTime(heartbeatMs + 1);
      expect(a.leads()).toBe(true);
      expect(b.reported.at(-1)).toEqual({ type: "session.leader.lost" });
    });
  });

  describe("messages between tabs", () => {
    const leaderAndFollower = () => {
      const a = open("tab-a");
      vi.advanceTimersByTime(claimWindowMs);
      const b = open("tab-b");
      vi.advanceTimersByTime(claimWindowMs + 1);
      return { leader: a, follower: b };
    };

    it("tokens and sign-outs reach every other tab", () => {
      const { leader, follower } = leaderAndFollower();
      const token = issueToken();
      leader.send({ type: "leadership.tokens.publish", token });
      follower.send({ type: "leadership.cleared.publish", reason: "sessionExpired" });
      vi.advanceTimersByTime(0);
      expect(follower.ofType("session.tokens.adopted")).toEqual([{ type: "session.tokens.adopted", token }]);
      expect(leader.ofType("session.tokens.cleared")).toEqual([
        { type: "session.tokens.cleared", reason: "sessionExpired" },
      ]);
      // Nobody hears itself.
      expect(leader.ofType("session.tokens.adopted")).toEqual([]);
      expect(follower.ofType("session.tokens.cleared")).toEqual([]);
    });

    it("activity and refresh requests reach the leader only", () => {
      const { leader, follower } = leaderAndFollower();
      follower.send({ type: "leadership.activity.forward" });
      follower.send({ type: "leadership.refresh.request", accessToken: "access-9" });
      leader.send({ type: "leadership.activity.forward" });
      leader.send({ type: "leadership.refresh.request", accessToken: "access-9" });
      vi.advanceTimersByTime(0);
      expect(leader.ofType("session.activity")).toHaveLength(1);
      expect(leader.ofType("session.refresh.requested")).toEqual([
        { type: "session.refresh.requested", accessToken: "access-9" },
      ]);
      expect(follower.ofType("session.activity")).toEqual([]);
      expect(follower.ofType("session.refresh.requested")).toEqual([]);
    });

    it("ignores what it does not understand", () => {
      const { leader } = leaderAndFollower();
      const stranger = hub.open("funsclub.session");
      stranger.postMessage({ kind: "tokens", from: "tab-x", token: { accessToken: "no expiry" } });
      stranger.postMessage("hello");
      stranger.postMessage({ kind: "promote", from: "tab-x" });
      vi.advanceTimersByTime(0);
      expect(leader.reported).toEqual([{ type: "session.leader.gained" }]);
      stranger.close();
    });
  });

  it("leaves nothing behind when stopped: channel closed, no timer, no page listener", () => {
    const { page, listeners } = fakePage();
    const a = open("tab-a", { page });
    vi.advanceTimersByTime(claimWindowMs);
    const b = open("tab-b");
    vi.advanceTimersByTime(claimWindowMs);
    a.close();
    b.close();
    vi.advanceTimersByTime(0);
    expect(hub.openCount()).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
    expect(listeners.size).toBe(0);
  });
});
