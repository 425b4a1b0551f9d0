import type { NatsConnection } from "@nats-io/transport-node";
import type { RelayBus } from "../realtime/RelayBus";
import { decodeRelayMessage, encodeRelayMessage } from "../realtime/relayMessage";

/** One subject for every relay message: each gateway holds sockets of any topic, so each hears them all. */
export const RELAY_SUBJECT = "realtime.relay";

/**
 * The realtime relay's bus over NATS (server/realtime/realtimeRelay.ts): chat events and presence counts
 * between the gateways and the ingest process. A message that is not one is reported and dropped; a
 * failed send is reported, never thrown into the flow that published (its data is in the database).
 */
export const natsRelayBus = (connection: NatsConnection, onError: (error: unknown) => void): RelayBus => ({
  send: (message) => {
    try {
      connection.publish(RELAY_SUBJECT, encodeRelayMessage(message));
    } catch (error) {
      onError(error);
    }
  },
  receive: (listener) => {
    const subscription = connection.subscribe(RELAY_SUBJECT, {
      callback: (error, message) => {
        if (error) {
          onError(error);
          return;
        }
        try {
          listener(decodeRelayMessage(message.string()));
        } catch (failure) {
          onError(failure);
        }
      },
    });
    return () => subscription.unsubscribe();
  },
});
