import type { ActorRefFrom } from "xstate";
import type { feedCountersMachine } from "../../machines/feed/feedCountersMachine.ts";

export type FeedCountersActorRef = ActorRefFrom<typeof feedCountersMachine>;

type SportCount = { readonly sportId: string; readonly count: number };
type DayCount = { readonly date: string; readonly count: number };

export interface LineCountersSources {
  readonly counters: Pick<FeedCountersActorRef, "send">;
  readonly loadLive: () => Promise<ReadonlyArray<SportCount>>;
  readonly loadDays: (sportId: string, timeZoneOffset: number) => Promise<ReadonlyArray<DayCount>>;
  readonly liveRefreshMs?: number;
  readonly daysRefreshMs?: number;
  readonly timers?: {
    readonly setInterval: (run: () => void, ms: number) => unknown;
    readonly clearInterval: (handle: unknown) => void;
  };
}

export type LineKind = "live" | "all";

export interface LineCountersWatch {
  /**
   * A line page is on screen: live counts (the sport switcher) are loaded now and kept fresh until the
   * returned function is called. Leaving the last line page cleans the counters (sports-data section 4).
   */
  readonly enterLine: (kind: LineKind) => () => void;
  /** Events per day of a sport (the day strip), loaded now and kept fresh until released. */
  readonly watchDays: (sportId: string, timeZoneOffset: number) => () => void;
}

/** Live counts move with every kick-off and final whistle; per-day counts only when the line grows. */
export const LIVE_COUNTERS_REFRESH_MS = 20_000;
export const DAY_COUNTERS_REFRESH_MS = 60_000;

/**
 * Feeds the counters machine from `get_live_events_counters` and `get_line_events_counters` while the
 * pages that show them are open. A failed load keeps the last counts: they are a hint, not a contract.
 */
export const createLineCountersWatch = (sources: LineCountersSources): LineCountersWatch => {
  const { counters, loadLive, loadDays } = sources;
  const timers = sources.timers ?? {
    setInterval: (run: () => void, ms: number) => globalThis.setInterval(run, ms),
    clearInterval: (handle: unknown) => globalThis.clearInterval(handle as ReturnType<typeof setInterval>),
  };
  const onScreen: Record<LineKind, number> = { live: 0, all: 0 };
  let liveTimer: unknown;
  const dayWatches = new Map<string, { count: number; timer: unknown }>();

  const refreshLive = () =>
    loadLive().then(
      (sports) => counters.send({ type: "counters.live.loaded", sports }),
      (error: unknown) => console.warn("[counters] live counters failed", error),
    );

  const refreshDays = (sportId: string, timeZoneOffset: number) =>
    loadDays(sportId, timeZoneOffset).then(
      (days) => counters.send({ type: "counters.days.loaded", sportId, days }),
      (error: unknown) => console.warn("[counters] day counters failed", error),
    );

  return {
    enterLine: (kind) => {
      onScreen[kind]++;
      if (onScreen.live + onScreen.all === 1) {
        void refreshLive();
        liveTimer = timers.setInterval(
          () => void refreshLive(),
          sources.liveRefreshMs ?? LIVE_COUNTERS_REFRESH_MS,
        );
      }
      let inside = true;
      return () => {
        if (!inside) return;
        inside = false;
        onScreen[kind]--;
        if (onScreen.live + onScreen.all === 0) timers.clearInterval(liveTimer);
        counters.send({
          type: "feed.clean",
          allLineActive: onScreen.all > 0,
          liveLineActive: onScreen.live > 0,
        });
      };
    },
    watchDays: (sportId, timeZoneOffset) => {
      const key = `${sportId}:${timeZoneOffset}`;
      const existing = dayWatches.get(key);
      if (existing) existing.count++;
      else {
        void refreshDays(sportId, timeZoneOffset);
        const timer = timers.setInterval(
          () => void refreshDays(sportId, timeZoneOffset),
          sources.daysRefreshMs ?? DAY_COUNTERS_REFRESH_MS,
        );
        dayWatches.set(key, { count: 1, timer });
      }
      let watching = true;
      return () => {
        if (!watching) return;
        watching = false;
        const watch = dayWatches.get(key);
        if (!watch) return;
        watch.count--;
        if (watch.count > 0) return;
        timers.clearInterval(watch.timer);
        dayWatches.delete(key);
      };
    },
  };
};
