import { Schema } from "effect";
import { StatEvent } from "./statisticsAnswers";
import { STAT_EVENT_FIELDS } from "./statisticsQueries";

/**
 * An event as the statistics catalogue knows it, without its incidents, lineups and player statistics:
 * the event page's standings and knockout tabs need only its season and its two teams (issue 9). The
 * same `eventStatistics` field as the statistics tab, asked for less.
 */
export const EVENT_SEASON_QUERY = /* GraphQL */ `
  query EventSeason($eventId: ID!) {
    eventStatistics(eventId: $eventId) {
      event { ${STAT_EVENT_FIELDS} }
    }
  }
`;

export const EventSeasonAnswer = Schema.Struct({ event: StatEvent });
export type EventSeasonAnswer = typeof EventSeasonAnswer.Type;
