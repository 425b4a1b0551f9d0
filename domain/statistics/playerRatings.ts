import { AWAY, HOME, type MatchIncident, type MatchSide, otherSide } from "./matchIncident";

/**
 * Per-player match ratings of the event page (issue 9 item 6), 3.0 to 10.0 from the incidents so far and
 * the player statistics when the provider has them. Formula, weights and their reasons:
 * docs/statistics-formulas.md. Pure: the server and the browser rate alike, and a live page rates again
 * on each new incident.
 */

/** The player statistics a rating reads, as counts; any may be missing. */
export type RatingStatName =
  | "shots"
  | "shotsOnTarget"
  | "keyPasses"
  | "tackles"
  | "interceptions"
  | "saves"
  | "passes"
  | "accuratePasses";

export interface RatedPlayer {
  readonly playerId: string;
  readonly teamType: "home" | "away";
  /** G goalkeeper, D defender, M midfielder, F forward (soccer, ice hockey); others rate as F. */
  readonly position: string;
  readonly minutesPlayed: number;
  readonly stats?: Readonly<Partial<Record<RatingStatName, number>>>;
}

export interface PlayerRatingsInput {
  readonly incidents: ReadonlyArray<MatchIncident>;
  readonly players: ReadonlyArray<RatedPlayer>;
  /** The match minute now (live) or the last minute played; incidents after it do not count yet. */
  readonly minute: number;
  /**
   * What the score counts: goals (soccer, ice hockey; the default) or points (basketball: `point`
   * incidents with a value, no clean sheet, a smaller weight per point of margin).
   */
  readonly scoring?: "goals" | "points";
}

/** The weights of the rating, in rating points; reasons in docs/statistics-formulas.md. */
export const RATING_WEIGHTS = {
  base: 6,
  min: 3,
  max: 10,
  /** Players on for fewer minutes get no rating. */
  minMinutes: 10,
  /** The performance terms weigh minutesPlayed / fullWeightMinutes of themselves, at most all. */
  fullWeightMinutes: 45,
  /** A goal by the scorer's position; any other position scores as a forward. */
  goal: { F: 1, M: 1.2, D: 1.4, G: 2 },
  assist: 0.7,
  ownGoal: -0.9,
  yellowCard: -0.3,
  redCard: -1.5,
  missedPenalty: -0.7,
  /** An ice-hockey minor penalty: two minutes short-handed. */
  minorPenalty: -0.2,
  /** Each point scored when the score counts points. */
  point: 0.05,
  /** The team's margin while the player was on: per goal, or per point when scoring points. */
  marginPerGoal: 0.1,
  marginPerPoint: 0.01,
  marginCap: 0.3,
  /** No goal conceded while on, for a keeper or a defender who played cleanSheetMinutes or more. */
  cleanSheet: { G: 0.5, D: 0.3 },
  cleanSheetMinutes: 60,
  /** Each goal conceded while on, for a keeper or a defender. */
  goalConceded: -0.15,
  save: 0.15,
  shotOnTarget: 0.1,
  keyPass: 0.1,
  /** Each tackle or interception. */
  defensiveAction: 0.05,
  /** Accurate passes above passAccuracyThreshold of at least passAccuracyMinPasses passes. */
  passAccuracy: 0.2,
  passAccuracyThreshold: 0.8,
  passAccuracyMinPasses: 10,
} as const;

const W = RATING_WEIGHTS;

const finite = (value: number | null | undefined): value is number =>
  typeof value === "number" && Number.isFinite(value);

const sideOf = (teamType: "home" | "away"): MatchSide => (teamType === "home" ? HOME : AWAY);

/** G, D, M or F from a position code or word ("G", "Goalkeeper", "d"); F for anything else. */
const role = (position: string): "G" | "D" | "M" | "F" => {
  const letter = position.trim().charAt(0).toUpperCase();
  return letter === "G" || letter === "D" || letter === "M" ? letter : "F";
};

/**
 * When an incident happened, comparable across added time: 45+3 is 45.03, before 46. An incident
 * without a minute counts as happening now.
 */
const timeKey = (incident: MatchIncident, now: number): number =>
  (finite(incident.minute) ? incident.minute : now) +
  Math.min(99, Math.max(0, finite(incident.addedMinute) ? incident.addedMinute : 0)) / 100;

interface Score {
  readonly side: MatchSide;
  readonly at: number;
  /** 1 a goal; the points of a basket. */
  readonly amount: number;
}

/** The side a goal or a point is credited to: its participant, else what its player's team says. */
const creditedSide = (
  incident: MatchIncident,
  teams: ReadonlyMap<string, MatchSide>,
): MatchSide | undefined => {
  if (incident.participant === HOME || incident.participant === AWAY) return incident.participant;
  const team = incident.playerId ? teams.get(incident.playerId) : undefined;
  if (!team) return undefined;
  return incident.type === "goal" && incident.subType === "own_goal" ? otherSide(team) : team;
};

interface Tally {
  goals: number;
  assists: number;
  ownGoals: number;
  yellowCards: number;
  redCards: number;
  missedPenalties: number;
  minorPenalties: number;
  points: number;
  cameOn: number;
  wentOff: number;
}

const newTally = (): Tally => ({
  goals: 0,
  assists: 0,
  ownGoals: 0,
  yellowCards: 0,
  redCards: 0,
  missedPenalties: 0,
  minorPenalties: 0,
  points: 0,
  cameOn: Number.NEGATIVE_INFINITY,
  wentOff: Number.POSITIVE_INFINITY,
});

const count = (stats: RatedPlayer["stats"], name: RatingStatName): number => {
  const value = stats?.[name];
  return finite(value) && value > 0 ? value : 0;
};

const clamp = (value: number, low: number, high: number): number => Math.min(high, Math.max(low, value));

/**
 * The rating of every player on for at least RATING_WEIGHTS.minMinutes, by player id: 6.0, plus the
 * player's own incidents (goals by position, assists, own goals, cards, missed penalties), plus the
 * performance terms weighed by minutes played (the team's margin while on, clean sheet and goals
 * conceded for keepers and defenders, saves and the statistics given), clamped to [3, 10] and rounded to
 * one decimal. Incidents after `minute` do not count, and neither does their order: everything is
 * counted first, then weighed in a fixed order.
 */
export const playerRatings = (input: PlayerRatingsInput): ReadonlyMap<string, number> => {
  const now = finite(input.minute) ? input.minute : 0;
  const byPoints = input.scoring === "points";
  const teams = new Map(input.players.map((player) => [player.playerId, sideOf(player.teamType)]));
  const tallies = new Map(input.players.map((player) => [player.playerId, newTally()]));
  const tally = (playerId: string | null | undefined): Tally | undefined =>
    playerId ? tallies.get(playerId) : undefined;
  const scores: Score[] = [];

  for (const incident of input.incidents) {
    if (finite(incident.minute) && incident.minute > now) continue;
    const at = timeKey(incident, now);
    const player = tally(incident.playerId);
    switch (incident.type) {
      case "goal": {
        const own = incident.subType === "own_goal";
        if (player) {
          if (own) player.ownGoals += 1;
          else player.goals += 1;
        }
        const assist = own ? undefined : tally(incident.secondaryPlayerId);
        if (assist && incident.secondaryPlayerId !== incident.playerId) assist.assists += 1;
        const side = creditedSide(incident, teams);
        if (side && !byPoints) scores.push({ side, at, amount: 1 });
        break;
      }
      case "point": {
        const amount = finite(incident.value) && incident.value > 0 ? incident.value : 1;
        if (player) player.points += amount;
        const side = creditedSide(incident, teams);
        if (side && byPoints) scores.push({ side, at, amount });
        break;
      }
      case "yellow_card":
        if (player) player.yellowCards += 1;
        break;
      case "red_card":
        if (player) {
          player.redCards += 1;
          player.wentOff = Math.min(player.wentOff, at);
        }
        break;
      case "in_game_penalty":
        if (player && incident.subType === "missed") player.missedPenalties += 1;
        if (player && incident.subType === "minor") player.minorPenalties += 1;
        break;
      case "substitution": {
        if (player)
          player.cameOn = player.cameOn === Number.NEGATIVE_INFINITY ? at : Math.min(player.cameOn, at);
        const off = tally(incident.secondaryPlayerId);
        if (off) off.wentOff = Math.min(off.wentOff, at);
        break;
      }
      default:
        break;
    }
  }

  const ratings = new Map<string, number>();
  for (const player of input.players) {
    if (!finite(player.minutesPlayed) || player.minutesPlayed < W.minMinutes) continue;
    if (ratings.has(player.playerId)) continue;
    const mine = tallies.get(player.playerId)!;
    const side = sideOf(player.teamType);
    const position = role(player.position);

    // The team's score while the player was on (both ends of the spell included).
    let scored = 0;
    let conceded = 0;
    for (const score of scores) {
      if (score.at < mine.cameOn || score.at > mine.wentOff) continue;
      if (score.side === side) scored += score.amount;
      else conceded += score.amount;
    }

    const events =
      mine.goals * W.goal[position] +
      mine.assists * W.assist +
      mine.ownGoals * W.ownGoal +
      mine.yellowCards * W.yellowCard +
      mine.redCards * W.redCard +
      mine.missedPenalties * W.missedPenalty +
      mine.minorPenalties * W.minorPenalty +
      (byPoints ? mine.points * W.point : 0);

    const perUnit = byPoints ? W.marginPerPoint : W.marginPerGoal;
    const margin = clamp((scored - conceded) * perUnit, -W.marginCap, W.marginCap);
    const defends = !byPoints && (position === "G" || position === "D");
    const defence = defends
      ? conceded * W.goalConceded +
        (conceded === 0 && player.minutesPlayed >= W.cleanSheetMinutes ? W.cleanSheet[position] : 0)
      : 0;
    const stats = player.stats;
    const passes = count(stats, "passes");
    const accurate = Math.min(passes, count(stats, "accuratePasses"));
    const passing =
      passes >= W.passAccuracyMinPasses && accurate / passes > W.passAccuracyThreshold ? W.passAccuracy : 0;
    const performance =
      margin +
      defence +
      count(stats, "saves") * W.save +
      count(stats, "shotsOnTarget") * W.shotOnTarget +
      count(stats, "keyPasses") * W.keyPass +
      (count(stats, "tackles") + count(stats, "interceptions")) * W.defensiveAction +
      passing;
    const weight = Math.min(1, player.minutesPlayed / W.fullWeightMinutes);

    const rating = clamp(W.base + events + weight * performance, W.min, W.max);
    ratings.set(player.playerId, Math.round(rating * 10) / 10);
  }
  return ratings;
};
