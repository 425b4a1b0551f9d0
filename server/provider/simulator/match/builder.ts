import { FULL_EVENT_SCOPE, scopeKey } from "../../../../domain/feed/ids";
import type { Fixture } from "../types";
import { clockAt } from "./clock";
import { zeroScores } from "./sheet";
import type {
  EndStatus,
  MatchIncident,
  MatchSnapshot,
  MatchTimeline,
  PeriodSpan,
  ScoreSheet,
  Side,
  SportModel,
} from "./types";

export interface SnapshotChange {
  readonly scores?: (sheet: ScoreSheet) => ScoreSheet;
  readonly server?: Side;
  /** Markets stay locked until then; the later of this and any earlier lock wins. */
  readonly lockUntil?: number;
  readonly detail?: ReadonlyArray<number>;
}

export type NewIncident = Omit<MatchIncident, "seq" | "scope" | "minute" | "addedMinute"> &
  Partial<Pick<MatchIncident, "scope" | "minute" | "addedMinute">>;

export interface TimelineBuilder {
  readonly snapshot: () => MatchSnapshot;
  /** Appends an incident (times never go back) and the state that holds after it. */
  readonly add: (incident: NewIncident, change?: SnapshotChange) => MatchIncident;
  /** Opens a period with a `period`/`start` incident and zeroed scores for its scope. */
  readonly open: (
    span: Omit<PeriodSpan, "end">,
    scoreTypes: ReadonlyArray<string>,
    change?: SnapshotChange,
    fullEventTypes?: ReadonlyArray<string>,
  ) => void;
  readonly close: (end: number, change?: SnapshotChange) => void;
  readonly build: (model: SportModel, winner: Side | null, endStatus?: EndStatus) => MatchTimeline;
}

/** The engines' common bookkeeping: sequence numbers, clock minutes, snapshots, periods. */
export const makeTimelineBuilder = (
  fixture: Fixture,
  initial: Partial<MatchSnapshot> = {},
): TimelineBuilder => {
  const incidents: MatchIncident[] = [];
  const snapshots: MatchSnapshot[] = [];
  const periods: PeriodSpan[] = [];
  const first: MatchSnapshot = { scores: {}, lockedUntil: 0, ...initial };
  let current = first;
  let open: Omit<PeriodSpan, "end"> | undefined;

  const apply = (change: SnapshotChange | undefined): void => {
    if (!change) {
      snapshots.push(current);
      return;
    }
    const next: MatchSnapshot = {
      scores: change.scores ? change.scores(current.scores) : current.scores,
      lockedUntil: Math.max(current.lockedUntil, change.lockUntil ?? 0),
      ...((change.server ?? current.server) ? { server: change.server ?? current.server } : {}),
      ...((change.detail ?? current.detail) ? { detail: change.detail ?? current.detail } : {}),
    };
    current = next;
    snapshots.push(next);
  };

  const add = (incident: NewIncident, change?: SnapshotChange): MatchIncident => {
    const last = incidents[incidents.length - 1];
    if (last && incident.time < last.time)
      throw new Error(`incident at ${incident.time} before ${last.time}`);
    const scope = incident.scope ?? open?.scope ?? periods[periods.length - 1]?.scope;
    if (!scope) throw new Error("incident outside any period");
    const clock =
      open && incident.minute === undefined
        ? clockAt({ ...open, end: incident.time }, incident.time)
        : undefined;
    const made: MatchIncident = {
      ...(clock
        ? { minute: clock.minute, ...(clock.addedMinute ? { addedMinute: clock.addedMinute } : {}) }
        : {}),
      ...incident,
      seq: incidents.length + 1,
      scope,
    };
    incidents.push(made);
    apply(change);
    return made;
  };

  return {
    snapshot: () => current,
    add,
    open: (span, scoreTypes, change, fullEventTypes = scoreTypes) => {
      open = span;
      const key = scopeKey(span.scope.type, span.scope.number);
      const zeros = zeroScores(scoreTypes);
      add(
        { type: "period", subType: "start", time: span.start },
        {
          ...change,
          scores: (sheet) => {
            const base = change?.scores ? change.scores(sheet) : sheet;
            const withFull = base[FULL_EVENT_SCOPE]
              ? base
              : { ...base, [FULL_EVENT_SCOPE]: zeroScores(fullEventTypes) };
            return { ...withFull, [key]: zeros };
          },
        },
      );
    },
    close: (end, change) => {
      if (!open) throw new Error("no open period");
      add({ type: "period", subType: "end", time: end }, change);
      periods.push({ ...open, end });
      open = undefined;
    },
    build: (model, winner, endStatus = "finished") => {
      const lastPeriod = periods[periods.length - 1];
      return {
        fixtureId: fixture.id,
        sportCode: fixture.sportCode,
        startTime: fixture.startTime,
        knockout: fixture.knockout,
        model,
        periods,
        incidents,
        snapshots,
        initial: first,
        endTime: lastPeriod ? lastPeriod.end : null,
        endStatus,
        winner,
      };
    },
  };
};
