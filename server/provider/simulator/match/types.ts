import type { EventStatus, ScopeType } from "../../../../domain/feed/tree";
import type { FullSportCode } from "../types";

/** p1 is the home side (first player in tennis), p2 the away side. */
export type Side = "p1" | "p2";

export interface ScopeRef {
  readonly type: ScopeType;
  readonly number: number;
}

/**
 * The spec's incident types (sports-data 3), plus `point` for scoring that is not a goal: a tennis or
 * volleyball rally, a basketball basket or free throw (its `value` says 1, 2 or 3).
 */
export type IncidentType =
  | "goal"
  | "yellow_card"
  | "red_card"
  | "corner"
  | "substitution"
  | "period"
  | "injury_time"
  | "in_game_penalty"
  | "var_decision"
  | "penalty_shootout"
  | "point";

export interface MatchIncident {
  /** 1, 2, 3… in time order: the incident hash's sequence number. */
  readonly seq: number;
  readonly type: IncidentType;
  /** Epoch ms. */
  readonly time: number;
  readonly scope: ScopeRef;
  /** Match-clock minute (soccer, basketball, ice hockey); 45 during first-half added time. */
  readonly minute?: number;
  /** Added minute being played, 3 for 45+3 (soccer). */
  readonly addedMinute?: number;
  readonly participant?: Side;
  readonly playerId?: string;
  /** The assist of a goal, the player going off in a substitution. */
  readonly secondaryPlayerId?: string;
  /**
   * goal: regular, penalty, own_goal; period: start, end; var_decision: check, goal_confirmed,
   * goal_disallowed; in_game_penalty: awarded, missed (soccer), minor (ice hockey); red_card:
   * straight, second_yellow; penalty_shootout: scored, missed.
   */
  readonly subType?: string;
  /** Points of a basket, minutes announced (injury_time), penalty minutes (ice hockey). */
  readonly value?: number;
  /** End of a VAR check or of an ice-hockey penalty, epoch ms. */
  readonly until?: number;
}

/** scopeKey (`half--1`) → scoreKey (`score--p1`) → value. Copy-on-write: unchanged scopes are shared. */
export type ScoreSheet = Readonly<Record<string, Readonly<Record<string, number>>>>;

/** What holds after an incident, precomputed so that asking about an instant is a lookup. */
export interface MatchSnapshot {
  readonly scores: ScoreSheet;
  /** Who serves next (tennis, volleyball). */
  readonly server?: Side;
  /** Markets stay locked until then (epoch ms): after a goal, during a VAR check… */
  readonly lockedUntil: number;
  /** Sport-specific counters the pricing needs and the sheet does not hold (see each engine). */
  readonly detail?: ReadonlyArray<number>;
}

export interface PeriodSpan {
  readonly scope: ScopeRef;
  /** Epoch ms. */
  readonly start: number;
  readonly end: number;
  /** Match clock (seconds) at the start of the period, for sports with a clock. */
  readonly clockFrom?: number;
  /** Clock second where regulation ends and added time begins (soccer). */
  readonly regulation?: number;
  /** Clock second where the period ends on a stopped clock (basketball, ice hockey). */
  readonly clockTo?: number;
}

export type EndStatus = "finished" | "cancelled" | "postponed" | "interrupted" | "retired";

export interface SoccerModel {
  readonly sport: "soccer";
  /** Expected goals over 90 minutes, home advantage included. */
  readonly homeGoals: number;
  readonly awayGoals: number;
}

export interface TennisModel {
  readonly sport: "tennis";
  /** Probability that p1 wins a point on their own serve; p2 likewise. */
  readonly serveP1: number;
  readonly serveP2: number;
  readonly bestOfSets: number;
}

export interface BasketballModel {
  readonly sport: "basketball";
  readonly quarterMinutes: number;
  /** Mean seconds per possession. */
  readonly possessionSeconds: number;
  /** Expected points per minute of play for each side. */
  readonly homeRate: number;
  readonly awayRate: number;
}

export interface IceHockeyModel {
  readonly sport: "ice_hockey";
  /** Expected goals over 60 minutes. */
  readonly homeGoals: number;
  readonly awayGoals: number;
}

export interface VolleyballModel {
  readonly sport: "volleyball";
  /** Probability that p1 wins a rally it serves; p2 likewise. */
  readonly serveP1: number;
  readonly serveP2: number;
  readonly bestOfSets: number;
}

export type SportModel = SoccerModel | TennisModel | BasketballModel | IceHockeyModel | VolleyballModel;

/** A whole match, precomputed from the fixture's seed. */
export interface MatchTimeline {
  readonly fixtureId: string;
  readonly sportCode: FullSportCode;
  readonly startTime: number;
  readonly knockout: boolean;
  readonly model: SportModel;
  readonly periods: ReadonlyArray<PeriodSpan>;
  readonly incidents: ReadonlyArray<MatchIncident>;
  /** snapshots[i] holds after incidents[i]. */
  readonly snapshots: ReadonlyArray<MatchSnapshot>;
  readonly initial: MatchSnapshot;
  /** When play stopped for good (epoch ms); null when it never starts. */
  readonly endTime: number | null;
  readonly endStatus: EndStatus;
  readonly winner: Side | null;
}

export type MatchPhase = "scheduled" | "play" | "break" | "ended";

export interface MatchState {
  readonly status: EventStatus;
  readonly phase: MatchPhase;
  /** During a break, the scope about to start (its start is then in the future). */
  readonly currentScope: ScopeRef | null;
  readonly currentScopeStart: number | null;
  /** `type-number::startTime`, the spec's format. */
  readonly currentScopeTime: string | null;
  readonly snapshot: MatchSnapshot;
  readonly scores: ScoreSheet;
  readonly minute?: number;
  readonly addedMinute?: number;
  readonly server?: Side;
  readonly lockedUntil: number;
  readonly finishedAt: number | null;
  /** How many incidents have happened: `incidents` is their prefix of the timeline. */
  readonly incidentCount: number;
  readonly incidents: ReadonlyArray<MatchIncident>;
}
