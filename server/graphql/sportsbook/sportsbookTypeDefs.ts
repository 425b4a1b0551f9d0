import { DISPLAY_STATUSES } from "../../../domain/event/displayStatus";
import { EventStatus, ScopeType } from "../../../domain/feed/tree";
import {
  TOP_TOURNAMENTS_DEFAULT_SIZE,
  TOP_TOURNAMENTS_MAX_SIZE,
} from "../../../domain/sportsbook/homeLimits";

/**
 * The Sportsbook service's home queries (sports-data sections 2 and 7). Enums are written from the
 * domain's own lists, so the schema cannot drift from the Schema types that decode its answers.
 */
export const sportsbookTypeDefs = /* GraphQL */ `
  enum EventStatus { ${EventStatus.literals.join(" ")} }
  enum DisplayStatus { ${DISPLAY_STATUSES.join(" ")} }
  enum ScopeType { ${ScopeType.literals.join(" ")} }
  enum ScoreLeader { home away }

  type EventCategory {
    id: ID!
    name: String!
    "Country or region code of the category's flag."
    icon: String!
    slug: String!
  }
  type EventTournament {
    id: ID!
    name: String!
    slug: String!
    priority: Int!
  }
  type EventParticipant {
    "p1 (home) or p2 (away)."
    shortId: String!
    teamId: ID!
    name: String!
  }
  type CurrentScope {
    type: ScopeType!
    number: Int!
  }
  type SideScore {
    "What the score line shows: 2, or 1 (4) after a shoot-out."
    text: String!
    "Goals in play (the full event less the shoot-out)."
    score: Int!
    penalties: Int
  }
  type EventScore {
    home: SideScore!
    away: SideScore!
    "The side ahead, null when level."
    leader: ScoreLeader
  }
  type MarketParameter {
    key: String!
    value: String!
  }
  type MarketOutcome {
    id: ID!
    "P1, X, P2, over, under…"
    code: String!
    coefficient: Float!
    locked: Boolean!
  }
  type MainMarket {
    id: ID!
    type: String!
    parameters: [MarketParameter!]!
    locked: Boolean!
    outcomes: [MarketOutcome!]!
  }
  type TopEvent {
    id: ID!
    sportId: ID!
    status: EventStatus!
    displayStatus: DisplayStatus!
    "Epoch milliseconds."
    startTime: Float!
    currentMinute: Int
    addedMinute: Int
    currentScope: CurrentScope
    tournament: EventTournament!
    category: EventCategory!
    participants: [EventParticipant!]!
    "Null before kick-off."
    score: EventScore
    "The highest-priority market of the sport the event offers; null when it offers none."
    mainMarket: MainMarket
  }
  type TopTournament {
    id: ID!
    sportId: ID!
    name: String!
    slug: String!
    priority: Int!
    category: EventCategory!
    liveEventCount: Int!
    upcomingEventCount: Int!
    "Every listed event, finished ones included."
    eventCount: Int!
  }

  extend type Query {
    "Live events first, then those still to start on the caller's local day, by tournament priority."
    topEvents(sportId: ID!, "Seconds east of UTC: a multiple of 900 from -43200 to 50400." timeZoneOffset: Int!): [TopEvent!]!
    "Tournaments with live or upcoming events, by priority; size 1 to ${TOP_TOURNAMENTS_MAX_SIZE}."
    topTournaments(sportId: ID!, size: Int = ${TOP_TOURNAMENTS_DEFAULT_SIZE}): [TopTournament!]!
  }
`;
