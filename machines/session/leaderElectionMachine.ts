import { enqueueActions, fromCallback, setup } from "xstate";
import {
  isTabMessage,
  type LeadershipCommand,
  type LeadershipEvent,
  type TabMessage,
} from "../../domain/session/leadershipProtocol.ts";

/**
 * One leader among the tabs of a browser (accounts spec section 4), as the session machine's `leadership`
 * child. A starting tab claims; a leader answers with a heartbeat, otherwise the lowest claiming id leads
 * once the claim window ends. Followers claim again when the leader resigns or stays silent. Tokens and
 * sign-outs are relayed to every tab; followers' activity and refresh requests reach the leader only.
 * IO lives in the `channel` actor (the tabs' BroadcastChannel) and the `page` actor (page lifecycle);
 * time in named delays.
 */

export interface LeaderElectionInput {
  /** Unique per tab; ties between two claims go to the lower id. */
  readonly tabId: string;
}

export interface LeaderElectionContext {
  readonly tabId: string;
}

/** Parent → channel actor: post to the other tabs, or what to post when the actor is stopped (null: nothing). */
export type ChannelCommand =
  | { readonly type: "channel.post"; readonly message: TabMessage }
  | { readonly type: "channel.farewell"; readonly message: TabMessage | null };

/** Channel actor → machine: whatever another tab posted, unchecked (another build may post anything). */
export interface ChannelMessageEvent {
  readonly type: "channel.message";
  readonly data: unknown;
}

/** Page actor → machine: the page is hidden for good (closed, navigated away, discarded). */
export interface PageHiddenEvent {
  readonly type: "page.hidden";
}

/** A message of another tab, checked, as the machine raises it to itself. */
type TabEvent = {
  [K in TabMessage["kind"]]: Omit<Extract<TabMessage, { kind: K }>, "kind"> & { readonly type: `tab.${K}` };
}[TabMessage["kind"]];

export type LeaderElectionEvent = ChannelMessageEvent | PageHiddenEvent | LeadershipCommand | TabEvent;

export interface LeadershipTiming {
  /** How long a claim waits for a leader's heartbeat or a lower claim before leading. */
  readonly claimWindowMs: number;
  readonly heartbeatMs: number;
  /** A follower that hears no heartbeat this long claims (the leader crashed without resigning). */
  readonly leaderTimeoutMs: number;
}

/**
 * NOTE: the claim window is shorter than the start-up validation delay, so a lone tab leads before its
 * first session call. The leader answers every claim at once, so a hidden leader whose heartbeat timer the
 * browser throttles still keeps its followers from taking over.
 */
export const LEADERSHIP_TIMING: LeadershipTiming = {
  claimWindowMs: 200,
  heartbeatMs: 1_000,
  leaderTimeoutMs: 3_000,
};

/** Defaults: a tab alone (posts go nowhere, nothing comes) on a page that never hides. */
const aloneChannel = fromCallback<ChannelCommand>(() => {});
const quietPage = fromCallback(() => {});

const tabEventOf = (data: unknown): TabEvent | undefined => {
  if (!isTabMessage(data)) return undefined;
  const { kind, ...rest } = data;
  return { ...rest, type: `tab.${kind}` } as TabEvent;
};

const fromOf = (event: LeaderElectionEvent): string | undefined =>
  "from" in event && typeof event.from === "string" ? event.from : undefined;

/** The messages a tab posts with nothing but its id. */
type BareKind = "claim" | "heartbeat" | "resign" | "activity";

export const leaderElectionMachine = setup({
  types: {
    context: {} as LeaderElectionContext,
    events: {} as LeaderElectionEvent,
    input: {} as LeaderElectionInput,
    children: {} as { channel: "channel"; page: "page" },
  },
  actors: { channel: aloneChannel, page: quietPage },
  delays: {
    claimWindow: LEADERSHIP_TIMING.claimWindowMs,
    heartbeatInterval: LEADERSHIP_TIMING.heartbeatMs,
    leaderTimeout: LEADERSHIP_TIMING.leaderTimeoutMs,
  },
  guards: {
    /** NOTE: two leaders (a tab back from the back/forward cache) settle on the lower id. */
    fromLowerId: ({ context, event }) => {
      const from = fromOf(event);
      return from !== undefined && from < context.tabId;
    },
  },
  actions: {
    /** Our own posts never come back (BroadcastChannel skips the sender); a foreign tab's are checked. */
    readMessage: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== "channel.message") return;
      const tabEvent = tabEventOf(event.data);
      if (tabEvent === undefined || fromOf(tabEvent) === context.tabId) return;
      enqueue.raise(tabEvent);
    }),
    post: enqueueActions(({ context, enqueue }, params: { readonly kind: BareKind }) => {
      const command: ChannelCommand = {
        type: "channel.post",
        message: { kind: params.kind, from: context.tabId },
      };
      enqueue.sendTo("channel", command);
    }),
    /**
     * What the channel posts if the actor stops now. NOTE: a leader that went without a word would leave
     * its followers waiting a whole leader timeout.
     */
    setFarewell: enqueueActions(({ context, enqueue }, params: { readonly resign: boolean }) => {
      const command: ChannelCommand = {
        type: "channel.farewell",
        message: params.resign ? { kind: "resign", from: context.tabId } : null,
      };
      enqueue.sendTo("channel", command);
    }),
    tell: enqueueActions(({ enqueue }, params: { readonly event: LeadershipEvent }) =>
      enqueue.sendParent(params.event),
    ),
    /** Another tab's news, as the session machine hears it. */
    relay: enqueueActions(({ event, enqueue }) => {
      const told: LeadershipEvent | undefined =
        event.type === "tab.tokens"
          ? { type: "session.tokens.adopted", token: event.token }
          : event.type === "tab.cleared"
            ? { type: "session.tokens.cleared", reason: event.reason }
            : event.type === "tab.activity"
              ? { type: "session.activity" }
              : event.type === "tab.refreshRequested"
                ? { type: "session.refresh.requested", accessToken: event.accessToken }
                : undefined;
      if (told !== undefined) enqueue.sendParent(told);
    }),
    /** The session machine's news, as the other tabs hear it. */
    publish: enqueueActions(({ context, event, enqueue }) => {
      const from = context.tabId;
      const message: TabMessage | undefined =
        event.type === "leadership.tokens.publish"
          ? { kind: "tokens", from, token: event.token }
          : event.type === "leadership.cleared.publish"
            ? { kind: "cleared", from, reason: event.reason }
            : event.type === "leadership.activity.forward"
              ? { kind: "activity", from }
              : event.type === "leadership.refresh.request"
                ? { kind: "refreshRequested", from, accessToken: event.accessToken }
                : undefined;
      if (message !== undefined)
        enqueue.sendTo("channel", { type: "channel.post", message } satisfies ChannelCommand);
    }),
  },
}).createMachine({
  id: "leaderElection",
  context: ({ input }) => ({ tabId: input.tabId }),
  invoke: [
    { id: "channel", src: "channel" },
    { id: "page", src: "page" },
  ],
  initial: "candidate",
  on: {
    "channel.message": { actions: "readMessage" },
    // Whatever this tab's role, the session's news reaches every other tab and theirs reaches it.
    "tab.tokens": { actions: "relay" },
    "tab.cleared": { actions: "relay" },
    "leadership.tokens.publish": { actions: "publish" },
    "leadership.cleared.publish": { actions: "publish" },
    "leadership.activity.forward": { actions: "publish" },
    "leadership.refresh.request": { actions: "publish" },
  },
  states: {
    candidate: {
      entry: { type: "post", params: { kind: "claim" } },
      after: { claimWindow: "leader" },
      on: {
        "tab.heartbeat": "follower",
        "tab.claim": [
          { guard: "fromLowerId", target: "follower" },
          // NOTE: a tab opened after our claim never heard it (a channel gets only what is posted after it
          // opens); claiming again lets it give way before both windows end and two tabs lead.
          { actions: { type: "post", params: { kind: "claim" } } },
        ],
      },
    },
    follower: {
      after: { leaderTimeout: "candidate" },
      on: {
        // Each heartbeat restarts the silence timer.
        "tab.heartbeat": { target: "follower", reenter: true },
        "tab.resign": "candidate",
      },
    },
    leader: {
      tags: ["leader"],
      entry: [
        { type: "tell", params: { event: { type: "session.leader.gained" } } },
        { type: "setFarewell", params: { resign: true } },
      ],
      exit: [
        { type: "tell", params: { event: { type: "session.leader.lost" } } },
        { type: "setFarewell", params: { resign: false } },
      ],
      initial: "beating",
      states: {
        beating: {
          entry: { type: "post", params: { kind: "heartbeat" } },
          after: { heartbeatInterval: { target: "beating", reenter: true } },
        },
      },
      on: {
        // The leader answers every claim at once (see LEADERSHIP_TIMING).
        "tab.claim": { actions: { type: "post", params: { kind: "heartbeat" } } },
        "tab.heartbeat": [
          { guard: "fromLowerId", target: "follower" },
          { actions: { type: "post", params: { kind: "heartbeat" } } },
        ],
        "tab.activity": { actions: "relay" },
        "tab.refreshRequested": { actions: "relay" },
        "page.hidden": { target: "follower", actions: { type: "post", params: { kind: "resign" } } },
      },
    },
  },
});
