import type { MatchIncident } from "../../../domain/statistics/matchIncident";
import type { RatedPlayer } from "../../../domain/statistics/playerRatings";

/**
 * The worked example of docs/statistics-formulas.md: a 2–0 home win. Home: keeper hg, defender hd,
 * midfielder hm, forward hf (off at 75 for hs). Away: keeper ag, defender ad (booked at 30, sent off for a
 * second yellow at 70), forward af, and as, on for the last five minutes.
 */
export const EXAMPLE_INCIDENTS: ReadonlyArray<MatchIncident> = [
  { type: "period", subType: "start", minute: 1, period: { type: "half", number: 1 } },
  { type: "corner", minute: 12, participant: "p1" },
  {
    type: "goal",
    subType: "regular",
    minute: 14,
    participant: "p1",
    playerId: "hf",
    secondaryPlayerId: "hm",
  },
  { type: "yellow_card", minute: 30, participant: "p2", playerId: "ad" },
  { type: "corner", minute: 40, participant: "p2" },
  { type: "corner", minute: 41, participant: "p2" },
  { type: "period", subType: "end", minute: 45, addedMinute: 2, period: { type: "half", number: 1 } },
  { type: "period", subType: "start", minute: 46, period: { type: "half", number: 2 } },
  { type: "offside", minute: 55, participant: "p2" },
  { type: "in_game_penalty", subType: "awarded", minute: 62, participant: "p1" },
  { type: "goal", subType: "penalty", minute: 63, participant: "p1", playerId: "hm" },
  { type: "red_card", subType: "second_yellow", minute: 70, participant: "p2", playerId: "ad" },
  { type: "substitution", minute: 75, participant: "p1", playerId: "hs", secondaryPlayerId: "hf" },
  { type: "substitution", minute: 85, participant: "p2", playerId: "as", secondaryPlayerId: "af" },
  { type: "corner", minute: 88, participant: "p1" },
];

export const EXAMPLE_PLAYERS: ReadonlyArray<RatedPlayer> = [
  { playerId: "hg", teamType: "home", position: "G", minutesPlayed: 90, stats: { saves: 3 } },
  {
    playerId: "hd",
    teamType: "home",
    position: "D",
    minutesPlayed: 90,
    stats: { tackles: 4, interceptions: 2 },
  },
  {
    playerId: "hm",
    teamType: "home",
    position: "M",
    minutesPlayed: 90,
    stats: { keyPasses: 2, passes: 50, accuratePasses: 44 },
  },
  {
    playerId: "hf",
    teamType: "home",
    position: "F",
    minutesPlayed: 75,
    stats: { shots: 4, shotsOnTarget: 2 },
  },
  { playerId: "hs", teamType: "home", position: "F", minutesPlayed: 15 },
  { playerId: "ag", teamType: "away", position: "G", minutesPlayed: 90, stats: { saves: 4 } },
  { playerId: "ad", teamType: "away", position: "D", minutesPlayed: 70 },
  { playerId: "af", teamType: "away", position: "F", minutesPlayed: 85, stats: { shotsOnTarget: 1 } },
  { playerId: "as", teamType: "away", position: "F", minutesPlayed: 5 },
];
