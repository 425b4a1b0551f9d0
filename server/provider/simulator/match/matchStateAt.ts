import type { EventStatus } from "../../../../domain/feed/tree";
import { clockAt } from "./clock";
import type {
  MatchIncident,
  MatchPhase,
  MatchSnapshot,
  MatchState,
  MatchTimeline,
  PeriodSpan,
  ScopeRef,
  ScoreSheet,
  Side,
} from "./types";

/** Index of the last incident at or before `now`, or -1: a binary search, the list can be long. */
export const lastIncidentAt = (incidents: ReadonlyArray<MatchIncident>, now: number): number => {
  let low = 0;
  let high = incidents.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (incidents[mid]!.time <= now) low = mid + 1;
    else high = mid;
  }
  return low - 1;
};

/** Index of the last period started at or before `now`, or -1 (a match has a handful of periods). */
const periodAt = (periods: ReadonlyArray<PeriodSpan>, now: number): number => {
  let at = periods.length - 1;
  while (at >= 0 && periods[at]!.start > now) at--;
  return at;
};

const scopeTimes = new WeakMap<PeriodSpan, string>();

/** `type-number::startTime`, built once per period. */
export const scopeTime = (period: PeriodSpan): string => {
  let text = scopeTimes.get(period);
  if (text === undefined) {
    text = `${period.scope.type}-${period.scope.number}::${period.start}`;
    scopeTimes.set(period, text);
  }
  return text;
};

const NONE: ReadonlyArray<MatchIncident> = [];

/**
 * A class so that the incidents so far are copied only when read (the feed never reads them) while
 * the object stays a cheap fixed shape.
 */
class StateAt implements MatchState {
  readonly scores: ScoreSheet;
  readonly lockedUntil: number;
  minute?: number;
  addedMinute?: number;
  server?: Side;
  #prefix: ReadonlyArray<MatchIncident> | undefined;

  constructor(
    private readonly timeline: MatchTimeline,
    readonly snapshot: MatchSnapshot,
    readonly incidentCount: number,
    readonly status: EventStatus,
    readonly phase: MatchPhase,
    readonly currentScope: ScopeRef | null,
    readonly currentScopeStart: number | null,
    readonly currentScopeTime: string | null,
    readonly finishedAt: number | null,
  ) {
    this.scores = snapshot.scores;
    this.lockedUntil = snapshot.lockedUntil;
  }

  get incidents(): ReadonlyArray<MatchIncident> {
    this.#prefix ??= this.incidentCount === 0 ? NONE : this.timeline.incidents.slice(0, this.incidentCount);
    return this.#prefix;
  }
}

/**
 * The match as it stands at `now`. Called for every live event on every tick, so it only looks things
 * up: the scores, server and locks after the last incident were precomputed by the engine.
 */
export const matchStateAt = (timeline: MatchTimeline, now: number): MatchState => {
  const count = lastIncidentAt(timeline.incidents, now) + 1;
  const snapshot = count === 0 ? timeline.initial : timeline.snapshots[count - 1]!;
  const p = periodAt(timeline.periods, now);
  const period = timeline.periods[p];
  if (timeline.endTime === null || !period) {
    const never = timeline.endTime === null;
    return new StateAt(
      timeline,
      snapshot,
      count,
      never ? timeline.endStatus : "not_started",
      never ? "ended" : "scheduled",
      null,
      null,
      null,
      null,
    );
  }
  const ended = now >= timeline.endTime;
  const playing = now < period.end;
  const next = timeline.periods[p + 1];
  // During a break the scope about to start is the current one: its markets are the ones on offer.
  const current = ended || playing || !next ? period : next;
  const played = timeline.endStatus !== "cancelled" && timeline.endStatus !== "postponed";
  const state = new StateAt(
    timeline,
    snapshot,
    count,
    ended ? timeline.endStatus : "in_progress",
    ended ? "ended" : playing ? "play" : "break",
    current.scope,
    current.start,
    scopeTime(current),
    ended && played ? timeline.endTime : null,
  );
  // No clock in a shootout (or in sports without one); in a break the clock shows where it stopped.
  if (ended || current.clockFrom === undefined) {
    if (!ended && snapshot.server) state.server = snapshot.server;
    return state;
  }
  let clocked = p;
  while (clocked >= 0 && timeline.periods[clocked]!.clockFrom === undefined) clocked--;
  const clock = clocked >= 0 ? clockAt(timeline.periods[clocked]!, now) : undefined;
  if (clock) {
    state.minute = clock.minute;
    if (clock.addedMinute) state.addedMinute = clock.addedMinute;
  }
  if (snapshot.server) state.server = snapshot.server;
  return state;
};
