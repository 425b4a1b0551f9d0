import { EventStatus } from "../../../domain/feed/tree";
import {
  LEAGUES_PAGE,
  MAX_PAGE,
  PLAYER_MATCHES_PAGE,
  TOP_PLAYERS_LIMIT,
} from "../../../domain/statistics/statisticsErrors";

/**
 * The Statistics service (issue 9): tournaments, seasons and their events, standings, knockouts, teams,
 * players and match statistics. Lists page with `first`/`after` and the spec's page info, filter with
 * `where` (and/eq on named field paths) and order with `orderBy`; each list names its fields.
 */
/** Types both services use: paging, filters, the event row and its parts. */
export const statisticsSharedTypeDefs = /* GraphQL */ `
  enum StatEventStatus { ${EventStatus.literals.join(" ")} }
  enum SortDirection { ASC DESC }
  enum StandingsScope { overall home away }
  enum TransferDirection { ARRIVALS DEPARTURES }

  type PageInfo {
    hasNextPage: Boolean!
    hasPreviousPage: Boolean!
    startCursor: String
    endCursor: String
    total: Int!
  }
  input FieldEq { fieldPath: String!, value: String! }
  "An and of conditions; each condition is an eq or a nested and."
  input ListFilter { and: [ListFilter!], eq: FieldEq }
  input ListOrder { fieldPath: String!, direction: SortDirection! }

  type StatCategory { id: ID!, name: String!, icon: String!, slug: String! }
  type StatTeamRef { id: ID!, name: String!, shortName: String! }
  type StandingsZone { from: Int!, to: Int!, kind: String!, label: String! }
  type StatSeason { id: ID!, year: String!, startYear: Int!, source: String! }

  type TournamentProfile {
    id: ID!
    sportId: ID!
    name: String!
    slug: String!
    category: StatCategory!
    "league, cup, groups_knockout, draw"
    kind: String!
    "Newest first: the current season, earlier simulated ones, then imported real seasons."
    seasons: [StatSeason!]!
    "The latest season: the view can tell when the viewed one differs."
    currentSeasonId: ID
    tieBreakingRules: [String!]!
    zones: [StandingsZone!]!
    hasStandings: Boolean!
    hasKnockout: Boolean!
  }

  type StatScore { home: Int!, away: Int!, penaltiesHome: Int, penaltiesAway: Int }
  type StatEvent {
    id: ID!
    tournamentId: ID!
    seasonId: ID!
    round: Int!
    roundType: String!
    stage: String!
    group: String
    "Epoch milliseconds."
    startTime: Float!
    status: StatEventStatus!
    home: StatTeamRef!
    away: StatTeamRef!
    score: StatScore
    "home, away, or null (a draw, or undecided)."
    winner: String
    minute: Int
    sportId: ID!
    "Its tournament and category, for a page that shows the event alone (an archived match)."
    tournament: StatEventTournament
  }
  type StatEventTournament { id: ID!, name: String!, slug: String!, category: StatCategory! }
  type StatEventConnection { nodes: [StatEvent!]!, pageInfo: PageInfo! }

`;

export const statisticsTypeDefs = /* GraphQL */ `
  type StandingRow {
    position: Int!
    team: StatTeamRef!
    played: Int!
    won: Int!
    drawn: Int!
    lost: Int!
    goalsFor: Int!
    goalsAgainst: Int!
    goalDifference: Int!
    points: Int!
    "W, D or L, oldest first."
    form: [String!]!
    "Playing now: the row holds the live score."
    live: Boolean!
  }
  type StandingsTable { group: String, scope: StandingsScope!, rows: [StandingRow!]! }
  "A season's matches as the browser's live standings need them: finished and running, in order."
  type StandingsMatch { id: ID!, home: ID!, away: ID!, homeGoals: Int!, awayGoals: Int!, live: Boolean!, homeCards: Int!, awayCards: Int! }
  type Standings {
    seasonId: ID!
    tieBreakingRules: [String!]!
    pointsForWin: Int!
    pointsForDraw: Int!
    zones: [StandingsZone!]!
    tables: [StandingsTable!]!
    "Group name (empty for a single table) by team id."
    groupOf: [GroupMember!]!
    matches: [StandingsMatch!]!
    teams: [StatTeamRef!]!
  }
  type GroupMember { teamId: ID!, group: String! }

  type KnockoutPair {
    id: ID!
    home: StatTeamRef
    away: StatTeamRef
    "One match, or two legs."
    events: [StatEvent!]!
    aggregate: StatScore
    "The team that went through, once decided."
    winnerId: ID
  }
  type KnockoutRound { id: ID!, type: String!, number: Int!, pairs: [KnockoutPair!]! }
  type KnockoutTopTab { id: ID!, name: String!, roundIds: [ID!]! }
  type Knockout {
    id: ID!
    seasonId: ID!
    name: String!
    currentRoundId: ID!
    rounds: [KnockoutRound!]!
    topTabs: [KnockoutTopTab!]!
  }

  type MetricRow { position: Int!, team: StatTeamRef!, player: StatPlayerRef, value: Float!, played: Int! }
  type MetricTable { metric: String!, group: String!, rows: [MetricRow!]! }
  type StatPlayerRef { id: ID!, name: String!, position: String! }

  type StatPlayer {
    id: ID!
    name: String!
    firstName: String!
    lastName: String!
    shortName: String!
    position: String!
    shirtNumber: Int!
    dateOfBirth: Float!
    height: Int!
    preferredFoot: String!
    country: String!
    marketValue: Float!
    contractUntil: Float
    team: StatTeamRef!
    sportId: ID!
  }
  type TeamFormEntry { eventId: ID!, result: String!, opponent: StatTeamRef!, score: StatScore, startTime: Float! }
  type TeamProfile {
    id: ID!
    sportId: ID!
    name: String!
    shortName: String!
    category: StatCategory!
    foundationDate: Float!
    managerName: String!
    venue: String!
    national: Boolean!
    country: String!
    "The last five results, oldest first."
    form: [TeamFormEntry!]!
    lastEvent: StatEvent
    nextEvent: StatEvent
    "Current seasons of the team's tournaments (the tournament select)."
    tournaments: [TeamTournament!]!
    players: [StatPlayer!]!
  }
  type TeamTournament { tournamentId: ID!, name: String!, seasonId: ID!, year: String!, hasStandings: Boolean! }

  type StatTransfer {
    player: StatPlayerRef!
    fromTeam: StatTeamRef
    toTeam: StatTeamRef
    date: Float!
    type: String!
    fee: Float!
  }
  type StatTransferConnection { nodes: [StatTransfer!]!, pageInfo: PageInfo! }

  type IncidentCounts { goal: Int!, ownGoal: Int!, penaltyGoal: Int!, assist: Int!, yellowCard: Int!, redCard: Int! }
  type PlayerMatch { event: StatEvent!, tournamentName: String!, categoryName: String!, summary: IncidentCounts, minutesPlayed: Int! }
  type PlayerMatchConnection { nodes: [PlayerMatch!]!, pageInfo: PageInfo! }

  type StatIncident {
    seq: Int!
    type: String!
    minute: Int
    addedMinute: Int
    periodType: String!
    periodNumber: Int!
    participant: String
    playerId: ID
    playerName: String
    secondaryPlayerId: ID
    secondaryPlayerName: String
    subType: String
    value: Int
    homeScore: Int
    awayScore: Int
  }
  type MatchStatItem { name: String!, home: Float!, away: Float!, unit: String }
  type MatchStatGroup { name: String!, items: [MatchStatItem!]! }
  type MatchStatPeriod { period: String!, groups: [MatchStatGroup!]! }
  type LineupPlayer {
    playerId: ID!
    name: String!
    shirtNumber: Int!
    position: String!
    row: Int
    column: Int
    substitute: Boolean!
    cameOn: Int
    wentOff: Int
    rating: Float
  }
  type MissingPlayer { playerId: ID!, name: String!, reason: String! }
  type Lineup { teamType: String!, formation: String!, manager: String!, players: [LineupPlayer!]!, missingPlayers: [MissingPlayer!]! }
  type PlayerStatValue { group: String!, name: String!, value: Float! }
  type PlayerMatchStats { playerId: ID!, name: String!, teamType: String!, position: String!, minutesPlayed: Int!, rating: Float, values: [PlayerStatValue!]! }
  type MomentumPoint { minute: Int!, value: Float! }
  type EventStatistics {
    event: StatEvent!
    venue: String!
    referee: String!
    incidents: [StatIncident!]!
    statistics: [MatchStatPeriod!]!
    lineups: [Lineup!]!
    playerStats: [PlayerMatchStats!]!
    momentum: [MomentumPoint!]!
  }

  extend type Query {
    tournament(id: ID!): TournamentProfile
    "A season's events; fields: status, round, roundType, group, teamId (either side); order: startTime, round."
    seasonEvents(seasonId: ID!, first: Int = 50, after: String, where: ListFilter, orderBy: [ListOrder!]): StatEventConnection!
    "The tables of a season (overall, home, away per group); live: running matches count with their score."
    standings(seasonId: ID!, live: Boolean = false): Standings
    knockout(seasonId: ID!): Knockout
    "Metric tables of a season's players (limit ${TOP_PLAYERS_LIMIT})."
    topPlayers(seasonId: ID!, limit: Int = ${TOP_PLAYERS_LIMIT}): [MetricTable!]!
    topTeams(seasonId: ID!, limit: Int = ${TOP_PLAYERS_LIMIT}): [MetricTable!]!
    team(id: ID!): TeamProfile
    "A team's events across its tournaments; fields as seasonEvents plus tournamentId."
    teamEvents(teamId: ID!, first: Int = 20, after: String, where: ListFilter, orderBy: [ListOrder!]): StatEventConnection!
    "The team's season in a tournament, as metric tables over its players."
    teamStatistics(teamId: ID!, seasonId: ID!): [MetricTable!]!
    transfers(teamId: ID, playerId: ID, direction: TransferDirection, first: Int = 20, after: String): StatTransferConnection!
    player(id: ID!): StatPlayer
    "Newest first, ${PLAYER_MATCHES_PAGE} a page (max ${MAX_PAGE})."
    playerMatches(playerId: ID!, first: Int = ${PLAYER_MATCHES_PAGE}, after: String): PlayerMatchConnection!
    eventStatistics(eventId: ID!): EventStatistics
    "One event as the archive knows it (a match past the live line's days, or an imported one)."
    event(id: ID!): StatEvent
  }
`;

/** The Aggregator service: pages that gather from several lists (leagues, an event's head-to-head). */
export const aggregatorTypeDefs = /* GraphQL */ `
  type LeagueEntry { id: ID!, name: String!, slug: String!, category: StatCategory!, kind: String!, currentSeasonId: ID }
  type LeagueConnection { nodes: [LeagueEntry!]!, pageInfo: PageInfo! }
  type EventH2h {
    eventId: ID!
    home: StatTeamRef!
    away: StatTeamRef!
    homeLast: [StatEvent!]!
    awayLast: [StatEvent!]!
    headToHead: [StatEvent!]!
    homeNext: [StatEvent!]!
    awayNext: [StatEvent!]!
  }
  extend type Query {
    "A sport's tournaments by category, ${LEAGUES_PAGE} a page."
    leagues(sportId: ID!, first: Int = ${LEAGUES_PAGE}, after: String): LeagueConnection!
    "Last matches of each team (limit 4 or 5), their meetings and next matches."
    eventH2h(eventId: ID!, limit: Int = 5): EventH2h
  }
`;
