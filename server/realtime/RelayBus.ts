import type { RelayMessage } from "./relayMessage";

/**
 * The wire between the processes' relays: NATS in cluster mode (server/cluster/natsRelayBus.ts), memory
 * in tests. Best effort and at most once, like NATS itself: what must not be lost (chat history) is in the
 * database, and clients resume from it after a gap.
 */
export interface RelayBus {
  readonly send: (message: RelayMessage) => void;
  /** Every message on the bus, this relay's own included; answers how to stop listening. */
  readonly receive: (listener: (message: RelayMessage) => void) => () => void;
}
