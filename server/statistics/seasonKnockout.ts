import type { KnockoutRoundType } from "../../domain/knockout/knockoutLayout";
import type { StatMatch, StatSeason, StatTeamRef } from "../provider/StatisticsProvider";

const isKnockoutMatch = (match: StatMatch): boolean =>
  match.stage === "PLAY_OFF" || match.roundType !== "REGULAR";

/** The rounds a top tab of the knockout screen holds at most before the draw splits in two tabs. */
const FINAL_ROUNDS = 4;

interface Pair {
  readonly id: string;
  readonly home: StatTeamRef | null;
  readonly away: StatTeamRef | null;
  readonly events: StatMatch[];
  aggregate: { home: number; away: number } | null;
  winnerId: string | null;
}

const pairKey = (match: StatMatch): string => [match.home.id, match.away.id].sort().join("|");

/** Goals of the pair's first-named team and of the other, over every leg played. */
const settle = (pair: Pair): void => {
  const first = pair.home?.id;
  let home = 0;
  let away = 0;
  let scored = false;
  for (const leg of pair.events) {
    if (!leg.score) continue;
    scored = true;
    const flipped = leg.home.id !== first;
    home += flipped ? leg.score.away : leg.score.home;
    away += flipped ? leg.score.home : leg.score.away;
  }
  pair.aggregate = scored ? { home, away } : null;
  const last = pair.events.at(-1);
  if (last?.status !== "finished") return;
  if (pair.events.length === 1 || home === away) {
    // One match, or level on aggregate: whoever won the deciding match (extra time, penalties).
    pair.winnerId = last.winner === "home" ? last.home.id : last.winner === "away" ? last.away.id : null;
  } else pair.winnerId = home > away ? (pair.home?.id ?? null) : (pair.away?.id ?? null);
};

/**
 * A season's knockout as the screen shows it (sports-data 3, Knockout): rounds of pairs, a pair being the
 * one or two matches between two teams in a round (legs of the same tie share a round type), with the
 * aggregate and the team that went through. Top tabs: one for a short draw, else the early rounds and
 * the final four. Null when the season has no knockout.
 */
export const seasonKnockout = (season: StatSeason, matches: ReadonlyArray<StatMatch>, name: string) => {
  // By round number: a big draw has several early rounds of the same type (REGULAR).
  const byNumber = new Map<number, { type: KnockoutRoundType; pairs: Map<string, Pair> }>();
  for (const match of matches) {
    if (!isKnockoutMatch(match)) continue;
    let round = byNumber.get(match.round);
    if (!round) {
      round = { type: match.roundType, pairs: new Map() };
      byNumber.set(match.round, round);
    }
    const key = pairKey(match);
    let pair = round.pairs.get(key);
    if (!pair) {
      pair = {
        id: `${season.id}-${match.id}`,
        home: match.home,
        away: match.away,
        events: [],
        aggregate: null,
        winnerId: null,
      };
      round.pairs.set(key, pair);
    }
    pair.events.push(match);
  }
  // Rounds still to be drawn are shown empty, so the screen has its whole shape from the start.
  for (const round of season.rounds) {
    const knockout = round.stage === "PLAY_OFF" || round.type !== "REGULAR";
    if (knockout && !byNumber.has(round.number))
      byNumber.set(round.number, { type: round.type, pairs: new Map() });
  }
  if (byNumber.size === 0) return null;
  const rounds = [...byNumber]
    .sort(([a], [b]) => a - b)
    .map(([number, { type, pairs: pairMap }]) => {
      const pairs = [...pairMap.values()];
      for (const pair of pairs) {
        pair.events.sort((a, b) => a.startTime - b.startTime);
        settle(pair);
      }
      return { id: `${season.id}-r${number}`, type, number, pairs };
    });
  const ids = rounds.map((round) => round.id);
  const topTabs =
    ids.length <= FINAL_ROUNDS
      ? [{ id: "knockout", name: "Knockout", roundIds: ids }]
      : [
          { id: "early", name: "Early rounds", roundIds: ids.slice(0, -FINAL_ROUNDS) },
          { id: "final", name: "Final rounds", roundIds: ids.slice(-FINAL_ROUNDS) },
        ];
  const current =
    rounds.find((round) => round.pairs.length === 0 || round.pairs.some((pair) => pair.winnerId === null)) ??
    rounds.at(-1)!;
  return {
    id: `${season.id}-knockout`,
    seasonId: season.id,
    name,
    currentRoundId: current.id,
    rounds,
    topTabs,
  };
};
