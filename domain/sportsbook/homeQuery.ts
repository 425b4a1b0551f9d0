import { Schema } from "effect";
import { TopEvent } from "./topEvent";
import { TopTournament } from "./topTournament";

/**
 * The home page's one Sportsbook request: top events for the sport and the viewer's offset, and the top
 * tournaments, in a single persisted query (one GET, one cache entry). Field lists match `TopEvent` and
 * `TopTournament`, which decode the answer.
 */
const CATEGORY_FIELDS = "category { id name icon slug }";

export const HOME_TOP_QUERY = /* GraphQL */ `
  query HomeTop($sportId: ID!, $timeZoneOffset: Int!, $size: Int) {
    topEvents(sportId: $sportId, timeZoneOffset: $timeZoneOffset) {
      id
      sportId
      status
      displayStatus
      startTime
      currentMinute
      addedMinute
      currentScope { type number }
      tournament { id name slug priority }
      ${CATEGORY_FIELDS}
      participants { shortId teamId name }
      score {
        home { text score penalties }
        away { text score penalties }
        leader
      }
      mainMarket {
        id
        type
        parameters { key value }
        locked
        outcomes { id code coefficient locked }
      }
    }
    topTournaments(sportId: $sportId, size: $size) {
      id
      sportId
      name
      slug
      priority
      ${CATEGORY_FIELDS}
      liveEventCount
      upcomingEventCount
      eventCount
    }
  }
`;

// A type alias, not an interface: urql's variables must be indexable.
export type HomeTopVariables = {
  readonly sportId: string;
  readonly timeZoneOffset: number;
  readonly size: number;
};

export const HomeTopAnswer = Schema.Struct({
  topEvents: Schema.Array(TopEvent),
  topTournaments: Schema.Array(TopTournament),
});
export type HomeTopAnswer = typeof HomeTopAnswer.Type;
