import { useEffect, useRef } from "react";
import type { FeedEvent } from "../../../domain/feed/tree.ts";
import { liveStatsKey, refreshDelay } from "./liveRefresh.ts";

/**
 * Sends `statisticsPage.refresh` to a tab's statistics actor when the event's match state changes in the
 * live feed (liveStatsKey), at most once per LIVE_REFRESH_INTERVAL_MS: a change within the interval is
 * taken by one refresh at its end. The first key is the one the answer was loaded for: no refresh then.
 */
export const useLiveRefresh = (
  actor: { send(event: { readonly type: "statisticsPage.refresh" }): void },
  event: FeedEvent,
): void => {
  const key = liveStatsKey(event);
  const shownKey = useRef(key);
  const lastRefreshAt = useRef<number | null>(null);
  useEffect(() => {
    if (key === shownKey.current) return;
    const timer = setTimeout(
      () => {
        shownKey.current = key;
        lastRefreshAt.current = Date.now();
        actor.send({ type: "statisticsPage.refresh" });
      },
      refreshDelay(lastRefreshAt.current, Date.now()),
    );
    return () => clearTimeout(timer);
  }, [actor, key]);
};
