import { StatEvent } from "./statisticsAnswers";
import { STAT_EVENT_FIELDS } from "./statisticsQueries";

/**
 * An event as the statistics catalogue knows it, without its incidents, lineups and player statistics:
 * the event page's standings and knockout tabs need only its season and its two teams (issue 9). The
 * archive's `event` field, which builds no match details.
 */
export const EVENT_SEASON_QUERY = /* GraphQL */ `
  query EventSeason($eventId: ID!) {
    event(id: $eventId) { ${STAT_EVENT_FIELDS} }
  }
`;

export const EventSeasonAnswer = StatEvent;
export type EventSeasonAnswer = typeof EventSeasonAnswer.Type;
