import { TestModel } from "@xstate/graph";
import { assign, type SnapshotFrom, setup } from "xstate";

/**
 * Two tabs of one browser, as the user sees them (accounts spec section 4): whichever tabs are open, one
 * leads; when the leader closes, the other takes over; a token refreshed or signed in anywhere is held by
 * every tab; a sign-out anywhere signs every tab out. The test replays each path on two real machines
 * sharing a fake BroadcastChannel and one storage.
 */
export type Tab = "a" | "b";

export type TabsModelEvent =
  | { readonly type: "tab.open"; readonly tab: Tab }
  | { readonly type: "tab.close"; readonly tab: Tab }
  /** Time passes until the held access token is due for its refresh. */
  | { readonly type: "clock.refreshDue" }
  /** With every tab closed, time passes until the stored access token has expired. */
  | { readonly type: "clock.away" }
  | { readonly type: "user.signIn"; readonly tab: Tab }
  | { readonly type: "user.signOut"; readonly tab: Tab };

export interface TabsModelContext {
  readonly signedIn: boolean;
  /** The stored access token expired while no tab was open. */
  readonly expired: boolean;
}

const opened = (tab: Tab) => ({ type: "tab.open", tab }) as const;
const closed = (tab: Tab) => ({ type: "tab.close", tab }) as const;
/** Events of a state with open tabs: the user signs in or out in either; refreshes happen in place. */
const sessionEvents = {
  "user.signIn": { actions: "signIn" },
  "user.signOut": { actions: "signOut" },
  "clock.refreshDue": {},
} as const;

export const tabsModelMachine = setup({
  types: { context: {} as TabsModelContext, events: {} as TabsModelEvent },
  actions: {
    signIn: assign({ signedIn: true }),
    signOut: assign({ signedIn: false }),
    forgetExpiry: assign({ expired: false }),
  },
}).createMachine({
  id: "tabs",
  context: { signedIn: false, expired: false },
  initial: "none",
  states: {
    none: {
      on: {
        "clock.away": { actions: assign({ expired: true }) },
        // A tab opening on an expired access token refreshes it first.
        "tab.open": [
          { guard: ({ event }) => event.tab === "a", target: "onlyA", actions: "forgetExpiry" },
          { target: "onlyB", actions: "forgetExpiry" },
        ],
      },
    },
    onlyA: {
      on: { ...sessionEvents, "tab.open": "aLeadsB", "tab.close": "none" },
    },
    onlyB: {
      on: { ...sessionEvents, "tab.open": "bLeadsA", "tab.close": "none" },
    },
    aLeadsB: {
      on: {
        ...sessionEvents,
        // The leader closing hands over to the follower.
        "tab.close": [{ guard: ({ event }) => event.tab === "a", target: "onlyB" }, { target: "onlyA" }],
      },
    },
    bLeadsA: {
      on: {
        ...sessionEvents,
        "tab.close": [{ guard: ({ event }) => event.tab === "b", target: "onlyA" }, { target: "onlyB" }],
      },
    },
  },
});

export type TabsModelSnapshot = SnapshotFrom<typeof tabsModelMachine>;

/** Which tabs are open and which one leads, per model state. */
export const TAB_LAYOUT: Record<string, { readonly open: ReadonlyArray<Tab>; readonly leader: Tab | null }> =
  {
    none: { open: [], leader: null },
    onlyA: { open: ["a"], leader: "a" },
    onlyB: { open: ["b"], leader: "b" },
    aLeadsB: { open: ["a", "b"], leader: "a" },
    bLeadsA: { open: ["a", "b"], leader: "b" },
  };

const eventsIn = (snapshot: TabsModelSnapshot): Array<TabsModelEvent> => {
  const layout = TAB_LAYOUT[String(snapshot.value)]!;
  const closedTabs = (["a", "b"] as const).filter((tab) => !layout.open.includes(tab));
  const { signedIn } = snapshot.context;
  if (layout.open.length === 0)
    return [
      ...closedTabs.map(opened),
      ...(signedIn && !snapshot.context.expired ? [{ type: "clock.away" } as const] : []),
    ];
  return [
    ...closedTabs.map(opened),
    ...layout.open.map(closed),
    ...(signedIn
      ? [
          { type: "clock.refreshDue" } as const,
          ...layout.open.map((tab) => ({ type: "user.signOut", tab }) as const),
        ]
      : layout.open.map((tab) => ({ type: "user.signIn", tab }) as const)),
  ];
};

export const serializeTabsState = (snapshot: TabsModelSnapshot): string =>
  JSON.stringify({ value: snapshot.value, context: snapshot.context });

export const tabsModel = new TestModel(tabsModelMachine, {
  events: eventsIn,
  serializeState: serializeTabsState,
});
