import { Schema } from "effect";

/**
 * The feed tree (sports-data section 3): sports hold categories, which hold tournaments, which hold
 * events; an event holds scopes (full event, halves, periods, sets…), and each scope holds its markets
 * (with outcomes) and its scores. Children are records keyed by the last part of their path.
 */
export const SportKind = Schema.Literals(["base", "virtual", "esport", "decimal_cricket"]);
export type SportKind = typeof SportKind.Type;

export const EventStatus = Schema.Literals([
  "not_started",
  "in_progress",
  "finished",
  "cancelled",
  "interrupted",
  "postponed",
  "retired",
  "corrupted",
]);
export type EventStatus = typeof EventStatus.Type;

export const ScopeType = Schema.Literals([
  "full_event",
  "half",
  "period",
  "set",
  "quarter",
  "game",
  "overtime",
  "extra_time",
  "penalties",
]);
export type ScopeType = typeof ScopeType.Type;

export const Outcome = Schema.Struct({
  id: Schema.String,
  /** P1, X, P2, over, under, yes, no, … */
  code: Schema.String,
  coefficient: Schema.Number,
  locked: Schema.Boolean,
  updatedAt: Schema.Number,
});
export type Outcome = typeof Outcome.Type;

export const Market = Schema.Struct({
  id: Schema.String,
  type: Schema.String,
  parameters: Schema.Record(Schema.String, Schema.String),
  locked: Schema.Boolean,
  outcomes: Schema.Record(Schema.String, Outcome),
});
export type Market = typeof Market.Type;

export const Score = Schema.Struct({
  /** score, yellow_card, red_card, corner */
  type: Schema.String,
  /** p1 (home) or p2 (away) */
  teamId: Schema.String,
  value: Schema.Number,
});
export type Score = typeof Score.Type;

export const Scope = Schema.Struct({
  type: ScopeType,
  number: Schema.Number,
  locked: Schema.Boolean,
  markets: Schema.Record(Schema.String, Market),
  scores: Schema.Record(Schema.String, Score),
});
export type Scope = typeof Scope.Type;

export const Participant = Schema.Struct({
  /** p1 (home) … */
  shortId: Schema.String,
  teamId: Schema.String,
  name: Schema.String,
});
export type Participant = typeof Participant.Type;

export const EventExtraInfo = Schema.Struct({
  betRadarId: Schema.optional(Schema.String),
  currentMinute: Schema.optional(Schema.Number),
  /** Added time being played, e.g. 3 for 45+3. */
  addedMinute: Schema.optional(Schema.Number),
  videoUrl: Schema.optional(Schema.String),
  /** p1 or p2: who serves (tennis, volleyball). */
  currentServer: Schema.optional(Schema.String),
  /** `type-number::startTime` of the scope being played. */
  currentScopeTime: Schema.optional(Schema.String),
});
export type EventExtraInfo = typeof EventExtraInfo.Type;

export const CurrentScope = Schema.Struct({ type: ScopeType, number: Schema.Number });
export type CurrentScope = typeof CurrentScope.Type;

export const FeedEvent = Schema.Struct({
  id: Schema.String,
  sportId: Schema.String,
  categoryId: Schema.String,
  tournamentId: Schema.String,
  startTime: Schema.Number,
  bb: Schema.Boolean,
  status: EventStatus,
  finishedAt: Schema.NullOr(Schema.Number),
  totalOutcomes: Schema.Number,
  participants: Schema.Array(Participant),
  extraInfo: EventExtraInfo,
  locked: Schema.Boolean,
  currentScope: Schema.NullOr(CurrentScope),
  scopes: Schema.Record(Schema.String, Scope),
});
export type FeedEvent = typeof FeedEvent.Type;

export const Tournament = Schema.Struct({
  id: Schema.String,
  sportId: Schema.String,
  categoryId: Schema.String,
  name: Schema.String,
  slug: Schema.String,
  priority: Schema.Number,
  cashOutAvailable: Schema.Boolean,
  events: Schema.Record(Schema.String, FeedEvent),
});
export type Tournament = typeof Tournament.Type;

export const Category = Schema.Struct({
  id: Schema.String,
  sportId: Schema.String,
  name: Schema.String,
  icon: Schema.String,
  slug: Schema.String,
  priority: Schema.Number,
  tournaments: Schema.Record(Schema.String, Tournament),
});
export type Category = typeof Category.Type;

export const Sport = Schema.Struct({
  id: Schema.String,
  code: Schema.String,
  name: Schema.String,
  priority: Schema.Number,
  kind: SportKind,
  categories: Schema.Record(Schema.String, Category),
});
export type Sport = typeof Sport.Type;

export const FeedTree = Schema.Struct({ sports: Schema.Record(Schema.String, Sport) });
export type FeedTree = typeof FeedTree.Type;

export const emptyFeedTree: FeedTree = { sports: {} };

/** The levels of the tree, top down, and the record that holds each level's children. */
export const FEED_LEVELS = [
  "sport",
  "category",
  "tournament",
  "event",
  "scope",
  "market",
  "outcome",
  "score",
] as const;
export type FeedLevel = (typeof FEED_LEVELS)[number];
