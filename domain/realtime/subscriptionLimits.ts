/**
 * How many topics a client may hold (issue 10): each topic may be a projected view, so an unbounded
 * subscriber could make the server filter the line hundreds of times per batch. The app's heaviest page
 * holds a handful (live line, a day view, the event, chat, notifications), far below either bound.
 */
export const MAX_SUBSCRIPTIONS_PER_SOCKET = 50;
/** Across all sockets from one client address (tabs, devices behind one NAT). */
export const MAX_SUBSCRIPTIONS_PER_ADDRESS = 200;

/** Catalogue code of a subscribe past either bound; the socket stays open and its topics stay. */
export const TOO_MANY_SUBSCRIPTIONS = "realtime.too_many_subscriptions";

export interface SubscriptionCounts {
  /** Topics the socket holds now. */
  readonly socket: number;
  /** Topics all sockets of the same address hold now. */
  readonly address: number;
}

/** Why one more subscription is refused, or undefined when it fits both bounds. */
export const subscriptionRefusal = (counts: SubscriptionCounts): string | undefined => {
  if (counts.socket >= MAX_SUBSCRIPTIONS_PER_SOCKET)
    return `At most ${MAX_SUBSCRIPTIONS_PER_SOCKET} subscriptions per connection`;
  if (counts.address >= MAX_SUBSCRIPTIONS_PER_ADDRESS)
    return `At most ${MAX_SUBSCRIPTIONS_PER_ADDRESS} subscriptions per client address`;
  return undefined;
};
