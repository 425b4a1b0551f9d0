import {
  type EventPlayerStatsAnswer,
  EventPlayerStatsAnswer as EventPlayerStatsSchema,
  type PlayerMatchPage,
  PlayerMatchPage as PlayerMatchPageSchema,
  type TransferPage,
  TransferPage as TransferPageSchema,
} from "../../domain/statistics/statisticsAnswers.ts";
import { PLAYER_MATCHES_PAGE } from "../../domain/statistics/statisticsErrors.ts";
import {
  EVENT_PLAYER_STATS_QUERY,
  PLAYER_MATCHES_QUERY,
  TRANSFERS_QUERY,
} from "../../domain/statistics/statisticsQueries.ts";
import type { StatisticsPageDefinition } from "../app/statisticsPages.ts";
import { pagedList, TRANSFERS_PAGE } from "../team/teamPages.ts";

/**
 * The player page's tabs' data (issue 9): the matches (newest first, 20 a page, with "more") and the
 * transfers of the player (the profile is playerProfilePage.ts), and a match's player statistics for the
 * "player stats" sheet a match row opens.
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

export interface PlayerMatchStatsRequest {
  readonly eventId: string;
}

/**
 * One match's player statistics, loaded when a row of the matches opens its sheet (never server-rendered);
 * the sheet picks the player's row (playerInMatch). Its own id: the event page's statistics answer
 * (eventStatistics) asks much more.
 */
export const playerMatchStatsPage: StatisticsPageDefinition<PlayerMatchStatsRequest, EventPlayerStatsAnswer> =
  {
    id: "player.matchStats",
    service: "statistics",
    document: EVENT_PLAYER_STATS_QUERY,
    variables: ({ eventId }) => ({ eventId }),
    field: "eventStatistics",
    answer: EventPlayerStatsSchema,
  };
