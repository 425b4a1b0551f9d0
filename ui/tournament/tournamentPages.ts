import { Schema } from "effect";
import {
  type KnockoutAnswer,
  KnockoutAnswer as KnockoutAnswerSchema,
  type MetricTable,
  MetricTable as MetricTableSchema,
  type StandingsAnswer,
  StandingsAnswer as StandingsAnswerSchema,
  type StatEventPage,
  StatEventPage as StatEventPageSchema,
} from "../../domain/statistics/statisticsAnswers.ts";
import { MAX_PAGE, TOP_PLAYERS_LIMIT } from "../../domain/statistics/statisticsErrors.ts";
import {
  KNOCKOUT_QUERY,
  STANDINGS_QUERY,
  TOP_PLAYERS_QUERY,
  TOP_TEAMS_QUERY,
} from "../../domain/statistics/statisticsQueries.ts";
import {
  KNOCKOUT_SUMMARY_QUERY,
  SEASON_FIXTURES_QUERY,
  SEASON_LATEST_RESULTS_QUERY,
  SEASON_ROUND_RESULTS_QUERY,
  STANDINGS_SUMMARY_QUERY,
} from "../../domain/statistics/tournamentQueries.ts";
import {
  type KnockoutSummary,
  KnockoutSummary as KnockoutSummarySchema,
  type StandingsSummary,
  StandingsSummary as StandingsSummarySchema,
} from "../../domain/statistics/tournamentSummary.ts";
import type { StatisticsPageDefinition } from "../app/statisticsPages.ts";

/**
 * The tournament page's tabs' data (issue 9), one definition per need (the profile's is
 * tournamentProfilePage.ts, in the page's first chunk; these come with the tabs' chunks). The route
 * prefetches the current tab's data for the server render with the same requests the page asks (the
 * request builders below), so the page resumes the server's answers instead of asking again.
 */

/** Fixtures come a page at a time ("more"). */
export const FIXTURES_PAGE = 30;
/** The latest round of results comes within this many matches (a cup's first round is the largest). */
export const LATEST_RESULTS_PAGE = 64;
/** The top scorers read the assists of this many players, so most scorers find theirs. */
export const TOP_SCORERS_LIMIT = MAX_PAGE;

export interface SeasonRequest {
  readonly seasonId: string;
}

export interface StandingsRequest {
  readonly seasonId: string;
  /** Running matches counted with their score (the live toggle). */
  readonly live: boolean;
}

export const standingsRequest = (seasonId: string, live = false): StandingsRequest => ({ seasonId, live });

export const tournamentStandingsPage: StatisticsPageDefinition<StandingsRequest, StandingsAnswer> = {
  id: "tournament.standings",
  service: "statistics",
  document: STANDINGS_QUERY,
  variables: (request) => ({ seasonId: request.seasonId, live: request.live }),
  field: "standings",
  answer: StandingsAnswerSchema,
};

export const standingsSummaryPage: StatisticsPageDefinition<SeasonRequest, StandingsSummary> = {
  id: "tournament.standingsSummary",
  service: "statistics",
  document: STANDINGS_SUMMARY_QUERY,
  variables: (request) => ({ seasonId: request.seasonId }),
  field: "standings",
  answer: StandingsSummarySchema,
};

export const knockoutSummaryPage: StatisticsPageDefinition<SeasonRequest, KnockoutSummary> = {
  id: "tournament.knockoutSummary",
  service: "statistics",
  document: KNOCKOUT_SUMMARY_QUERY,
  variables: (request) => ({ seasonId: request.seasonId }),
  field: "knockout",
  answer: KnockoutSummarySchema,
};

export const tournamentKnockoutPage: StatisticsPageDefinition<SeasonRequest, KnockoutAnswer> = {
  id: "tournament.knockout",
  service: "statistics",
  document: KNOCKOUT_QUERY,
  variables: (request) => ({ seasonId: request.seasonId }),
  field: "knockout",
  answer: KnockoutAnswerSchema,
};

export const latestResultsPage: StatisticsPageDefinition<SeasonRequest, StatEventPage> = {
  id: "tournament.latestResults",
  service: "statistics",
  document: SEASON_LATEST_RESULTS_QUERY,
  variables: (request) => ({ seasonId: request.seasonId, first: LATEST_RESULTS_PAGE }),
  field: "seasonEvents",
  answer: StatEventPageSchema,
};

export interface RoundRequest {
  readonly seasonId: string;
  readonly round: number;
}

export const roundResultsPage: StatisticsPageDefinition<RoundRequest, StatEventPage> = {
  id: "tournament.roundResults",
  service: "statistics",
  document: SEASON_ROUND_RESULTS_QUERY,
  variables: (request) => ({ seasonId: request.seasonId, first: MAX_PAGE, round: String(request.round) }),
  field: "seasonEvents",
  answer: StatEventPageSchema,
};

export const fixturesPage: StatisticsPageDefinition<SeasonRequest, StatEventPage> = {
  id: "tournament.fixtures",
  service: "statistics",
  document: SEASON_FIXTURES_QUERY,
  variables: (request, after) => ({ seasonId: request.seasonId, first: FIXTURES_PAGE, after }),
  field: "seasonEvents",
  answer: StatEventPageSchema,
  nextCursor: (answer) => (answer.pageInfo.hasNextPage ? answer.pageInfo.endCursor : null),
  append: (answer, next) => ({ ...next, nodes: [...answer.nodes, ...next.nodes] }),
};

export interface TopPlayersRequest {
  readonly seasonId: string;
  readonly limit: number;
}

export const topPlayersRequest = (seasonId: string): TopPlayersRequest => ({
  seasonId,
  limit: TOP_PLAYERS_LIMIT,
});

export const topScorersRequest = (seasonId: string): TopPlayersRequest => ({
  seasonId,
  limit: TOP_SCORERS_LIMIT,
});

export const topPlayersPage: StatisticsPageDefinition<TopPlayersRequest, ReadonlyArray<MetricTable>> = {
  id: "tournament.topPlayers",
  service: "statistics",
  document: TOP_PLAYERS_QUERY,
  variables: (request) => ({ seasonId: request.seasonId, limit: request.limit }),
  field: "topPlayers",
  answer: Schema.Array(MetricTableSchema),
};

export const topTeamsPage: StatisticsPageDefinition<SeasonRequest, ReadonlyArray<MetricTable>> = {
  id: "tournament.topTeams",
  service: "statistics",
  document: TOP_TEAMS_QUERY,
  variables: (request) => ({ seasonId: request.seasonId }),
  field: "topTeams",
  answer: Schema.Array(MetricTableSchema),
};
