import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { EventObject } from "xstate";
import { refreshAt } from "../../../domain/accounts/authToken.ts";
import { LEADERSHIP_TIMING } from "../../../machines/session/leaderElectionMachine.ts";
import { VALIDATION_DELAY_MS } from "../../../machines/session/sessionTiming.ts";
import { transitionCoverage } from "../../helpers/transitionCoverage.ts";
import { browserTabs, TAB_ACCESS_MS } from "./browserTabs.ts";
import { T0 } from "./sessionFixtures.ts";
import {
  serializeTabsState,
  TAB_LAYOUT,
  type TabsModelEvent,
  type TabsModelSnapshot,
  tabsModel,
} from "./tabsModel.ts";

/**
 * Model-based test across tabs: one path per transition of tabsModel.ts, replayed on real session machines
 * that elect their leader over a shared fake BroadcastChannel and share one storage. In every state: the
 * expected tab leads and only it; every open tab holds the server's current token (or none), as does the
 * storage; no refresh came from a follower and the server never saw a spent refresh token.
 */
const paths = transitionCoverage(
  tabsModel,
  serializeTabsState,
  (snapshot) =>
    `${String(snapshot.value)}${snapshot.context.signedIn ? "+session" : ""}${snapshot.context.expired ? "(expired)" : ""}`,
);

/** Long enough for a claim to settle and a stored session to be validated. */
const SETTLE_MS = LEADERSHIP_TIMING.claimWindowMs + VALIDATION_DELAY_MS + 100;
const DELIVERY_MS = 10;

describe("sessionMachine in two tabs along the tabs model", () => {
  let tabs: ReturnType<typeof browserTabs>;

  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(T0);
    tabs = browserTabs();
  });
  afterEach(() => {
    tabs.closeAll();
    vi.useRealTimers();
  });

  const checkState = (model: TabsModelSnapshot) => {
    const layout = TAB_LAYOUT[String(model.value)]!;
    expect(tabs.openTabs()).toEqual(layout.open);
    const expected = model.context.signedIn ? tabs.server.current() : null;
    expect(tabs.stored()).toEqual(expected);
    for (const tab of layout.open) {
      const snapshot = tabs.tab(tab).getSnapshot();
      const leads = tab === layout.leader;
      expect(snapshot.hasTag("leader")).toBe(leads);
      expect(snapshot.hasTag("signedIn")).toBe(model.context.signedIn);
      expect(snapshot.context.token).toEqual(expected);
      // Only ever ended on purpose.
      expect(snapshot.context.logoutReason).toBeNull();
      if (model.context.signedIn) {
        expect(
          snapshot.matches({ auth: { signedIn: { keepAlive: leads ? { leader: "idle" } : "follower" } } }),
        ).toBe(true);
      }
    }
    expect(tabs.refreshes.every((refresh) => refresh.leading)).toBe(true);
    expect(tabs.server.refusals).toEqual([]);
  };

  const leaderOf = (model: TabsModelSnapshot) => TAB_LAYOUT[String(model.value)]!.leader!;

  const act = async (event: TabsModelEvent, model: TabsModelSnapshot) => {
    switch (event.type) {
      case "tab.open": {
        const refreshed = tabs.refreshes.length;
        tabs.open(event.tab);
        await vi.advanceTimersByTimeAsync(SETTLE_MS);
        // Only a token that expired while every tab was closed is refreshed on opening.
        expect(tabs.refreshes).toHaveLength(model.context.expired ? refreshed + 1 : refreshed);
        return;
      }
      case "tab.close":
        tabs.close(event.tab);
        return vi.advanceTimersByTimeAsync(LEADERSHIP_TIMING.claimWindowMs + DELIVERY_MS);
      case "clock.refreshDue": {
        const leader = tabs.tab(leaderOf(model));
        const token = leader.getSnapshot().context.token!;
        const refreshed = tabs.refreshes.length;
        await vi.advanceTimersByTimeAsync(refreshAt(token) - Date.now() - 1);
        expect(tabs.refreshes).toHaveLength(refreshed);
        await vi.advanceTimersByTimeAsync(1 + DELIVERY_MS);
        // Exactly one refresh, by the leader, whatever the number of tabs.
        expect(tabs.refreshes).toHaveLength(refreshed + 1);
        return;
      }
      case "clock.away":
        // The next tab to open finds an expired access token and refreshes it before anything else.
        return vi.advanceTimersByTimeAsync(TAB_ACCESS_MS);
      case "user.signIn":
        tabs.tab(event.tab).send({ type: "session.signedIn", token: tabs.server.signIn() });
        return vi.advanceTimersByTimeAsync(DELIVERY_MS);
      case "user.signOut":
        tabs.server.signOut();
        tabs.tab(event.tab).send({ type: "session.signOut" });
        return vi.advanceTimersByTimeAsync(DELIVERY_MS);
    }
  };

  it("walks hand-overs both ways, with and without a session", () => {
    const walked = new Set(
      paths.flatMap(({ path }) =>
        path.steps.flatMap(({ event, state }) =>
          event.type === "tab.close" ? [`${String(state.value)}:${state.context.signedIn}`] : [],
        ),
      ),
    );
    for (const value of ["onlyA", "onlyB"]) {
      for (const signedIn of [true, false]) expect(walked).toContain(`${value}:${signedIn}`);
    }
  });

  for (const { description, path } of paths) {
    it(description, async () => {
      let checked = 0;
      let current: TabsModelSnapshot | undefined;
      await tabsModel.testPath(path, {
        states: {
          "*": (state: TabsModelSnapshot) => {
            checked++;
            checkState(state);
            current = state;
          },
        },
        events: Object.fromEntries(
          (
            [
              "tab.open",
              "tab.close",
              "clock.refreshDue",
              "clock.away",
              "user.signIn",
              "user.signOut",
            ] as const
          ).map((type) => [
            type,
            ({ event }: { event: EventObject }) => act(event as TabsModelEvent, current!),
          ]),
        ),
      });
      expect(checked).toBe(path.steps.length);
    });
  }
});
