import type { StatisticsProvider, StatMatch, StatSeason } from "../provider/StatisticsProvider";

/** Seasons of each tournament a team's pages go back over: the current one and the one before. */
export const TEAM_SEASONS_BACK = 2;

/** The team's seasons the pages read: per tournament, the newest TEAM_SEASONS_BACK (current first). */
export const recentTeamSeasons = (provider: StatisticsProvider, teamId: string): StatSeason[] => {
  const kept = new Map<string, number>();
  return provider.teamSeasons(teamId).filter((season) => {
    const count = kept.get(season.tournamentId) ?? 0;
    kept.set(season.tournamentId, count + 1);
    return count < TEAM_SEASONS_BACK;
  });
};

/**
 * A team's matches in the current and previous seasons of its tournaments, by start time (older seasons
 * are on the tournaments' archives). Friendlies have no season and are not part of a team's record here
 * (docs/decisions.md).
 */
export const teamMatches = (provider: StatisticsProvider, teamId: string): StatMatch[] => {
  const out: StatMatch[] = [];
  for (const season of recentTeamSeasons(provider, teamId)) {
    for (const match of provider.seasonMatches(season.id))
      if (match.home.id === teamId || match.away.id === teamId) out.push(match);
  }
  return out.sort((a, b) => a.startTime - b.startTime || (a.id < b.id ? -1 : 1));
};

export type FormResult = "WIN" | "DRAW" | "LOSE";

/** WIN, DRAW or LOSE for `teamId` in a finished match (sports-data 3, Team: result values). */
export const resultFor = (match: StatMatch, teamId: string): FormResult | null => {
  if (match.status !== "finished" || !match.score) return null;
  if (match.winner === null) return "DRAW";
  const won = (match.winner === "home") === (match.home.id === teamId);
  return won ? "WIN" : "LOSE";
};

/** The last five results, oldest first. */
export const teamForm = (matches: ReadonlyArray<StatMatch>, teamId: string) =>
  matches
    .filter((match) => resultFor(match, teamId) !== null)
    .slice(-5)
    .map((match) => ({
      eventId: match.id,
      result: resultFor(match, teamId)!,
      opponent: match.home.id === teamId ? match.away : match.home,
      score: match.score,
      startTime: match.startTime,
    }));

export const lastAndNext = (matches: ReadonlyArray<StatMatch>) => ({
  lastEvent: [...matches].reverse().find((match) => match.status === "finished") ?? null,
  nextEvent:
    matches.find((match) => match.status === "not_started" || match.status === "in_progress") ?? null,
});

/** The team's tournaments, each with its current season (the newest the team plays in). */
export const tournamentsOfTeam = (provider: StatisticsProvider, seasons: ReadonlyArray<StatSeason>) =>
  seasons
    .filter((season, index) => seasons.findIndex((s) => s.tournamentId === season.tournamentId) === index)
    .flatMap((season) => {
      const tournament = provider.tournament(season.tournamentId);
      return tournament
        ? [
            {
              tournamentId: tournament.id,
              name: tournament.name,
              seasonId: season.id,
              year: season.year,
              hasStandings: tournament.kind === "league" || tournament.kind === "groups_knockout",
            },
          ]
        : [];
    });
