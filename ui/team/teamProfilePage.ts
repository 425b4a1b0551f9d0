import {
  type TeamProfile,
  TeamProfile as TeamProfileSchema,
} from "../../domain/statistics/statisticsAnswers.ts";
import { TEAM_QUERY } from "../../domain/statistics/statisticsQueries.ts";
import type { StatisticsPageDefinition } from "../app/statisticsPages.ts";

/**
 * The team page's profile (issue 9): the head, the form, the squad and the tournaments of the select. Apart
 * from the tabs' definitions (teamPages.ts), which come with the tabs' chunks.
 */
export interface TeamRequest {
  readonly id: string;
}

export const teamProfilePage: StatisticsPageDefinition<TeamRequest, TeamProfile> = {
  id: "team.profile",
  service: "statistics",
  document: TEAM_QUERY,
  variables: (request) => ({ id: request.id }),
  field: "team",
  answer: TeamProfileSchema,
};
