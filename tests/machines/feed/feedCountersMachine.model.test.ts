import { TestModel } from "@xstate/graph";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type Actor, createActor, type EventObject, type SnapshotFrom } from "xstate";
import {
  COUNTERS_RETRY_MS,
  DAY_COUNTERS_REFRESH_MS,
  type DayWatch,
  dayWatchKey,
  type FeedCountersEvent,
  feedCountersMachine,
  LIVE_COUNTERS_REFRESH_MS,
  type LineKind,
} from "../../../machines/feed/feedCountersMachine.ts";
import { transitionCoverage } from "../../helpers/transitionCoverage.ts";
import { countersHarness, daysAnswer, LIVE_ANSWER, settle } from "./countersHarness.ts";

/**
 * Model-based tests of the counters' two polls, one model each (they share nothing but page cleaning,
 * which the live model walks): pages opening and closing (up to two pages of one kind, so the counting is
 * exercised), each load answered or failing, and time passing in every waiting state. Each path runs
 * against a real actor whose loads wait for the step that answers them, on fake timers, so refreshes and
 * retries are real scheduled time.
 */
type CountersSnapshot = SnapshotFrom<typeof feedCountersMachine>;

const afterEvent = (id: string) =>
  feedCountersMachine.getStateNodeById(id).after[0]!.eventType as `xstate.after.${string}`;
const LIVE_REFRESH = afterEvent("feedCounters.live.polling.waiting");
const LIVE_RETRY = afterEvent("feedCounters.live.polling.retrying");
const DAYS_REFRESH = afterEvent("feedCounters.days.polling.waiting");
const DAYS_RETRY = afterEvent("feedCounters.days.polling.retrying");

/** How long each scheduled step lets pass on the system under test. */
const WAIT_MS: Record<string, number> = {
  [LIVE_REFRESH]: LIVE_COUNTERS_REFRESH_MS,
  [LIVE_RETRY]: COUNTERS_RETRY_MS,
  [DAYS_REFRESH]: DAY_COUNTERS_REFRESH_MS,
  [DAYS_RETRY]: COUNTERS_RETRY_MS,
};

type ModelEvent =
  | FeedCountersEvent
  | { readonly type: "xstate.done.actor.loadLive"; readonly output: typeof LIVE_ANSWER }
  | { readonly type: "xstate.error.actor.loadLive"; readonly error: Error }
  | { readonly type: "xstate.done.actor.loadDays"; readonly output: ReturnType<typeof daysAnswer> }
  | { readonly type: "xstate.error.actor.loadDays"; readonly error: Error }
  /** Time passing in a waiting state: XState's own delayed event, and how long it takes. */
  | { readonly type: `xstate.after.${string}`; readonly elapse: number };

const region = (state: CountersSnapshot, name: "live" | "days"): string => {
  const value = (state.value as Record<string, unknown>)[name];
  return typeof value === "string" ? value : `polling.${(value as { polling: string }).polling}`;
};

const stateKey = (state: CountersSnapshot): string => {
  const { lines, dayWatches, liveEvents, dayEvents } = state.context;
  return [
    `live:${region(state, "live")}`,
    `days:${region(state, "days")}`,
    `lines=${lines.live}/${lines.all}`,
    `watches=${Object.entries(dayWatches)
      .map(([key, watch]) => `${key}x${watch.watchers}`)
      .sort()
      .join(",")}`,
    `liveEvents=${JSON.stringify(liveEvents)}`,
    `dayEvents=${JSON.stringify(dayEvents)}`,
  ].join(" ");
};

const serializeEvent = (event: ModelEvent): string => {
  if ("kind" in event) return `${event.type} ${event.kind}`;
  if ("sportId" in event) return `${event.type} ${dayWatchKey(event)}`;
  if ("elapse" in event) return `${event.elapse} ms pass (${event.type.split(".")[2]})`;
  return event.type;
};

const LIMITS: Record<LineKind, number> = { live: 2, all: 1 };

const liveEvents = (state: CountersSnapshot): ModelEvent[] => {
  const { lines } = state.context;
  const live = region(state, "live");
  return [
    ...(["live", "all"] as const).flatMap((kind): ModelEvent[] => [
      ...(lines[kind] < LIMITS[kind] ? [{ type: "counters.line.enter", kind } as const] : []),
      // Also a page that never entered: nothing must change.
      { type: "counters.line.leave", kind },
    ]),
    ...(live === "polling.loading"
      ? ([
          { type: "xstate.done.actor.loadLive", output: LIVE_ANSWER },
          { type: "xstate.error.actor.loadLive", error: new Error("offline") },
        ] satisfies ModelEvent[])
      : []),
    ...(live === "polling.waiting" ? [{ type: LIVE_REFRESH, elapse: WAIT_MS[LIVE_REFRESH]! }] : []),
    ...(live === "polling.retrying" ? [{ type: LIVE_RETRY, elapse: WAIT_MS[LIVE_RETRY]! }] : []),
    { type: "counters.reset" },
  ];
};

const SOCCER: DayWatch = { sportId: "soccer", timeZoneOffset: 3600 };
const TENNIS: DayWatch = { sportId: "tennis", timeZoneOffset: 0 };
/** Soccer may be watched by two pages at once; tennis by one. */
const WATCH_LIMITS = [
  [SOCCER, 2],
  [TENNIS, 1],
] as const;

const dayEvents = (state: CountersSnapshot): ModelEvent[] => {
  const days = region(state, "days");
  const watched = Object.values(state.context.dayWatches).map(({ sportId, timeZoneOffset }) => ({
    sportId,
    timeZoneOffset,
  }));
  return [
    ...WATCH_LIMITS.flatMap(([watch, limit]): ModelEvent[] => [
      ...((state.context.dayWatches[dayWatchKey(watch)]?.watchers ?? 0) < limit
        ? [{ type: "counters.days.watch", ...watch } as const]
        : []),
      { type: "counters.days.unwatch", ...watch },
    ]),
    ...(days === "polling.loading"
      ? ([
          { type: "xstate.done.actor.loadDays", output: daysAnswer(watched) },
          { type: "xstate.error.actor.loadDays", error: new Error("offline") },
        ] satisfies ModelEvent[])
      : []),
    ...(days === "polling.waiting" ? [{ type: DAYS_REFRESH, elapse: WAIT_MS[DAYS_REFRESH]! }] : []),
    ...(days === "polling.retrying" ? [{ type: DAYS_RETRY, elapse: WAIT_MS[DAYS_RETRY]! }] : []),
  ];
};

const countersModel = (events: (state: CountersSnapshot) => ModelEvent[]) =>
  new TestModel(feedCountersMachine, {
    events: (state) => events(state) as unknown as FeedCountersEvent[],
    serializeEvent: (event) => serializeEvent(event as ModelEvent),
    serializeState: (state) => stateKey(state),
  });

/** Who watches, as the model tells it apart: line pages per kind, and watchers per strip. */
const watchers = (state: CountersSnapshot): string =>
  `${state.context.lines.live}/${state.context.lines.all} ${Object.entries(state.context.dayWatches)
    .map(([key, watch]) => `${key}x${watch.watchers}`)
    .sort()
    .join(",")}`.trim();

const walk = (
  label: string,
  events: (state: CountersSnapshot) => ModelEvent[],
  expectedWatchers: ReadonlyArray<string>,
) => {
  const model = countersModel(events);
  const paths = transitionCoverage(model, stateKey, stateKey);

  describe(`${label} model`, () => {
    let harness: ReturnType<typeof countersHarness>;
    let actor: Actor<typeof harness.machine>;

    beforeEach(() => {
      vi.useFakeTimers();
      harness = countersHarness();
      actor = createActor(harness.machine).start();
    });
    afterEach(() => {
      actor.stop();
      vi.useRealTimers();
    });

    it("reaches every polling state of each region it drives, with every count of watchers", () => {
      expect(new Set(paths.map(({ path }) => watchers(path.state)))).toEqual(new Set(expectedWatchers));
      const regions = new Set(
        paths.flatMap(({ path }) => [region(path.state, "live"), region(path.state, "days")]),
      );
      expect(regions).toEqual(new Set(["idle", "polling.loading", "polling.waiting", "polling.retrying"]));
    });

    /** What must hold whatever the path: written from the rules, not from the machine's code. */
    const checkInvariants = (state: CountersSnapshot) => {
      const actual = actor.getSnapshot();
      expect(stateKey(actual)).toBe(stateKey(state));
      const { lines, dayWatches, liveEvents: live, dayEvents: days } = actual.context;
      const linesOpen = lines.live + lines.all > 0;
      const stripsOpen = Object.keys(dayWatches).length > 0;
      // A load runs exactly while its region is loading, and only while someone watches.
      expect(harness.pendingLive()).toHaveLength(region(actual, "live") === "polling.loading" ? 1 : 0);
      expect(harness.pendingDays()).toHaveLength(region(actual, "days") === "polling.loading" ? 1 : 0);
      expect(region(actual, "live") !== "idle").toBe(linesOpen);
      expect(region(actual, "days") !== "idle").toBe(stripsOpen);
      // One timer per region that waits (a refresh or a retry), none once nobody watches.
      const waiting = ["live", "days"].filter((name) =>
        ["polling.waiting", "polling.retrying"].includes(region(actual, name as "live" | "days")),
      ).length;
      expect(vi.getTimerCount()).toBe(waiting);
      // Page cleaning: with no line page open, no count other than 0 is shown.
      if (!linesOpen && !stripsOpen) {
        expect(Object.values(live).every((count) => count === 0)).toBe(true);
      }
      if (stripsOpen) {
        // The strips loaded last are those being watched, in their own zones.
        for (const [sportId, dates] of Object.entries(days)) {
          const watch = Object.values(dayWatches).find((candidate) => candidate.sportId === sportId);
          if (watch && Object.values(dates).some((count) => count > 0)) {
            expect(dates["2026-11-23"]).toBe(40 + watch.timeZoneOffset / 3600);
          }
        }
      }
    };

    const perform = async ({ event }: { event: EventObject }) => {
      const step = event as ModelEvent;
      if (step.type === "xstate.done.actor.loadLive") harness.pendingLive()[0]!.resolve(LIVE_ANSWER);
      else if (step.type === "xstate.error.actor.loadLive")
        harness.pendingLive()[0]!.reject(new Error("offline"));
      else if (step.type === "xstate.done.actor.loadDays") {
        const [load] = harness.pendingDays();
        load!.resolve(daysAnswer(load!.input));
      } else if (step.type === "xstate.error.actor.loadDays")
        harness.pendingDays()[0]!.reject(new Error("offline"));
      else if ("elapse" in step) vi.advanceTimersByTime(step.elapse);
      else actor.send(step as FeedCountersEvent);
      await settle();
    };

    for (const { description, path } of paths) {
      it(description, async () => {
        for (const step of path.steps) {
          if ((step.event as EventObject).type !== "xstate.init") await perform({ event: step.event });
          checkInvariants(step.state);
        }
      });
    }
  });
};

walk("live counters", liveEvents, ["0/0", "1/0", "2/0", "0/1", "1/1", "2/1"]);
walk("day counters", dayEvents, [
  "0/0",
  "0/0 soccer:3600x1",
  "0/0 soccer:3600x2",
  "0/0 tennis:0x1",
  "0/0 soccer:3600x1,tennis:0x1",
  "0/0 soccer:3600x2,tennis:0x1",
]);
