import { Schema } from "effect";
import { EventStatus } from "../feed/tree";
import { PageInfo } from "./paging";

/**
 * The Statistics and Aggregator services' answers as the browser decodes them (issue 9). The documents
 * that ask for them are in statisticsQueries.ts; the server's schema is
 * server/graphql/statistics/statisticsTypeDefs.ts.
 */
const Nullable = <S extends Schema.Top>(schema: S) => Schema.NullOr(schema);

export const StatCategory = Schema.Struct({
  id: Schema.String,
  name: Schema.String,
  icon: Schema.String,
  slug: Schema.String,
});
export type StatCategory = typeof StatCategory.Type;

export const StatTeamRef = Schema.Struct({
  id: Schema.String,
  name: Schema.String,
  shortName: Schema.String,
});
export type StatTeamRef = typeof StatTeamRef.Type;

export const StatPlayerRef = Schema.Struct({
  id: Schema.String,
  name: Schema.String,
  position: Schema.String,
});
export type StatPlayerRef = typeof StatPlayerRef.Type;

export const StatScore = Schema.Struct({
  home: Schema.Number,
  away: Schema.Number,
  penaltiesHome: Nullable(Schema.Number),
  penaltiesAway: Nullable(Schema.Number),
});
export type StatScore = typeof StatScore.Type;

export const StatEvent = Schema.Struct({
  id: Schema.String,
  tournamentId: Schema.String,
  seasonId: Schema.String,
  round: Schema.Number,
  roundType: Schema.String,
  stage: Schema.String,
  group: Nullable(Schema.String),
  startTime: Schema.Number,
  status: EventStatus,
  home: StatTeamRef,
  away: StatTeamRef,
  score: Nullable(StatScore),
  winner: Nullable(Schema.Literals(["home", "away"])),
  minute: Nullable(Schema.Number),
});
export type StatEvent = typeof StatEvent.Type;

export const StatEventPage = Schema.Struct({ nodes: Schema.Array(StatEvent), pageInfo: PageInfo });
export type StatEventPage = typeof StatEventPage.Type;

export const StandingsZone = Schema.Struct({
  from: Schema.Number,
  to: Schema.Number,
  kind: Schema.String,
  label: Schema.String,
});
export type StandingsZone = typeof StandingsZone.Type;

export const StatSeason = Schema.Struct({
  id: Schema.String,
  year: Schema.String,
  startYear: Schema.Number,
  source: Schema.String,
});
export type StatSeason = typeof StatSeason.Type;

export const TournamentProfile = Schema.Struct({
  id: Schema.String,
  sportId: Schema.String,
  name: Schema.String,
  slug: Schema.String,
  category: StatCategory,
  kind: Schema.String,
  seasons: Schema.Array(StatSeason),
  currentSeasonId: Nullable(Schema.String),
  tieBreakingRules: Schema.Array(Schema.String),
  zones: Schema.Array(StandingsZone),
  hasStandings: Schema.Boolean,
  hasKnockout: Schema.Boolean,
});
export type TournamentProfile = typeof TournamentProfile.Type;

export const StandingRowView = Schema.Struct({
  position: Schema.Number,
  team: StatTeamRef,
  played: Schema.Number,
  won: Schema.Number,
  drawn: Schema.Number,
  lost: Schema.Number,
  goalsFor: Schema.Number,
  goalsAgainst: Schema.Number,
  goalDifference: Schema.Number,
  points: Schema.Number,
  form: Schema.Array(Schema.String),
  live: Schema.Boolean,
});
export type StandingRowView = typeof StandingRowView.Type;

export const StandingsScopeName = Schema.Literals(["overall", "home", "away"]);
export type StandingsScopeName = typeof StandingsScopeName.Type;

export const StandingsTable = Schema.Struct({
  group: Nullable(Schema.String),
  scope: StandingsScopeName,
  rows: Schema.Array(StandingRowView),
});
export type StandingsTable = typeof StandingsTable.Type;

export const StandingsMatch = Schema.Struct({
  id: Schema.String,
  home: Schema.String,
  away: Schema.String,
  homeGoals: Schema.Number,
  awayGoals: Schema.Number,
  live: Schema.Boolean,
  homeCards: Schema.Number,
  awayCards: Schema.Number,
});
export type StandingsMatch = typeof StandingsMatch.Type;

export const StandingsAnswer = Schema.Struct({
  seasonId: Schema.String,
  tieBreakingRules: Schema.Array(Schema.String),
  pointsForWin: Schema.Number,
  pointsForDraw: Schema.Number,
  zones: Schema.Array(StandingsZone),
  tables: Schema.Array(StandingsTable),
  groupOf: Schema.Array(Schema.Struct({ teamId: Schema.String, group: Schema.String })),
  matches: Schema.Array(StandingsMatch),
  teams: Schema.Array(StatTeamRef),
});
export type StandingsAnswer = typeof StandingsAnswer.Type;

export const KnockoutPair = Schema.Struct({
  id: Schema.String,
  home: Nullable(StatTeamRef),
  away: Nullable(StatTeamRef),
  events: Schema.Array(StatEvent),
  aggregate: Nullable(StatScore),
  winnerId: Nullable(Schema.String),
});
export type KnockoutPair = typeof KnockoutPair.Type;

export const KnockoutAnswer = Schema.Struct({
  id: Schema.String,
  seasonId: Schema.String,
  name: Schema.String,
  currentRoundId: Schema.String,
  rounds: Schema.Array(
    Schema.Struct({
      id: Schema.String,
      type: Schema.Literals([
        "REGULAR",
        "ONE_SIXTEENTH",
        "ONE_EIGHTH",
        "QUARTERFINALS",
        "SEMIFINALS",
        "FINAL",
      ]),
      number: Schema.Number,
      pairs: Schema.Array(KnockoutPair),
    }),
  ),
  topTabs: Schema.Array(
    Schema.Struct({ id: Schema.String, name: Schema.String, roundIds: Schema.Array(Schema.String) }),
  ),
});
export type KnockoutAnswer = typeof KnockoutAnswer.Type;

export const MetricTable = Schema.Struct({
  metric: Schema.String,
  group: Schema.String,
  rows: Schema.Array(
    Schema.Struct({
      position: Schema.Number,
      team: StatTeamRef,
      player: Nullable(StatPlayerRef),
      value: Schema.Number,
      played: Schema.Number,
    }),
  ),
});
export type MetricTable = typeof MetricTable.Type;

export const StatPlayer = Schema.Struct({
  id: Schema.String,
  name: Schema.String,
  firstName: Schema.String,
  lastName: Schema.String,
  shortName: Schema.String,
  position: Schema.String,
  shirtNumber: Schema.Number,
  dateOfBirth: Schema.Number,
  height: Schema.Number,
  preferredFoot: Schema.String,
  country: Schema.String,
  marketValue: Schema.Number,
  contractUntil: Nullable(Schema.Number),
  team: StatTeamRef,
  sportId: Schema.String,
});
export type StatPlayer = typeof StatPlayer.Type;

export const TeamProfile = Schema.Struct({
  id: Schema.String,
  sportId: Schema.String,
  name: Schema.String,
  shortName: Schema.String,
  category: StatCategory,
  foundationDate: Schema.Number,
  managerName: Schema.String,
  venue: Schema.String,
  national: Schema.Boolean,
  country: Schema.String,
  form: Schema.Array(
    Schema.Struct({
      eventId: Schema.String,
      result: Schema.Literals(["WIN", "DRAW", "LOSE"]),
      opponent: StatTeamRef,
      score: Nullable(StatScore),
      startTime: Schema.Number,
    }),
  ),
  lastEvent: Nullable(StatEvent),
  nextEvent: Nullable(StatEvent),
  tournaments: Schema.Array(
    Schema.Struct({
      tournamentId: Schema.String,
      name: Schema.String,
      seasonId: Schema.String,
      year: Schema.String,
      hasStandings: Schema.Boolean,
    }),
  ),
  players: Schema.Array(StatPlayer),
});
export type TeamProfile = typeof TeamProfile.Type;

export const StatTransfer = Schema.Struct({
  player: StatPlayerRef,
  fromTeam: Nullable(StatTeamRef),
  toTeam: Nullable(StatTeamRef),
  date: Schema.Number,
  type: Schema.String,
  fee: Schema.Number,
});
export type StatTransfer = typeof StatTransfer.Type;

export const TransferPage = Schema.Struct({ nodes: Schema.Array(StatTransfer), pageInfo: PageInfo });
export type TransferPage = typeof TransferPage.Type;

export const IncidentCounts = Schema.Struct({
  goal: Schema.Number,
  ownGoal: Schema.Number,
  penaltyGoal: Schema.Number,
  assist: Schema.Number,
  yellowCard: Schema.Number,
  redCard: Schema.Number,
});
export type IncidentCounts = typeof IncidentCounts.Type;

export const PlayerMatch = Schema.Struct({
  event: StatEvent,
  tournamentName: Schema.String,
  categoryName: Schema.String,
  summary: Nullable(IncidentCounts),
  minutesPlayed: Schema.Number,
});
export type PlayerMatch = typeof PlayerMatch.Type;

export const PlayerMatchPage = Schema.Struct({ nodes: Schema.Array(PlayerMatch), pageInfo: PageInfo });
export type PlayerMatchPage = typeof PlayerMatchPage.Type;

export const StatIncidentView = Schema.Struct({
  seq: Schema.Number,
  type: Schema.String,
  minute: Nullable(Schema.Number),
  addedMinute: Nullable(Schema.Number),
  periodType: Schema.String,
  periodNumber: Schema.Number,
  participant: Nullable(Schema.Literals(["p1", "p2"])),
  playerId: Nullable(Schema.String),
  playerName: Nullable(Schema.String),
  secondaryPlayerId: Nullable(Schema.String),
  secondaryPlayerName: Nullable(Schema.String),
  subType: Nullable(Schema.String),
  value: Nullable(Schema.Number),
  homeScore: Nullable(Schema.Number),
  awayScore: Nullable(Schema.Number),
});
export type StatIncidentView = typeof StatIncidentView.Type;

export const MatchStatPeriod = Schema.Struct({
  period: Schema.String,
  groups: Schema.Array(
    Schema.Struct({
      name: Schema.String,
      items: Schema.Array(
        Schema.Struct({
          name: Schema.String,
          home: Schema.Number,
          away: Schema.Number,
          unit: Nullable(Schema.String),
        }),
      ),
    }),
  ),
});
export type MatchStatPeriod = typeof MatchStatPeriod.Type;

export const LineupPlayerView = Schema.Struct({
  playerId: Schema.String,
  name: Schema.String,
  shirtNumber: Schema.Number,
  position: Schema.String,
  row: Nullable(Schema.Number),
  column: Nullable(Schema.Number),
  substitute: Schema.Boolean,
  cameOn: Nullable(Schema.Number),
  wentOff: Nullable(Schema.Number),
  rating: Nullable(Schema.Number),
});
export type LineupPlayerView = typeof LineupPlayerView.Type;

export const LineupView = Schema.Struct({
  teamType: Schema.Literals(["home", "away"]),
  formation: Schema.String,
  manager: Schema.String,
  players: Schema.Array(LineupPlayerView),
  missingPlayers: Schema.Array(
    Schema.Struct({ playerId: Schema.String, name: Schema.String, reason: Schema.String }),
  ),
});
export type LineupView = typeof LineupView.Type;

export const PlayerMatchStatsView = Schema.Struct({
  playerId: Schema.String,
  name: Schema.String,
  teamType: Schema.Literals(["home", "away"]),
  position: Schema.String,
  minutesPlayed: Schema.Number,
  rating: Nullable(Schema.Number),
  values: Schema.Array(Schema.Struct({ group: Schema.String, name: Schema.String, value: Schema.Number })),
});
export type PlayerMatchStatsView = typeof PlayerMatchStatsView.Type;

export const EventStatisticsAnswer = Schema.Struct({
  event: StatEvent,
  venue: Schema.String,
  referee: Schema.String,
  incidents: Schema.Array(StatIncidentView),
  statistics: Schema.Array(MatchStatPeriod),
  lineups: Schema.Array(LineupView),
  playerStats: Schema.Array(PlayerMatchStatsView),
  momentum: Schema.Array(Schema.Struct({ minute: Schema.Number, value: Schema.Number })),
});
export type EventStatisticsAnswer = typeof EventStatisticsAnswer.Type;

/** The player statistics of one match, and the match (EVENT_PLAYER_STATS_QUERY). */
export const EventPlayerStatsAnswer = Schema.Struct({
  event: StatEvent,
  playerStats: Schema.Array(PlayerMatchStatsView),
});
export type EventPlayerStatsAnswer = typeof EventPlayerStatsAnswer.Type;

export const EventH2hAnswer = Schema.Struct({
  eventId: Schema.String,
  home: StatTeamRef,
  away: StatTeamRef,
  homeLast: Schema.Array(StatEvent),
  awayLast: Schema.Array(StatEvent),
  headToHead: Schema.Array(StatEvent),
  homeNext: Schema.Array(StatEvent),
  awayNext: Schema.Array(StatEvent),
});
export type EventH2hAnswer = typeof EventH2hAnswer.Type;

export const LeagueEntry = Schema.Struct({
  id: Schema.String,
  name: Schema.String,
  slug: Schema.String,
  category: StatCategory,
  kind: Schema.String,
  currentSeasonId: Nullable(Schema.String),
});
export type LeagueEntry = typeof LeagueEntry.Type;

export const LeaguePage = Schema.Struct({ nodes: Schema.Array(LeagueEntry), pageInfo: PageInfo });
export type LeaguePage = typeof LeaguePage.Type;
