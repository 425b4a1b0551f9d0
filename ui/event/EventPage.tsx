// The statistics tabs are server-rendered from chunks of their own: their styles come with the page.
import "../statistics/statistics.css";
// The player stats sheet and the rating badges (the lineups, the player table).
import "../statistics/playerStats.css";
// The knockout tab shows the tournament page's pair cards.
import "../tournament/tournament.css";
import "./stats/eventStats.css";
// The chat tab is server-rendered (its frame) from its own chunk, and the widget floats over live events.
import "../chat/chat.css";
import { useParams } from "@tanstack/react-router";
import { lazy, Suspense, useMemo } from "react";
import { validateEventId } from "../../domain/event/eventId.ts";
import { findEvent } from "../../domain/feed/filterFeedTree.ts";
import { useFeed, useFeedEnded, useFeedPhase, useFeedTree } from "../feed/useFeed.ts";
import { mainSportById } from "../sports/mainSports.ts";
import type { EventPlace } from "./EventHeader.tsx";
import { EventNotFound } from "./EventNotFound.tsx";
import { EventScreen } from "./EventScreen.tsx";
import { EventSkeleton } from "./EventSkeleton.tsx";

// An event the line does not list is looked up in the archive: a chunk of its own, as few pages need it.
const ArchivedEventView = lazy(() =>
  import("./ArchivedEventView.tsx").then((m) => ({ default: m.ArchivedEventView })),
);

/**
 * `/{locale}/event/{id}`. A malformed id is refused here, before any request (the server refuses it
 * too); a well-formed one follows the event's feed until the event ends.
 */
export function EventPage() {
  const { id } = useParams({ from: "/$locale/event/$id" });
  const eventId = validateEventId(id);
  if (typeof eventId !== "string") return <EventNotFound eventId={id} />;
  return <EventView key={eventId} eventId={eventId} />;
}

/**
 * Live while the event is on. Once it has ended the feed machine is done (its subscription dropped with
 * it: ended events load no live market data) and its last tree stays on screen.
 */
function EventView({ eventId }: { readonly eventId: string }) {
  const feed = useFeed({ kind: "event", eventId });
  const phase = useFeedPhase(feed);
  const ended = useFeedEnded(feed);
  const tree = useFeedTree(feed);
  const place = useMemo((): EventPlace | undefined => {
    const found = findEvent(tree, eventId);
    return found && { ...found, sport: mainSportById(found.sport.id) };
  }, [tree, eventId]);

  if (phase === "loading") return <EventSkeleton />;
  // The event's snapshot is empty: the line does not list it (any more); the archive may know it.
  if (!place)
    return phase === "live" ? (
      <Suspense fallback={<EventSkeleton />}>
        <ArchivedEventView eventId={eventId} />
      </Suspense>
    ) : (
      <EventSkeleton />
    );
  return <EventScreen place={place} stale={phase === "stale"} ended={ended} />;
}
