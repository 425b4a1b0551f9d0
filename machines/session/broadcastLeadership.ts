import { fromCallback } from "xstate";
import {
  isTabMessage,
  type LeadershipCommand,
  type LeadershipEvent,
  SESSION_CHANNEL_NAME,
  type TabMessage,
} from "../../domain/session/leadershipProtocol.ts";

/** The part of `BroadcastChannel` used here, so the browser's fits as is and tests pass a fake. */
export interface BroadcastChannelPort {
  postMessage(message: unknown): void;
  addEventListener(type: "message", listener: (event: { readonly data: unknown }) => void): void;
  removeEventListener(type: "message", listener: (event: { readonly data: unknown }) => void): void;
  close(): void;
}

/** The part of `window` used here: a page hidden for good gives up leadership before it goes. */
export interface PageLifecyclePort {
  addEventListener(type: "pagehide", listener: () => void): void;
  removeEventListener(type: "pagehide", listener: () => void): void;
}

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

export interface BroadcastLeadershipOptions {
  /** Called each time the actor starts; the actor closes what it opened when it stops. */
  readonly openChannel: () => BroadcastChannelPort;
  /** Unique per tab; ties between two claims go to the lower id. */
  readonly tabId: string;
  readonly page?: PageLifecyclePort;
  readonly timing?: Partial<LeadershipTiming>;
}

/** The browser's channel for the composition root; typed here so the DOM type is checked against the port. */
export const openBrowserChannel = (): BroadcastChannelPort => new BroadcastChannel(SESSION_CHANNEL_NAME);

type Role = "candidate" | "follower" | "leader";

/**
 * Leader election and the session's cross-tab messages over one BroadcastChannel. A starting tab claims;
 * a leader answers with a heartbeat, otherwise the lowest claiming id leads once the claim window ends.
 * Followers claim again when the leader resigns or stays silent. Tokens and sign-outs are relayed to
 * every tab; followers' activity and refresh requests reach the leader only.
 */
export const createBroadcastLeadership = (options: BroadcastLeadershipOptions) =>
  fromCallback<LeadershipCommand>(({ sendBack, receive }) => {
    const timing = { ...LEADERSHIP_TIMING, ...options.timing };
    const me = options.tabId;
    const channel = options.openChannel();
    let role: Role = "candidate";
    let timer: ReturnType<typeof setTimeout> | undefined;
    let heartbeat: ReturnType<typeof setInterval> | undefined;

    const report = (event: LeadershipEvent) => sendBack(event);
    const post = (message: TabMessage) => channel.postMessage(message);
    const stopTimers = () => {
      clearTimeout(timer);
      clearInterval(heartbeat);
      timer = undefined;
      heartbeat = undefined;
    };

    const lead = () => {
      stopTimers();
      role = "leader";
      report({ type: "session.leader.gained" });
      post({ kind: "heartbeat", from: me });
      heartbeat = setInterval(() => post({ kind: "heartbeat", from: me }), timing.heartbeatMs);
    };
    const claim = () => {
      stopTimers();
      role = "candidate";
      post({ kind: "claim", from: me });
      timer = setTimeout(lead, timing.claimWindowMs);
    };
    /** Also called on every heartbeat while following: it restarts the silence timer. */
    const follow = () => {
      const wasLeader = role === "leader";
      stopTimers();
      role = "follower";
      if (wasLeader) report({ type: "session.leader.lost" });
      timer = setTimeout(claim, timing.leaderTimeoutMs);
    };
    const resign = () => {
      if (role !== "leader") return;
      post({ kind: "resign", from: me });
      follow();
    };

    const onMessage = ({ data }: { readonly data: unknown }) => {
      if (!isTabMessage(data) || data.from === me) return;
      switch (data.kind) {
        case "heartbeat":
          // NOTE: two leaders (a tab back from the back/forward cache) settle on the lower id.
          if (role !== "leader" || data.from < me) follow();
          else post({ kind: "heartbeat", from: me });
          return;
        case "claim":
          if (role === "leader") post({ kind: "heartbeat", from: me });
          else if (role === "candidate" && data.from < me) follow();
          return;
        case "resign":
          if (role === "follower") claim();
          return;
        case "tokens":
          return report({ type: "session.tokens.adopted", token: data.token });
        case "cleared":
          return report({ type: "session.tokens.cleared", reason: data.reason });
        case "activity":
          if (role === "leader") report({ type: "session.activity" });
          return;
        case "refreshRequested":
          if (role === "leader") report({ type: "session.refresh.requested", accessToken: data.accessToken });
          return;
      }
    };

    receive((command) => {
      switch (command.type) {
        case "leadership.tokens.publish":
          return post({ kind: "tokens", from: me, token: command.token });
        case "leadership.cleared.publish":
          return post({ kind: "cleared", from: me, reason: command.reason });
        case "leadership.activity.forward":
          return post({ kind: "activity", from: me });
        case "leadership.refresh.request":
          return post({ kind: "refreshRequested", from: me, accessToken: command.accessToken });
      }
    });

    channel.addEventListener("message", onMessage);
    options.page?.addEventListener("pagehide", resign);
    claim();

    return () => {
      options.page?.removeEventListener("pagehide", resign);
      if (role === "leader") post({ kind: "resign", from: me });
      stopTimers();
      channel.removeEventListener("message", onMessage);
      channel.close();
    };
  });
