import type { RelayBus } from "./RelayBus";
import { decodeRelayMessage, encodeRelayMessage } from "./relayMessage";

/**
 * Relay buses joined in memory, one per simulated process: what one sends reaches every bus of the
 * network (its own too, as NATS echoes), a tick later and through JSON, as over a wire. What is not a
 * relay message is reported and dropped, as the NATS side does.
 */
export const memoryRelayNetwork = (onError: (error: unknown) => void = () => {}) => {
  const listeners = new Set<(text: string) => void>();
  return {
    bus: (): RelayBus => ({
      send: (message) => {
        const text = encodeRelayMessage(message);
        setImmediate(() => {
          for (const listener of listeners) listener(text);
        });
      },
      receive: (listener) => {
        const onText = (text: string) => {
          try {
            listener(decodeRelayMessage(text));
          } catch (error) {
            onError(error);
          }
        };
        listeners.add(onText);
        return () => listeners.delete(onText);
      },
    }),
  };
};
