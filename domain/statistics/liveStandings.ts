import { computeStandings, type MatchResult } from "../standings/standings";
import type { TieBreakRule } from "../standings/tieBreakRules";
import type {
  StandingsAnswer,
  StandingsMatch,
  StandingsScopeName,
  StandingsTable,
  StatTeamRef,
} from "./statisticsAnswers";

/** A running match's score as the live line has it now. */
export interface LiveScore {
  readonly homeTeamId: string;
  readonly awayTeamId: string;
  readonly home: number;
  readonly away: number;
  /** False once the line says the match is over: it then counts as a finished result. */
  readonly running: boolean;
}

const SCOPES: ReadonlyArray<StandingsScopeName> = ["overall", "home", "away"];

/**
 * The season's tables with the live line's scores (issue 9: live standings move with live scores): the
 * answer's finished matches, its running ones and any scheduled one the line now shows, each with the
 * line's score where the line has it (a running match the line does not show is left out); then the same `computeStandings` the server ran,
 * by the season's rules. Rows of teams playing now are marked live. Pure: the standings page runs it on
 * each live update it receives over the realtime connection.
 */
export const liveStandings = (
  answer: StandingsAnswer,
  /** The line's matches of the season's tournament by event id; one the answer lacks has kicked off since. */
  live: ReadonlyMap<string, LiveScore>,
): ReadonlyArray<StandingsTable> => {
  const teams = new Map<string, StatTeamRef>(answer.teams.map((team) => [team.id, team]));
  const matches = new Map<string, StandingsMatch>(answer.matches.map((match) => [match.id, match]));
  for (const [id, score] of live) {
    if (matches.has(id) || !teams.has(score.homeTeamId) || !teams.has(score.awayTeamId)) continue;
    matches.set(id, {
      id,
      home: score.homeTeamId,
      away: score.awayTeamId,
      homeGoals: 0,
      awayGoals: 0,
      live: true,
      homeCards: 0,
      awayCards: 0,
    });
  }
  // A match the answer had running counts only with the line's word on it: the line is the live truth.
  const counted: StandingsMatch[] = [...matches.values()].flatMap((match) => {
    const now = live.get(match.id);
    if (now) return [{ ...match, homeGoals: now.home, awayGoals: now.away, live: now.running }];
    return match.live ? [] : [match];
  });
  const playing = new Set(counted.filter((m) => m.live).flatMap((m) => [m.home, m.away]));
  const groups = new Map<string, string[]>();
  for (const { teamId, group } of answer.groupOf) groups.set(group, [...(groups.get(group) ?? []), teamId]);
  const rules = answer.tieBreakingRules as ReadonlyArray<TieBreakRule>;
  return [...groups].flatMap(([group, teamIds]) => {
    const members = new Set(teamIds);
    const results: MatchResult[] = counted
      .filter((m) => members.has(m.home) && members.has(m.away))
      .map((m) => ({
        home: m.home,
        away: m.away,
        homeGoals: m.homeGoals,
        awayGoals: m.awayGoals,
        homeCardPoints: m.homeCards,
        awayCardPoints: m.awayCards,
      }));
    return SCOPES.map(
      (scope): StandingsTable => ({
        group: group === "" ? null : group,
        scope,
        rows: computeStandings(results, {
          rules,
          scope,
          pointsForWin: answer.pointsForWin,
          pointsForDraw: answer.pointsForDraw,
          teams: teamIds,
          nameOf: (id) => teams.get(id)?.name ?? id,
        }).map((row) => ({
          position: row.position,
          team: teams.get(row.team) ?? { id: row.team, name: row.team, shortName: row.team },
          played: row.played,
          won: row.won,
          drawn: row.drawn,
          lost: row.lost,
          goalsFor: row.goalsFor,
          goalsAgainst: row.goalsAgainst,
          goalDifference: row.goalDifference,
          points: row.points,
          form: row.form,
          live: playing.has(row.team),
        })),
      }),
    );
  });
};
