import type { FeedEvent } from "../../../domain/feed/tree.ts";

/**
 * When the event's statistics are worth asking again (issue 9: incidents, momentum and ratings move live).
 * The feed brings the event's every change (prices too, many a second); the statistics answer changes
 * only with the match itself, which the feed shows as its status, clock and scores (goals, cards and
 * corners of every part). This key changes exactly then.
 */
export const liveStatsKey = (event: FeedEvent): string => {
  const scores = Object.entries(event.scopes)
    .flatMap(([scope, { scores }]) =>
      Object.entries(scores).map(([key, score]) => `${scope}/${key}=${score.value}`),
    )
    .sort()
    .join(",");
  const { currentMinute, addedMinute } = event.extraInfo;
  return `${event.status}|${currentMinute ?? ""}+${addedMinute ?? ""}|${scores}`;
};

/** At most one refresh per this many milliseconds: the match minute alone changes the key every minute. */
export const LIVE_REFRESH_INTERVAL_MS = 5_000;

/**
 * How long to wait before refreshing after a change: at once when the last refresh is old enough, else
 * until the interval since it has passed (changes meanwhile fold into that one refresh).
 */
export const refreshDelay = (
  lastRefreshAt: number | null,
  now: number,
  interval = LIVE_REFRESH_INTERVAL_MS,
): number => (lastRefreshAt === null ? 0 : Math.max(0, lastRefreshAt + interval - now));
