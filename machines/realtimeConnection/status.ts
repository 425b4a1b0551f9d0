import type { SnapshotFrom } from "xstate";
import type { realtimeConnectionMachine } from "./realtimeConnectionMachine";

/** The coarse connection status the UI shows, so components need not know the state names. */
export type RealtimeStatus = "disconnected" | "connecting" | "connected" | "waitingToReconnect";

export const realtimeStatusOf = (
  snapshot: SnapshotFrom<typeof realtimeConnectionMachine>,
): RealtimeStatus => {
  if (snapshot.hasTag("online")) return "connected";
  if (snapshot.matches({ connection: "connecting" })) return "connecting";
  if (snapshot.matches("waitingToReconnect")) return "waitingToReconnect";
  return "disconnected";
};
