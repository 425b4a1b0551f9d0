import type { StatEvent } from "./statisticsAnswers";

/**
 * Results from one team's side (issue 9, h2h tab and its "draw series" sheet): win, draw or loss of a
 * finished match, the run the latest results make (three draws in a row), and the count of each.
 */
export type TeamResult = "win" | "draw" | "loss";

const ENDED = new Set(["finished", "retired"]);

/** The team's result in a finished match it played; null for a match not over, or not theirs. */
export const resultOf = (event: StatEvent, teamId: string): TeamResult | null => {
  if (!ENDED.has(event.status) || event.score === null) return null;
  const side = event.home.id === teamId ? "home" : event.away.id === teamId ? "away" : null;
  if (side === null) return null;
  // The winner field settles a match drawn in play and won on penalties (or a retirement).
  if (event.winner !== null) return event.winner === side ? "win" : "loss";
  const own = side === "home" ? event.score.home : event.score.away;
  const other = side === "home" ? event.score.away : event.score.home;
  return own > other ? "win" : own < other ? "loss" : "draw";
};

export interface ResultRun {
  readonly result: TeamResult;
  readonly length: number;
}

export interface ResultSeries {
  /** Newest first, finished matches only. */
  readonly results: ReadonlyArray<TeamResult>;
  /** The run the newest results make; null with no finished match. */
  readonly run: ResultRun | null;
  /** The longest run of each result among these matches. */
  readonly longest: Readonly<Record<TeamResult, number>>;
  readonly count: Readonly<Record<TeamResult, number>>;
}

/** `events` newest first (as the h2h answer lists them). */
export const resultSeries = (events: ReadonlyArray<StatEvent>, teamId: string): ResultSeries => {
  const results = events.flatMap((event) => {
    const result = resultOf(event, teamId);
    return result === null ? [] : [result];
  });
  const count = { win: 0, draw: 0, loss: 0 };
  const longest = { win: 0, draw: 0, loss: 0 };
  let streak = 0;
  results.forEach((result, index) => {
    count[result] += 1;
    streak = index > 0 && results[index - 1] === result ? streak + 1 : 1;
    longest[result] = Math.max(longest[result], streak);
  });
  const first = results[0];
  let length = 0;
  while (first !== undefined && results[length] === first) length += 1;
  return { results, run: first === undefined ? null : { result: first, length }, longest, count };
};
