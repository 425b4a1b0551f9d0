/** The coarse connection status the UI shows, so components need not know the connection's state names. */
export type RealtimeStatus = "disconnected" | "connecting" | "connected" | "waitingToReconnect";
