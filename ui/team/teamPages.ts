import { Schema } from "effect";
import type { Page } from "../../domain/statistics/paging.ts";
import {
  type MetricTable,
  MetricTable as MetricTableSchema,
  type StandingsAnswer,
  StandingsAnswer as StandingsAnswerSchema,
  type StatEventPage,
  StatEventPage as StatEventPageSchema,
  type TransferPage,
  TransferPage as TransferPageSchema,
} from "../../domain/statistics/statisticsAnswers.ts";
import {
  STANDINGS_QUERY,
  TEAM_STATISTICS_QUERY,
  TRANSFERS_QUERY,
} from "../../domain/statistics/statisticsQueries.ts";
import type { StatisticsPageDefinition } from "../app/statisticsPages.ts";
import { TEAM_FIXTURES_QUERY, TEAM_RESULTS_QUERY } from "./teamQueries.ts";

/**
 * The team page's tabs' data (issue 9), one definition per need: its results and fixtures, the chosen
 * tournament's standings and the team's statistics there, and its transfers (the profile is
 * teamProfilePage.ts). The route prefetches the current tab's data; the tabs run the same definitions.
 */
export const TEAM_EVENTS_PAGE = 20;
export const TRANSFERS_PAGE = 20;

/** A paged answer's next cursor, and the answer with the next page after it. */
export const pagedList = <T, A extends Page<T>>() => ({
  nextCursor: (answer: A): string | null => (answer.pageInfo.hasNextPage ? answer.pageInfo.endCursor : null),
  append: (answer: A, next: A): A => ({ ...next, nodes: [...answer.nodes, ...next.nodes] }),
});

/** Results are finished matches, newest first; fixtures the ones to come, soonest first. */
export type TeamEventsKind = "results" | "fixtures";

export interface TeamEventsRequest {
  readonly teamId: string;
  readonly kind: TeamEventsKind;
}

const teamEventsOf = (
  id: string,
  document: string,
): StatisticsPageDefinition<TeamEventsRequest, StatEventPage> => ({
  id,
  service: "statistics",
  document,
  variables: (request, after) => ({ teamId: request.teamId, first: TEAM_EVENTS_PAGE, after }),
  field: "teamEvents",
  answer: StatEventPageSchema,
  ...pagedList<StatEventPage["nodes"][number], StatEventPage>(),
});

const teamResultsPage = teamEventsOf("team.results", TEAM_RESULTS_QUERY);
const teamFixturesPage = teamEventsOf("team.fixtures", TEAM_FIXTURES_QUERY);

/** The definition of the results or the fixtures (a document each: teamQueries.ts says why). */
export const teamEventsPage = (kind: TeamEventsKind) =>
  kind === "results" ? teamResultsPage : teamFixturesPage;

export interface SeasonRequest {
  readonly seasonId: string;
}

export const teamStandingsPage: StatisticsPageDefinition<SeasonRequest, StandingsAnswer> = {
  id: "team.standings",
  service: "statistics",
  document: STANDINGS_QUERY,
  variables: (request) => ({ seasonId: request.seasonId, live: false }),
  field: "standings",
  answer: StandingsAnswerSchema,
};

export interface TeamSeasonRequest {
  readonly teamId: string;
  readonly seasonId: string;
}

export const teamStatisticsPage: StatisticsPageDefinition<TeamSeasonRequest, ReadonlyArray<MetricTable>> = {
  id: "team.statistics",
  service: "statistics",
  document: TEAM_STATISTICS_QUERY,
  variables: (request) => ({ teamId: request.teamId, seasonId: request.seasonId }),
  field: "teamStatistics",
  answer: Schema.Array(MetricTableSchema),
};

export type TransferDirection = "ARRIVALS" | "DEPARTURES";

export interface TeamTransfersRequest {
  readonly teamId: string;
  readonly direction: TransferDirection;
}

export const teamTransfersPage: StatisticsPageDefinition<TeamTransfersRequest, TransferPage> = {
  id: "team.transfers",
  service: "statistics",
  document: TRANSFERS_QUERY,
  variables: (request, after) => ({
    teamId: request.teamId,
    direction: request.direction,
    first: TRANSFERS_PAGE,
    after,
  }),
  field: "transfers",
  answer: TransferPageSchema,
  ...pagedList<TransferPage["nodes"][number], TransferPage>(),
};
