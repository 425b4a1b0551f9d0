import { computeStandings, type MatchResult, type StandingsScope } from "../../domain/standings/standings";
import type { StatMatch, StatSeason, StatTeamRef, StatTournament } from "../provider/StatisticsProvider";

const SCOPES: ReadonlyArray<StandingsScope> = ["overall", "home", "away"];

export interface StandingsMatchView {
  readonly id: string;
  readonly home: string;
  readonly away: string;
  readonly homeGoals: number;
  readonly awayGoals: number;
  readonly live: boolean;
  readonly homeCards: number;
  readonly awayCards: number;
}

/** Whether a match counts in the table: finished, or running when the table is live. */
const counts = (match: StatMatch, live: boolean): boolean =>
  match.score !== null &&
  match.stage !== "PLAY_OFF" &&
  (match.status === "finished" || (live && match.status === "in_progress"));

export const standingsMatchOf = (match: StatMatch): StandingsMatchView => ({
  id: match.id,
  home: match.home.id,
  away: match.away.id,
  homeGoals: match.score?.home ?? 0,
  awayGoals: match.score?.away ?? 0,
  live: match.status === "in_progress",
  homeCards: match.cardPoints?.home ?? 0,
  awayCards: match.cardPoints?.away ?? 0,
});

const resultOf = (match: StandingsMatchView): MatchResult => ({
  home: match.home,
  away: match.away,
  homeGoals: match.homeGoals,
  awayGoals: match.awayGoals,
  homeCardPoints: match.homeCards,
  awayCardPoints: match.awayCards,
});

/**
 * A season's tables: one per group (a league is one group without a name) and per scope, ordered by the
 * tournament's declared rules. With `live`, running matches count with their current score and their
 * teams' rows say so. The matches themselves go along, so a browser can recompute the table as live
 * scores move (the same `computeStandings`).
 */
export const seasonStandings = (
  tournament: StatTournament,
  season: StatSeason,
  matches: ReadonlyArray<StatMatch>,
  live: boolean,
) => {
  const teams = new Map<string, StatTeamRef>();
  for (const match of matches) {
    teams.set(match.home.id, match.home);
    teams.set(match.away.id, match.away);
  }
  const groups =
    season.groups.length > 0
      ? season.groups.map((group) => ({ name: group.name as string | null, teamIds: group.teamIds }))
      : [{ name: null, teamIds: [...teams.keys()] }];
  const counted = matches.filter((match) => counts(match, live)).map(standingsMatchOf);
  const playing = new Set(counted.filter((m) => m.live).flatMap((m) => [m.home, m.away]));
  const nameOf = (id: string) => teams.get(id)?.name ?? id;
  const rules = season.tieBreakingRules ?? tournament.tieBreakingRules;
  const tables = groups.flatMap((group) => {
    const members = new Set(group.teamIds);
    const results = counted.filter((m) => members.has(m.home) && members.has(m.away)).map(resultOf);
    return SCOPES.map((scope) => ({
      group: group.name,
      scope,
      rows: computeStandings(results, {
        rules,
        scope,
        pointsForWin: tournament.pointsForWin,
        pointsForDraw: tournament.pointsForDraw,
        teams: group.teamIds,
        nameOf,
      }).map((row) => ({
        ...row,
        team: teams.get(row.team) ?? { id: row.team, name: row.team, shortName: row.team },
        live: playing.has(row.team),
      })),
    }));
  });
  return {
    seasonId: season.id,
    tieBreakingRules: rules,
    pointsForWin: tournament.pointsForWin,
    pointsForDraw: tournament.pointsForDraw,
    zones: tournament.zones,
    tables,
    groupOf: groups.flatMap((group) => group.teamIds.map((teamId) => ({ teamId, group: group.name ?? "" }))),
    matches: matches.filter((match) => counts(match, true)).map(standingsMatchOf),
    teams: [...teams.values()],
  };
};

/** Whether a season has a table: leagues, and the group stage of groups-then-knockout. */
export const hasStandings = (tournament: StatTournament): boolean =>
  tournament.kind === "league" || tournament.kind === "groups_knockout";
