import { fromCallback } from "xstate";
import type { LeadershipCommand, LeadershipEvent } from "../../domain/session/leadershipProtocol.ts";

/**
 * Leadership for a tab that cannot talk to others (no BroadcastChannel) and the machine's default: it
 * leads at once and has no one to tell anything.
 */
export const soloLeadership = fromCallback<LeadershipCommand>(({ sendBack }) => {
  const gained: LeadershipEvent = { type: "session.leader.gained" };
  sendBack(gained);
});
