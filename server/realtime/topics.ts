/**
 * Which topics exist. Features register a matcher (the live line registers `live.{sportId}`, the event
 * page `event.{id}` …); subscribing to anything else is refused with `realtime.unknown_topic`.
 */
export interface TopicRegistry {
  readonly register: (matcher: (topic: string) => boolean) => void;
  readonly isKnown: (topic: string) => boolean;
}

export const makeTopicRegistry = (): TopicRegistry => {
  const matchers: Array<(topic: string) => boolean> = [];
  return {
    register: (matcher) => {
      matchers.push(matcher);
    },
    isKnown: (topic) => matchers.some((match) => match(topic)),
  };
};
