/**
 * Which topics exist. Features register a matcher (the line registers `line.live.{sportId}` …);
 * subscribing to anything else is refused with `realtime.unknown_topic`. A registration may ask to hear
 * when a topic gains its first subscriber and loses its last, to do work only for watched topics, or to
 * hear every change of its count.
 */
export interface TopicHooks {
  readonly firstSubscriber?: (topic: string) => void;
  readonly lastSubscriberLeft?: (topic: string) => void;
  /** Every change of the topic's subscribers on this hub (the chat's presence counts them). */
  readonly countChanged?: (topic: string, count: number) => void;
  /**
   * Who may hear the topic: the socket's signed-in user, or undefined for an anonymous socket. Without it
   * anyone may. Asked at subscribe, and again for the socket's topics when it logs in or out.
   */
  readonly authorize?: (topic: string, userId: string | undefined) => boolean;
}

export interface TopicRegistry {
  readonly register: (matcher: (topic: string) => boolean, hooks?: TopicHooks) => void;
  readonly isKnown: (topic: string) => boolean;
  /** Whether a socket signed in as `userId` (undefined: anonymous) may hear `topic`. */
  readonly mayHear: (topic: string, userId: string | undefined) => boolean;
  /** Called by the hub. */
  readonly subscribersChanged: (topic: string, count: number, previous: number) => void;
}

export const makeTopicRegistry = (): TopicRegistry => {
  const registrations: Array<{ readonly matcher: (topic: string) => boolean; readonly hooks: TopicHooks }> =
    [];
  return {
    register: (matcher, hooks = {}) => {
      registrations.push({ matcher, hooks });
    },
    isKnown: (topic) => registrations.some((r) => r.matcher(topic)),
    mayHear: (topic, userId) =>
      registrations.every(
        ({ matcher, hooks }) => !matcher(topic) || (hooks.authorize?.(topic, userId) ?? true),
      ),
    subscribersChanged: (topic, count, previous) => {
      for (const { matcher, hooks } of registrations) {
        if (!matcher(topic)) continue;
        if (previous === 0 && count > 0) hooks.firstSubscriber?.(topic);
        if (previous > 0 && count === 0) hooks.lastSubscriberLeft?.(topic);
        hooks.countChanged?.(topic, count);
      }
    },
  };
};
