import { sportById } from "../../domain/sports/catalogue";
import { attackMomentum, pointMomentum } from "../../domain/statistics/attackMomentum";
import { playerRatings, type RatedPlayer, type RatingStatName } from "../../domain/statistics/playerRatings";
import type { MatchDetails } from "../provider/StatisticsProvider";
import type { MatchFormulas } from "./eventStatistics";

/** Regulation minutes by sport, for the momentum's time scale; sports without a clock go by points. */
const LENGTH: Readonly<Record<string, number>> = { soccer: 90, ice_hockey: 60, basketball: 48 };

/** soccer, ice_hockey, basketball; tennis and volleyball count by points. */
const sportOf = (details: MatchDetails): string => {
  const code = sportById(details.match.sportId)?.code ?? "soccer";
  return code === "tennis" || code === "volleyball" ? "points" : code;
};

/** The minute a match has reached: its clock while running, else its last incident's (full time). */
const minuteOf = (details: MatchDetails, length: number): number => {
  if (details.match.status === "in_progress" && details.match.minute !== undefined)
    return details.match.minute;
  const last = Math.max(0, ...details.incidents.map((i) => i.minute ?? 0));
  return details.match.status === "finished" ? Math.max(length, last) : last;
};

const STAT_NAMES: ReadonlyArray<RatingStatName> = [
  "shots",
  "shotsOnTarget",
  "keyPasses",
  "tackles",
  "interceptions",
  "saves",
  "passes",
  "accuratePasses",
];

const ratedPlayers = (details: MatchDetails): RatedPlayer[] => {
  const positions = new Map<string, string>();
  for (const lineup of details.lineups) for (const p of lineup.players) positions.set(p.playerId, p.position);
  return details.playerStats.map((stats) => {
    const flat: Partial<Record<RatingStatName, number>> = {};
    for (const group of Object.values(stats.groups)) {
      for (const name of STAT_NAMES) {
        const value = group?.[name];
        if (value !== undefined) flat[name] = value;
      }
    }
    return {
      playerId: stats.playerId,
      teamType: stats.teamType,
      position: positions.get(stats.playerId) ?? "",
      minutesPlayed: stats.minutesPlayed,
      stats: flat,
    };
  });
};

/**
 * The momentum and rating formulas of domain/statistics (docs/statistics-formulas.md) over a match's
 * details: the same pure functions a browser could run on the incidents it has.
 */
export const matchFormulas: MatchFormulas = {
  ratingsOf: (details) => {
    const players = ratedPlayers(details);
    if (players.length === 0) return new Map();
    const sport = sportOf(details);
    const length = LENGTH[sport] ?? 90;
    return playerRatings({
      incidents: details.incidents,
      players,
      minute: minuteOf(details, length),
      scoring: sport === "basketball" ? "points" : "goals",
    });
  },
  momentumOf: (details) => {
    const sport = sportOf(details);
    if (sport === "points")
      return pointMomentum(details.incidents).map((p) => ({ minute: p.point, value: p.value }));
    const length = LENGTH[sport] ?? 90;
    return attackMomentum(details.incidents, { minute: minuteOf(details, length), length });
  },
};
