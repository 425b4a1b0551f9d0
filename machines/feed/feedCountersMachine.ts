import { assign, fromPromise, setup } from "xstate";

/**
 * The line's counters (sports-data sections 3 and 4): live events per sport for the sport switcher, and
 * events per day of each sport for the day strip. They come from `get_live_events_counters` and
 * `get_line_events_counters`, loaded by the provided `loadLive` and `loadDays` actors while someone
 * watches them and again every `liveRefresh` / `daysRefresh`; a failed load keeps the last counts (they
 * are a hint, not a contract) and tries again after `retryDelay`. Pages say when they open and close:
 * nothing is loaded while nobody watches, and once neither the full line nor the live line is on screen
 * the counts are reset to 0 (page cleaning), so a later visit never shows counts from long ago.
 */
export type LineKind = "live" | "all";

export interface SportCount {
  readonly sportId: string;
  readonly count: number;
}

export interface DayCount {
  readonly date: string;
  readonly count: number;
}

/** One day strip on screen: a sport's days as seen from one time zone. */
export interface DayWatch {
  readonly sportId: string;
  /** Seconds east of UTC. */
  readonly timeZoneOffset: number;
}

export interface SportDays {
  readonly sportId: string;
  readonly days: ReadonlyArray<DayCount>;
}

export interface FeedCountersContext {
  /** Sport id → live events. */
  readonly liveEvents: Readonly<Record<string, number>>;
  /** Sport id → date (`2026-11-23`, viewer's zone) → events. */
  readonly dayEvents: Readonly<Record<string, Readonly<Record<string, number>>>>;
  /** Line pages on screen, per kind; both share one live-counts poll. */
  readonly lines: Readonly<Record<LineKind, number>>;
  /** Day strips on screen: `dayWatchKey` → the watch and how many pages hold it. */
  readonly dayWatches: Readonly<Record<string, DayWatch & { readonly watchers: number }>>;
}

export type FeedCountersEvent =
  | { readonly type: "counters.line.enter"; readonly kind: LineKind }
  | { readonly type: "counters.line.leave"; readonly kind: LineKind }
  | ({ readonly type: "counters.days.watch" } & DayWatch)
  | ({ readonly type: "counters.days.unwatch" } & DayWatch)
  | { readonly type: "counters.reset" };

/** Live counts move with every kick-off and final whistle; per-day counts only when the line grows. */
export const LIVE_COUNTERS_REFRESH_MS = 20_000;
export const DAY_COUNTERS_REFRESH_MS = 60_000;
/** After a failed load: sooner than a refresh, so one lost request does not leave old counts for long. */
export const COUNTERS_RETRY_MS = 5_000;

export const dayWatchKey = ({ sportId, timeZoneOffset }: DayWatch): string => `${sportId}:${timeZoneOffset}`;

const zeroed = <T extends Readonly<Record<string, number>>>(counts: T): Record<string, number> =>
  Object.fromEntries(Object.keys(counts).map((key) => [key, 0]));

const notProvided = (name: string) => () =>
  Promise.reject(new Error(`feedCountersMachine: the ${name} actor must be provided`));

type DayWatchEvent = Extract<FeedCountersEvent, { type: "counters.days.watch" | "counters.days.unwatch" }>;
type LineEvent = Extract<FeedCountersEvent, { type: "counters.line.enter" | "counters.line.leave" }>;

const watchersOf = (context: FeedCountersContext, event: DayWatchEvent) =>
  context.dayWatches[dayWatchKey(event)]?.watchers ?? 0;

export const feedCountersMachine = setup({
  types: {
    context: {} as FeedCountersContext,
    events: {} as FeedCountersEvent,
  },
  actors: {
    loadLive: fromPromise<ReadonlyArray<SportCount>>(notProvided("loadLive")),
    /** Every watched strip in one go; the answer has one entry per watch. */
    loadDays: fromPromise<ReadonlyArray<SportDays>, ReadonlyArray<DayWatch>>(notProvided("loadDays")),
  },
  delays: {
    liveRefresh: LIVE_COUNTERS_REFRESH_MS,
    daysRefresh: DAY_COUNTERS_REFRESH_MS,
    retryDelay: COUNTERS_RETRY_MS,
  },
  guards: {
    lineOnScreen: ({ context }, params: LineEvent) => context.lines[params.kind] > 0,
    /** This page is the last line page on screen. */
    lastLineLeaves: ({ context }, params: LineEvent) =>
      context.lines[params.kind] === 1 && context.lines.live + context.lines.all === 1,
    newDayWatch: ({ context }, params: DayWatchEvent) => watchersOf(context, params) === 0,
    dayWatched: ({ context }, params: DayWatchEvent) => watchersOf(context, params) > 0,
    /** This page holds the last watch of the last strip on screen. */
    lastDayWatchLeaves: ({ context }, params: DayWatchEvent) =>
      watchersOf(context, params) === 1 && Object.keys(context.dayWatches).length === 1,
  },
  actions: {
    enterLine: assign(({ context }, params: LineEvent) => ({
      lines: { ...context.lines, [params.kind]: context.lines[params.kind] + 1 },
    })),
    leaveLine: assign(({ context }, params: LineEvent) => ({
      lines: { ...context.lines, [params.kind]: context.lines[params.kind] - 1 },
    })),
    takeLive: assign((_, sports: ReadonlyArray<SportCount>) => ({
      liveEvents: Object.fromEntries(sports.map(({ sportId, count }) => [sportId, count])),
    })),
    watchDays: assign(({ context }, params: DayWatchEvent) => {
      const key = dayWatchKey(params);
      const { sportId, timeZoneOffset } = params;
      return {
        dayWatches: {
          ...context.dayWatches,
          [key]: { sportId, timeZoneOffset, watchers: watchersOf(context, params) + 1 },
        },
      };
    }),
    unwatchDays: assign(({ context }, params: DayWatchEvent) => {
      const key = dayWatchKey(params);
      const { [key]: watch, ...others } = context.dayWatches;
      if (!watch) return {};
      return {
        dayWatches:
          watch.watchers > 1 ? { ...others, [key]: { ...watch, watchers: watch.watchers - 1 } } : others,
      };
    }),
    takeDays: assign(({ context }, strips: ReadonlyArray<SportDays>) => ({
      dayEvents: {
        ...context.dayEvents,
        ...Object.fromEntries(
          strips.map(({ sportId, days }) => [
            sportId,
            Object.fromEntries(days.map(({ date, count }) => [date, count])),
          ]),
        ),
      },
    })),
    reset: assign(({ context }) => ({
      liveEvents: zeroed(context.liveEvents),
      dayEvents: Object.fromEntries(
        Object.entries(context.dayEvents).map(([sportId, days]) => [sportId, zeroed(days)]),
      ),
    })),
  },
}).createMachine({
  id: "feedCounters",
  context: { liveEvents: {}, dayEvents: {}, lines: { live: 0, all: 0 }, dayWatches: {} },
  type: "parallel",
  on: { "counters.reset": { actions: "reset" } },
  states: {
    /** The sport switcher's live counts, polled while any line page (live or full) is open. */
    live: {
      initial: "idle",
      states: {
        idle: {
          on: {
            "counters.line.enter": {
              target: "polling",
              actions: { type: "enterLine", params: ({ event }) => event },
            },
          },
        },
        polling: {
          initial: "loading",
          on: {
            "counters.line.enter": { actions: { type: "enterLine", params: ({ event }) => event } },
            "counters.line.leave": [
              {
                guard: { type: "lastLineLeaves", params: ({ event }) => event },
                target: "idle",
                actions: [{ type: "leaveLine", params: ({ event }) => event }, "reset"],
              },
              {
                // NOTE: a page that says it left twice (or never entered) changes nothing.
                guard: { type: "lineOnScreen", params: ({ event }) => event },
                actions: { type: "leaveLine", params: ({ event }) => event },
              },
            ],
          },
          states: {
            loading: {
              tags: "loadingLive",
              invoke: {
                id: "loadLive",
                src: "loadLive",
                onDone: {
                  target: "waiting",
                  actions: { type: "takeLive", params: ({ event }) => event.output },
                },
                onError: { target: "retrying" },
              },
            },
            waiting: { after: { liveRefresh: { target: "loading" } } },
            retrying: { tags: "liveFailed", after: { retryDelay: { target: "loading" } } },
          },
        },
      },
    },
    /** The day strips' per-day counts, polled while any strip is on screen. */
    days: {
      initial: "idle",
      states: {
        idle: {
          on: {
            "counters.days.watch": {
              target: "polling",
              actions: { type: "watchDays", params: ({ event }) => event },
            },
          },
        },
        polling: {
          initial: "loading",
          on: {
            "counters.days.watch": [
              {
                // A strip nobody watched yet is loaded now, not at the next refresh.
                guard: { type: "newDayWatch", params: ({ event }) => event },
                target: ".loading",
                reenter: true,
                actions: { type: "watchDays", params: ({ event }) => event },
              },
              { actions: { type: "watchDays", params: ({ event }) => event } },
            ],
            "counters.days.unwatch": [
              {
                guard: { type: "lastDayWatchLeaves", params: ({ event }) => event },
                target: "idle",
                actions: { type: "unwatchDays", params: ({ event }) => event },
              },
              {
                guard: { type: "dayWatched", params: ({ event }) => event },
                actions: { type: "unwatchDays", params: ({ event }) => event },
              },
            ],
          },
          states: {
            loading: {
              tags: "loadingDays",
              invoke: {
                id: "loadDays",
                src: "loadDays",
                input: ({ context }) =>
                  Object.values(context.dayWatches).map(({ sportId, timeZoneOffset }) => ({
                    sportId,
                    timeZoneOffset,
                  })),
                onDone: {
                  target: "waiting",
                  actions: { type: "takeDays", params: ({ event }) => event.output },
                },
                onError: { target: "retrying" },
              },
            },
            waiting: { after: { daysRefresh: { target: "loading" } } },
            retrying: { tags: "daysFailed", after: { retryDelay: { target: "loading" } } },
          },
        },
      },
    },
  },
});

/** Live events of a sport; 0 for a sport never loaded. */
export const liveEventCount = (context: FeedCountersContext, sportId: string): number =>
  context.liveEvents[sportId] ?? 0;

/** Events of a sport on a day; 0 when not loaded. */
export const dayEventCount = (context: FeedCountersContext, sportId: string, date: string): number =>
  context.dayEvents[sportId]?.[date] ?? 0;
