import { fromCallback } from "xstate";
import { SESSION_CHANNEL_NAME, type TabMessage } from "../../../domain/session/leadershipProtocol.ts";
import {
  type ChannelCommand,
  type ChannelMessageEvent,
  LEADERSHIP_TIMING,
  type LeadershipTiming,
  leaderElectionMachine,
  type PageHiddenEvent,
} from "../../../machines/session/leaderElectionMachine.ts";

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

/** The browser's channel for the composition root; typed here so the DOM type is checked against the port. */
export const openBrowserChannel = (): BroadcastChannelPort => new BroadcastChannel(SESSION_CHANNEL_NAME);

/**
 * The election's `channel` actor over a BroadcastChannel: opened when the actor starts, closed when it
 * stops, after posting the farewell the machine last gave (a leader's resignation).
 */
export const broadcastChannelActor = (openChannel: () => BroadcastChannelPort) =>
  fromCallback<ChannelCommand>(({ sendBack, receive }) => {
    const channel = openChannel();
    let farewell: TabMessage | null = null;
    const onMessage = ({ data }: { readonly data: unknown }) => {
      const event: ChannelMessageEvent = { type: "channel.message", data };
      sendBack(event);
    };
    channel.addEventListener("message", onMessage);
    receive((command) => {
      if (command.type === "channel.post") channel.postMessage(command.message);
      else farewell = command.message;
    });
    return () => {
      channel.removeEventListener("message", onMessage);
      if (farewell !== null) channel.postMessage(farewell);
      channel.close();
    };
  });

/** The election's `page` actor: tells the machine when the page is hidden for good. */
export const pageLifecycleActor = (page: PageLifecyclePort) =>
  fromCallback(({ sendBack }) => {
    const onHide = () => {
      const event: PageHiddenEvent = { type: "page.hidden" };
      sendBack(event);
    };
    page.addEventListener("pagehide", onHide);
    return () => page.removeEventListener("pagehide", onHide);
  });

export interface BroadcastLeadershipOptions {
  /** Called each time the election starts; the channel actor closes what it opened when it stops. */
  readonly openChannel: () => BroadcastChannelPort;
  readonly page?: PageLifecyclePort;
  readonly timing?: Partial<LeadershipTiming>;
}

/** The session's `leadership` actor in the browser: the election statechart over a BroadcastChannel. */
export const createBroadcastLeadership = (options: BroadcastLeadershipOptions) => {
  const timing = { ...LEADERSHIP_TIMING, ...options.timing };
  return leaderElectionMachine.provide({
    actors: {
      channel: broadcastChannelActor(options.openChannel),
      ...(options.page === undefined ? {} : { page: pageLifecycleActor(options.page) }),
    },
    delays: {
      claimWindow: timing.claimWindowMs,
      heartbeatInterval: timing.heartbeatMs,
      leaderTimeout: timing.leaderTimeoutMs,
    },
  });
};
