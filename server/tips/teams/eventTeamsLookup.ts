import { findEvent } from "../../../domain/feed/filterFeedTree";
import { type TipTeams, tipTeamsOfEvent } from "../../../domain/tips/tipTeams";
import type { FeedEngine } from "../../feed/FeedEngine";
import type { StatisticsProvider } from "../../provider/StatisticsProvider";

/** An event's two teams, or undefined when nothing the server reads knows the event (or it is not two teams). */
export type EventTeamsLookup = (eventId: string) => TipTeams | undefined;

/**
 * What the server knows of an event's teams: the line while it lists the event (its participants, as a tip
 * published now gets them), else the statistics provider's match (past the line's window), when the server
 * has one.
 */
export const eventTeamsLookup =
  (feed: Pick<FeedEngine, "snapshot">, statistics: StatisticsProvider | undefined): EventTeamsLookup =>
  (eventId) => {
    const listed = findEvent(feed.snapshot({ kind: "event", eventId }).tree, eventId);
    if (listed) return tipTeamsOfEvent(listed.event);
    const match = statistics?.match(eventId);
    return match ? { homeTeamId: match.home.id, awayTeamId: match.away.id } : undefined;
  };
