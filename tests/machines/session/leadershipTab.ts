import { createActor, setup } from "xstate";
import {
  type LeadershipCommand,
  type LeadershipEvent,
  SESSION_CHANNEL_NAME,
} from "../../../domain/session/leadershipProtocol.ts";
import {
  type BroadcastLeadershipOptions,
  createBroadcastLeadership,
} from "../../../ui/app/session/broadcastLeadership.ts";
import type { ChannelHub, FakeChannel } from "./fakeBroadcastChannel.ts";

/**
 * One tab's leadership actor on a shared fake channel, under a parent that records what it reports (a
 * callback actor reports to its parent only).
 */
export const leadershipTab = (
  hub: ChannelHub,
  tabId: string,
  options: Omit<BroadcastLeadershipOptions, "openChannel"> = {},
) => {
  const reported: Array<LeadershipEvent> = [];
  let channel: FakeChannel | undefined;
  const parent = setup({
    types: { events: {} as LeadershipEvent },
    actors: {
      leadership: createBroadcastLeadership({
        ...options,
        openChannel: () => {
          channel = hub.open(SESSION_CHANNEL_NAME);
          return channel;
        },
      }),
    },
  }).createMachine({
    invoke: { id: "leadership", src: "leadership", input: { tabId } },
    on: { "*": { actions: ({ event }) => void reported.push(event) } },
  });
  const actor = createActor(parent).start();
  return {
    reported,
    /** From the last gained or lost it reported. */
    leads: () =>
      reported.findLast((event) => event.type.startsWith("session.leader."))?.type ===
      "session.leader.gained",
    ofType: <T extends LeadershipEvent["type"]>(type: T) =>
      reported.filter((event): event is Extract<LeadershipEvent, { type: T }> => event.type === type),
    send: (command: LeadershipCommand) => actor.getSnapshot().children.leadership?.send(command),
    channel: () => {
      if (!channel) throw new Error("no channel opened");
      return channel;
    },
    close: () => actor.stop(),
  };
};
export type LeadershipTab = ReturnType<typeof leadershipTab>;
