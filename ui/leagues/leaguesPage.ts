import {
  type LeaguePage,
  LeaguePage as LeaguePageSchema,
} from "../../domain/statistics/statisticsAnswers.ts";
import { LEAGUES_PAGE } from "../../domain/statistics/statisticsErrors.ts";
import { LEAGUES_QUERY } from "../../domain/statistics/statisticsQueries.ts";
import type { StatisticsPageDefinition } from "../app/statisticsPages.ts";

export interface LeaguesRequest {
  readonly sportId: string;
}

/** A sport's leagues on the Aggregator, LEAGUES_PAGE at a time ("more" appends the next page). */
export const leaguesPage: StatisticsPageDefinition<LeaguesRequest, LeaguePage> = {
  id: "leagues",
  service: "aggregator",
  document: LEAGUES_QUERY,
  variables: (request, after) => ({ sportId: request.sportId, first: LEAGUES_PAGE, after }),
  field: "leagues",
  answer: LeaguePageSchema,
  nextCursor: (answer) => (answer.pageInfo.hasNextPage ? answer.pageInfo.endCursor : null),
  append: (answer, next) => ({ ...next, nodes: [...answer.nodes, ...next.nodes] }),
};
