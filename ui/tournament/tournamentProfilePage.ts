import {
  type TournamentProfile,
  TournamentProfile as TournamentProfileSchema,
} from "../../domain/statistics/statisticsAnswers.ts";
import { TOURNAMENT_QUERY } from "../../domain/statistics/statisticsQueries.ts";
import type { StatisticsPageDefinition } from "../app/statisticsPages.ts";

export interface TournamentRequest {
  readonly id: string;
}

/** The tournament page's profile (header, tabs, seasons): prefetched by the route, a 404 when unknown. */
export const tournamentProfilePage: StatisticsPageDefinition<TournamentRequest, TournamentProfile> = {
  id: "tournament.profile",
  service: "statistics",
  document: TOURNAMENT_QUERY,
  variables: (request) => ({ id: request.id }),
  field: "tournament",
  answer: TournamentProfileSchema,
};
