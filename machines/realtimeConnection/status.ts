import type { SnapshotFrom } from "xstate";
import type { RealtimeStatus } from "../../domain/realtime/realtimeStatus";
import type { realtimeConnectionMachine } from "./realtimeConnectionMachine";

export const realtimeStatusOf = (
  snapshot: SnapshotFrom<typeof realtimeConnectionMachine>,
): RealtimeStatus => {
  if (snapshot.hasTag("online")) return "connected";
  if (snapshot.matches({ connection: "connecting" })) return "connecting";
  if (snapshot.matches("waitingToReconnect")) return "waitingToReconnect";
  return "disconnected";
};
