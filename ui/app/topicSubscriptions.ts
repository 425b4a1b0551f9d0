/**
 * What the topic subscriptions need from the realtime client: ask for a topic, give it up, and hear what
 * it pushes.
 */
export interface TopicPort {
  readonly subscribe: (topic: string) => Promise<unknown>;
  readonly unsubscribe: (topic: string) => Promise<unknown>;
  readonly messages: (topic: string, listener: (data: unknown) => void) => () => void;
}

export interface TopicSubscriptions {
  /** Hears `topic` until the returned function is called; the first listener subscribes, the last one out unsubscribes. */
  readonly listen: (topic: string, listener: (data: unknown) => void) => () => void;
}

/**
 * Counts listeners per topic over the one realtime client. NOTE: the connection keeps one wish per topic,
 * not a count, so two pages (or React's strict-mode remount) watching the same view must not unsubscribe
 * each other.
 */
export const createTopicSubscriptions = (
  port: TopicPort,
  onError: (action: "subscribe" | "unsubscribe", topic: string, error: unknown) => void = (
    action,
    topic,
    error,
  ) => console.warn(`[realtime] ${action} ${topic} failed`, error),
): TopicSubscriptions => {
  const listeners = new Map<string, number>();
  return {
    listen: (topic, listener) => {
      const count = listeners.get(topic) ?? 0;
      listeners.set(topic, count + 1);
      if (count === 0) port.subscribe(topic).catch((error: unknown) => onError("subscribe", topic, error));
      const stopMessages = port.messages(topic, listener);
      let listening = true;
      return () => {
        if (!listening) return;
        listening = false;
        stopMessages();
        const left = (listeners.get(topic) ?? 1) - 1;
        if (left > 0) {
          listeners.set(topic, left);
          return;
        }
        listeners.delete(topic);
        port.unsubscribe(topic).catch((error: unknown) => onError("unsubscribe", topic, error));
      };
    },
  };
};
