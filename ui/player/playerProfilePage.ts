import {
  type StatPlayer,
  StatPlayer as StatPlayerSchema,
} from "../../domain/statistics/statisticsAnswers.ts";
import { PLAYER_QUERY } from "../../domain/statistics/statisticsQueries.ts";
import type { StatisticsPageDefinition } from "../app/statisticsPages.ts";

/** The player page's profile (issue 9): the head. Apart from the tabs' definitions (playerPages.ts). */
export interface PlayerRequest {
  readonly id: string;
}

export const playerProfilePage: StatisticsPageDefinition<PlayerRequest, StatPlayer> = {
  id: "player.profile",
  service: "statistics",
  document: PLAYER_QUERY,
  variables: (request) => ({ id: request.id }),
  field: "player",
  answer: StatPlayerSchema,
};
