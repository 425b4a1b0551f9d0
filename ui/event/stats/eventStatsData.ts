import {
  EVENT_SEASON_QUERY,
  type EventSeasonAnswer,
  EventSeasonAnswer as EventSeasonSchema,
} from "../../../domain/statistics/eventSeasonQuery.ts";
import {
  type EventH2hAnswer,
  EventH2hAnswer as EventH2hSchema,
  type EventStatisticsAnswer,
  EventStatisticsAnswer as EventStatisticsSchema,
  type KnockoutAnswer,
  KnockoutAnswer as KnockoutSchema,
  type StandingsAnswer,
  StandingsAnswer as StandingsSchema,
} from "../../../domain/statistics/statisticsAnswers.ts";
import { LAST_MATCHES_LONG } from "../../../domain/statistics/statisticsErrors.ts";
import {
  EVENT_H2H_QUERY,
  EVENT_STATISTICS_QUERY,
  KNOCKOUT_QUERY,
  STANDINGS_QUERY,
} from "../../../domain/statistics/statisticsQueries.ts";
import type { StatisticsPageDefinition } from "../../app/statisticsPages.ts";

/**
 * The event page's statistics tabs' data (issue 9), as statistics page definitions: the route's loader
 * prefetches them for the server render (ui/app/eventTabRoute.ts) and the tabs run them. Their ids are the
 * event page's own, apart from the tournament page's definitions of the same queries.
 */
export interface EventRequest {
  readonly eventId: string;
}

/** Incidents, statistics by period, lineups, player statistics and momentum: the statistics, lineups and player-stats tabs. */
export const eventStatisticsPage: StatisticsPageDefinition<EventRequest, EventStatisticsAnswer> = {
  id: "eventStatistics",
  service: "statistics",
  document: EVENT_STATISTICS_QUERY,
  variables: ({ eventId }) => ({ eventId }),
  field: "eventStatistics",
  answer: EventStatisticsSchema,
};

/** The event's season and teams alone: what the standings and knockout tabs start from. */
export const eventSeasonPage: StatisticsPageDefinition<EventRequest, EventSeasonAnswer> = {
  id: "eventSeason",
  service: "statistics",
  document: EVENT_SEASON_QUERY,
  variables: ({ eventId }) => ({ eventId }),
  field: "event",
  answer: EventSeasonSchema,
};

export interface SeasonRequest {
  readonly seasonId: string;
}

export const eventStandingsPage: StatisticsPageDefinition<SeasonRequest, StandingsAnswer> = {
  id: "eventStandings",
  service: "statistics",
  document: STANDINGS_QUERY,
  // Live: a running match of the season counts as it stands, as the event's own score does.
  variables: ({ seasonId }) => ({ seasonId, live: true }),
  field: "standings",
  answer: StandingsSchema,
};

export const eventKnockoutPage: StatisticsPageDefinition<SeasonRequest, KnockoutAnswer> = {
  id: "eventKnockout",
  service: "statistics",
  document: KNOCKOUT_QUERY,
  variables: ({ seasonId }) => ({ seasonId }),
  field: "knockout",
  answer: KnockoutSchema,
};

export interface H2hRequest {
  readonly eventId: string;
  /** Last matches of each team: the spec's 4 or 5 (LAST_MATCHES_SHORT, LAST_MATCHES_LONG). */
  readonly limit: number;
}

/** The h2h tab opens on the longer list of last matches. */
export const H2H_DEFAULT_LIMIT = LAST_MATCHES_LONG;

export const eventH2hPage: StatisticsPageDefinition<H2hRequest, EventH2hAnswer> = {
  id: "eventH2h",
  service: "aggregator",
  document: EVENT_H2H_QUERY,
  variables: ({ eventId, limit }) => ({ eventId, limit }),
  field: "eventH2h",
  answer: EventH2hSchema,
};
