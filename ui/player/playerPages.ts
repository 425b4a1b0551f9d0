import {
  type PlayerMatchPage,
  PlayerMatchPage as PlayerMatchPageSchema,
  type TransferPage,
  TransferPage as TransferPageSchema,
} from "../../domain/statistics/statisticsAnswers.ts";
import { PLAYER_MATCHES_PAGE } from "../../domain/statistics/statisticsErrors.ts";
import { PLAYER_MATCHES_QUERY, TRANSFERS_QUERY } from "../../domain/statistics/statisticsQueries.ts";
import type { StatisticsPageDefinition } from "../app/statisticsPages.ts";
import { pagedList, TRANSFERS_PAGE } from "../team/teamPages.ts";

/**
 * The player page's tabs' data (issue 9): the matches (newest first, 20 a page, with "more") and the
 * transfers of the player (the profile is playerProfilePage.ts).
 */
export interface PlayerListRequest {
  readonly playerId: string;
}

export const playerMatchesPage: StatisticsPageDefinition<PlayerListRequest, PlayerMatchPage> = {
  id: "player.matches",
  service: "statistics",
  document: PLAYER_MATCHES_QUERY,
  variables: (request, after) => ({ playerId: request.playerId, first: PLAYER_MATCHES_PAGE, after }),
  field: "playerMatches",
  answer: PlayerMatchPageSchema,
  ...pagedList<PlayerMatchPage["nodes"][number], PlayerMatchPage>(),
};

export const playerTransfersPage: StatisticsPageDefinition<PlayerListRequest, TransferPage> = {
  id: "player.transfers",
  service: "statistics",
  document: TRANSFERS_QUERY,
  variables: (request, after) => ({ playerId: request.playerId, first: TRANSFERS_PAGE, after }),
  field: "transfers",
  answer: TransferPageSchema,
  ...pagedList<TransferPage["nodes"][number], TransferPage>(),
};
