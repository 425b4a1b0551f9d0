import { assign, setup } from "xstate";

/**
 * The line's counters (sports-data sections 3 and 4): live events per sport for the sport switcher, and
 * events per day of each sport for the day strip. They come from `get_live_events_counters` and
 * `get_line_events_counters`; the page sends what it loaded. Page cleaning resets them to 0 once neither
 * the full line nor the live line is on screen, so a later visit never shows counts from long ago.
 */
export interface FeedCountersContext {
  /** Sport id → live events. */
  readonly liveEvents: Readonly<Record<string, number>>;
  /** Sport id → date (`2026-11-23`, viewer's zone) → events. */
  readonly dayEvents: Readonly<Record<string, Readonly<Record<string, number>>>>;
}

export type FeedCountersEvent =
  | {
      readonly type: "counters.live.loaded";
      readonly sports: ReadonlyArray<{ readonly sportId: string; readonly count: number }>;
    }
  | {
      readonly type: "counters.days.loaded";
      readonly sportId: string;
      readonly days: ReadonlyArray<{ readonly date: string; readonly count: number }>;
    }
  | { readonly type: "counters.reset" }
  | { readonly type: "feed.clean"; readonly allLineActive: boolean; readonly liveLineActive: boolean };

const zeroed = <T extends Readonly<Record<string, number>>>(counts: T): Record<string, number> =>
  Object.fromEntries(Object.keys(counts).map((key) => [key, 0]));

export const feedCountersMachine = setup({
  types: {
    context: {} as FeedCountersContext,
    events: {} as FeedCountersEvent,
  },
  guards: {
    noLineOnScreen: ({ event }) =>
      event.type === "feed.clean" && !event.allLineActive && !event.liveLineActive,
  },
  actions: {
    reset: assign(({ context }) => ({
      liveEvents: zeroed(context.liveEvents),
      dayEvents: Object.fromEntries(
        Object.entries(context.dayEvents).map(([sportId, days]) => [sportId, zeroed(days)]),
      ),
    })),
  },
}).createMachine({
  id: "feedCounters",
  context: { liveEvents: {}, dayEvents: {} },
  on: {
    "counters.live.loaded": {
      actions: assign(({ event }) => ({
        liveEvents: Object.fromEntries(event.sports.map(({ sportId, count }) => [sportId, count])),
      })),
    },
    "counters.days.loaded": {
      actions: assign(({ context, event }) => ({
        dayEvents: {
          ...context.dayEvents,
          [event.sportId]: Object.fromEntries(event.days.map(({ date, count }) => [date, count])),
        },
      })),
    },
    "counters.reset": { actions: "reset" },
    "feed.clean": { guard: "noLineOnScreen", actions: "reset" },
  },
});

/** Live events of a sport; 0 for a sport never loaded. */
export const liveEventCount = (context: FeedCountersContext, sportId: string): number =>
  context.liveEvents[sportId] ?? 0;

/** Events of a sport on a day; 0 when not loaded. */
export const dayEventCount = (context: FeedCountersContext, sportId: string, date: string): number =>
  context.dayEvents[sportId]?.[date] ?? 0;
