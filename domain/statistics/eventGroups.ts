import type { StatEvent } from "./statisticsAnswers";

/**
 * A season's or a team's events as the results and fixtures lists show them (issue 9): grouped by
 * round, or by day. Groups keep the order the events came in (the query's orderBy), so the same list
 * can be read oldest first (fixtures) or newest first (results).
 */
export interface RoundGroup {
  /** Unique within the list: stage, round type, number and group (a group stage's round is one per group). */
  readonly key: string;
  readonly round: number;
  readonly roundType: string;
  readonly stage: string;
  readonly group: string | null;
  readonly events: ReadonlyArray<StatEvent>;
}

export interface DayGroup {
  readonly day: string;
  readonly events: ReadonlyArray<StatEvent>;
}

export const roundKeyOf = (event: StatEvent): string =>
  `${event.stage}|${event.roundType}|${event.round}|${event.group ?? ""}`;

export const groupByRound = (events: ReadonlyArray<StatEvent>): ReadonlyArray<RoundGroup> => {
  const groups = new Map<
    string,
    { round: number; roundType: string; stage: string; group: string | null; events: StatEvent[] }
  >();
  for (const event of events) {
    const key = roundKeyOf(event);
    let group = groups.get(key);
    if (!group) {
      group = {
        round: event.round,
        roundType: event.roundType,
        stage: event.stage,
        group: event.group,
        events: [],
      };
      groups.set(key, group);
    }
    group.events.push(event);
  }
  return [...groups].map(([key, group]) => ({ key, ...group }));
};

/** Groups by the day `dayOf` names for a start time (the visitor's zone is the caller's to apply). */
export const groupByDay = (
  events: ReadonlyArray<StatEvent>,
  dayOf: (startTime: number) => string,
): ReadonlyArray<DayGroup> => {
  const groups = new Map<string, StatEvent[]>();
  for (const event of events) {
    const day = dayOf(event.startTime);
    const group = groups.get(day);
    if (group) group.push(event);
    else groups.set(day, [event]);
  }
  return [...groups].map(([day, list]) => ({ day, events: list }));
};
