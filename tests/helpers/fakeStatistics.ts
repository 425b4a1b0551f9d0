import { ENGLISH_RULES } from "../../domain/standings/tieBreakRules";
import type {
  StatisticsProvider,
  StatMatch,
  StatSeason,
  StatTeamRef,
  StatTournament,
} from "../../server/provider/StatisticsProvider";

export const SOCCER_ID = "sp-soccer";

const team = (n: number): StatTeamRef => ({ id: `tm-${n}`, name: `Team ${n}`, shortName: `T${n}` });

/**
 * A small hand-made statistics provider: one league of `teams` teams playing a double round robin, the
 * first `finished` matches finished with scores from a fixed formula, the next one running, the rest to
 * come. Enough for the GraphQL contracts; the simulator's own provider is tested on its world.
 */
export const fakeStatistics = ({ teams = 6, finished = 20 }: { teams?: number; finished?: number } = {}) => {
  const tournament: StatTournament = {
    id: "tn-league",
    sportId: SOCCER_ID,
    sportCode: "soccer",
    name: "Test League",
    slug: "test-league",
    priority: 100,
    category: { id: "ct-1", name: "Testland", icon: "tl", slug: "testland", priority: 1 },
    kind: "league",
    tieBreakingRules: ENGLISH_RULES,
    pointsForWin: 3,
    pointsForDraw: 1,
    zones: [{ from: 1, to: 1, kind: "continental", label: "Champions" }],
  };
  const season: StatSeason = {
    id: "s-2026",
    tournamentId: tournament.id,
    year: "2025/2026",
    startYear: 2025,
    source: "simulator",
    groups: [],
    rounds: [],
  };
  const matches: StatMatch[] = [];
  let round = 1;
  for (let leg = 0; leg < 2; leg++) {
    for (let a = 0; a < teams; a++) {
      for (let b = a + 1; b < teams; b++) {
        const index = matches.length;
        const status = index < finished ? "finished" : index === finished ? "in_progress" : "not_started";
        const homeGoals = (a * 7 + b * 3 + leg) % 4;
        const awayGoals = (a + b * 5 + leg * 2) % 3;
        const [home, away] = leg === 0 ? [team(a), team(b)] : [team(b), team(a)];
        matches.push({
          id: `ev-${String(index).padStart(11, "0")}`,
          sportId: SOCCER_ID,
          tournamentId: tournament.id,
          seasonId: season.id,
          round: round + Math.floor(index / (teams / 2)),
          roundType: "REGULAR",
          stage: "UNKNOWN",
          startTime: 1_700_000_000_000 + index * 3_600_000,
          status,
          home,
          away,
          score: status === "not_started" ? null : { home: homeGoals, away: awayGoals },
          winner:
            status !== "finished" || homeGoals === awayGoals ? null : homeGoals > awayGoals ? "home" : "away",
          ...(status === "in_progress" ? { minute: 55 } : {}),
        });
      }
    }
    round += 1;
  }
  const provider: StatisticsProvider = {
    now: () => 1_800_000_000_000,
    tournaments: (sportId) => (sportId === SOCCER_ID ? [tournament] : []),
    tournament: (id) => (id === tournament.id ? tournament : undefined),
    seasons: (id) => (id === tournament.id ? [season] : []),
    season: (id) => (id === season.id ? season : undefined),
    seasonMatches: (id) => (id === season.id ? matches : []),
    team: () => undefined,
    teamSeasons: () => [season],
    player: () => undefined,
    transfers: () => [],
    match: (id) => matches.find((m) => m.id === id),
    matchDetails: () => undefined,
  };
  return { provider, tournament, season, matches };
};
