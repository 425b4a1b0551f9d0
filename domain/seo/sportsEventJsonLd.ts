import { twoParticipants } from "../event/participants";
import type { Category, FeedEvent, Sport, Tournament } from "../feed/tree";
import { competitorTypeOf } from "./competitorType";
import { definedFields, isoDateTime, type JsonLd, SCHEMA_ORG } from "./jsonLd";
import { schemaEventStatusUrl } from "./schemaEventStatus";

/** An event with its parents, as `findEvent` (domain/feed/filterFeedTree.ts) answers it. */
export interface EventInLine {
  readonly sport: Sport;
  readonly category: Category;
  readonly tournament: Tournament;
  readonly event: FeedEvent;
}

export interface SportsEventPage {
  /** The match's name in the page's language: "Arsenal vs Chelsea". */
  readonly name: string;
  /** The sport's name in the page's language. */
  readonly sportName: string;
  /** The event page's absolute URL. */
  readonly url: string;
  /** The Open Graph image's absolute URL. */
  readonly imageUrl?: string | undefined;
  readonly description?: string | undefined;
}

/**
 * schema.org SportsEvent of an event of the line: its sides (`SportsTeam`, or `Person` in sports played
 * one against one), start (and end once finished), status, and the tournament as its super event.
 * NOTE: the feed has no venue, so `location` is a Place named after the event's category, which is its
 * country or region ("England", "International"): true, and what schema.org requires of an event.
 * Esports and virtual sports are online events whose location is the page itself.
 */
export const sportsEventJsonLd = (line: EventInLine, page: SportsEventPage): JsonLd => {
  const { sport, category, tournament, event } = line;
  const type = competitorTypeOf(sport.code);
  const side = (name: string): JsonLd => ({ "@type": type, name });
  const sides = event.participants.length === 2 ? twoParticipants(event) : undefined;
  // Esports and virtual sports are played on screens: watched online, with no ground to name.
  const online = sport.kind === "esport" || sport.kind === "virtual";
  return definedFields({
    "@context": SCHEMA_ORG,
    "@type": "SportsEvent",
    name: page.name,
    description: page.description,
    sport: page.sportName,
    url: page.url,
    image: page.imageUrl,
    startDate: isoDateTime(event.startTime),
    endDate:
      event.status === "finished" && event.finishedAt !== null ? isoDateTime(event.finishedAt) : undefined,
    eventStatus: schemaEventStatusUrl(event.status),
    eventAttendanceMode: online
      ? "https://schema.org/OnlineEventAttendanceMode"
      : "https://schema.org/OfflineEventAttendanceMode",
    location: online
      ? { "@type": "VirtualLocation", url: page.url }
      : { "@type": "Place", name: category.name },
    homeTeam: sides && side(sides.home.name),
    awayTeam: sides && side(sides.away.name),
    competitor: event.participants.map((participant) => side(participant.name)),
    superEvent: { "@type": "SportsEvent", name: tournament.name, sport: page.sportName },
  });
};
