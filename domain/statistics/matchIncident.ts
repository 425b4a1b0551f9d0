import { Schema } from "effect";
import { ScopeType } from "../feed/tree";

/**
 * The incident types of sports-data section 3, plus `point` for scoring that is not a goal: a tennis or
 * volleyball rally (no minute), a basketball basket or free throw (a minute, and `value` 1, 2 or 3).
 */
export const MATCH_INCIDENT_TYPES = [
  "goal",
  "yellow_card",
  "red_card",
  "corner",
  "offside",
  "substitution",
  "period",
  "injury_time",
  "in_game_penalty",
  "var_decision",
  "penalty_shootout",
  "point",
] as const;

export const MatchIncidentType = Schema.Literals(MATCH_INCIDENT_TYPES);
export type MatchIncidentType = typeof MatchIncidentType.Type;

/** p1 is the home side (the first player in tennis), p2 the away side. */
export const MatchSide = Schema.Literals(["p1", "p2"]);
export type MatchSide = typeof MatchSide.Type;

/** An optional field that the server leaves out and a GraphQL answer sends as `null`: both decode. */
const absent = <S extends Schema.Top>(schema: S) => Schema.optional(Schema.NullOr(schema));

/**
 * One incident of a match, as the rules of `domain/statistics/` read it (`attackMomentum`,
 * `pointMomentum`, `playerRatings`): the fields they need of the provider's `StatIncident`, which is
 * assignable to it, and the shape the browser decodes the event page's incidents into.
 *
 * NOTE: every field but `type` may be missing or null, so the server's objects (absent fields) and a
 * GraphQL answer (null fields) go through the same functions unchanged. Fields the rules do not read
 * (`seq`, `time`, names, the running score) are dropped on decoding.
 */
export const MatchIncident = Schema.Struct({
  type: MatchIncidentType,
  /** Match-clock minute, 1-based: 23 for 22:xx; added time keeps the period's last minute (45 for 45+3). */
  minute: absent(Schema.Number),
  /** The added minute being played: 3 for 45+3. */
  addedMinute: absent(Schema.Number),
  /** The side the incident is credited to: the scorer's side (also for an own goal), the carded side. */
  participant: absent(MatchSide),
  /** The scorer (of an own goal too), the carded player, the penalty taker, the player coming on. */
  playerId: absent(Schema.String),
  /** The assist of a goal, the player going off in a substitution. */
  secondaryPlayerId: absent(Schema.String),
  /**
   * goal: regular, penalty, own_goal; var_decision: check, goal_confirmed, goal_disallowed;
   * in_game_penalty: awarded, missed (soccer), minor (ice hockey); red_card: straight, second_yellow.
   */
  subType: absent(Schema.String),
  /** Points of a basket (1, 2 or 3), penalty minutes (ice hockey), minutes announced (injury_time). */
  value: absent(Schema.Number),
  period: absent(Schema.Struct({ type: ScopeType, number: Schema.Number })),
});
export type MatchIncident = typeof MatchIncident.Type;

/** The home side's participant code. */
export const HOME: MatchSide = "p1";
/** The away side's participant code. */
export const AWAY: MatchSide = "p2";

export const otherSide = (side: MatchSide): MatchSide => (side === HOME ? AWAY : HOME);
