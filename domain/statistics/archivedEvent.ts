import { Schema } from "effect";
import { FULL_EVENT_SCOPE, PENALTIES_SCOPE, scoreKey } from "../feed/ids";
import type { Category, FeedEvent, FeedTree, Scope, Tournament } from "../feed/tree";
import { StatCategory, StatEvent } from "./statisticsAnswers";
import { STAT_EVENT_FIELDS } from "./statisticsQueries";

/**
 * A match the live line no longer lists (past its days) or never did (an imported real season): the
 * event page shows it from the archive, with its final score and the statistics tabs (issue 9).
 */
export const ARCHIVED_EVENT_QUERY = /* GraphQL */ `
  query ArchivedEvent($id: ID!) {
    event(id: $id) {
      ${STAT_EVENT_FIELDS}
      sportId
      tournament { id name slug category { id name icon slug } }
    }
  }
`;

export const ArchivedEvent = Schema.Struct({
  ...StatEvent.fields,
  sportId: Schema.String,
  tournament: Schema.NullOr(
    Schema.Struct({ id: Schema.String, name: Schema.String, slug: Schema.String, category: StatCategory }),
  ),
});
export type ArchivedEvent = typeof ArchivedEvent.Type;

const scope = (type: Scope["type"], home: number, away: number): Scope => ({
  type,
  number: 0,
  locked: true,
  markets: {},
  scores: {
    [scoreKey("score", "p1")]: { type: "score", teamId: "p1", value: home },
    [scoreKey("score", "p2")]: { type: "score", teamId: "p2", value: away },
  },
});

/**
 * The archived match as the event page's header reads a line's event: its two sides, the full-event score
 * (the shoot-out counted in, as the provider counts it) and the shoot-out apart, no markets.
 */
export const archivedPlace = (
  event: ArchivedEvent,
): {
  readonly event: FeedEvent;
  readonly category: Pick<Category, "name">;
  readonly tournament: Pick<Tournament, "name">;
} => {
  const scopes: Record<string, Scope> = {};
  if (event.score) {
    const { home, away, penaltiesHome, penaltiesAway } = event.score;
    const shootOut = penaltiesHome !== null && penaltiesAway !== null;
    scopes[FULL_EVENT_SCOPE] = scope(
      "full_event",
      home + (shootOut ? penaltiesHome : 0),
      away + (shootOut ? penaltiesAway : 0),
    );
    if (shootOut) scopes[PENALTIES_SCOPE] = scope("penalties", penaltiesHome, penaltiesAway);
  }
  return {
    event: {
      id: event.id,
      sportId: event.sportId,
      categoryId: event.tournament?.category.id ?? "",
      tournamentId: event.tournamentId,
      startTime: event.startTime,
      bb: false,
      status: event.status,
      finishedAt: null,
      totalOutcomes: 0,
      participants: [
        { shortId: "p1", teamId: event.home.id, name: event.home.name },
        { shortId: "p2", teamId: event.away.id, name: event.away.name },
      ],
      extraInfo: {},
      locked: true,
      currentScope: null,
      scopes,
    },
    category: { name: event.tournament?.category.name ?? "" },
    tournament: { name: event.tournament?.name ?? "" },
  };
};

/**
 * A feed tree holding the archived match alone, for what reads an event from a line's tree (the server's
 * page head: title, description, index rules). The sport comes from the catalogue entry.
 */
export const archivedTree = (
  event: ArchivedEvent,
  sport: {
    readonly id: string;
    readonly code: string;
    readonly name: string;
    readonly priority: number;
    readonly kind: FeedTree["sports"][string]["kind"];
  },
): FeedTree => {
  const place = archivedPlace(event);
  const category = event.tournament?.category;
  return {
    sports: {
      [sport.id]: {
        ...sport,
        categories: {
          [place.event.categoryId]: {
            id: place.event.categoryId,
            sportId: sport.id,
            name: place.category.name,
            icon: category?.icon ?? "",
            slug: category?.slug ?? "",
            priority: 0,
            tournaments: {
              [event.tournamentId]: {
                id: event.tournamentId,
                sportId: sport.id,
                categoryId: place.event.categoryId,
                name: place.tournament.name,
                slug: event.tournament?.slug ?? "",
                priority: 0,
                cashOutAvailable: false,
                events: { [event.id]: { ...place.event, sportId: sport.id } },
              },
            },
          },
        },
      },
    },
  };
};
