import { useParams } from "@tanstack/react-router";
import { useEffect, useMemo, useState } from "react";
import { validateEventId } from "../../domain/event/eventId.ts";
import { isEnded } from "../../domain/event/lifecycle.ts";
import { findEvent } from "../../domain/feed/filterFeedTree.ts";
import { useFeed, useFeedPhase, useFeedTree } from "../feed/useFeed.ts";
import { mainSportById } from "../sports/mainSports.ts";
import type { EventPlace } from "./EventHeader.tsx";
import { EventNotFound } from "./EventNotFound.tsx";
import { EventScreen } from "./EventScreen.tsx";
import { EventSkeleton } from "./EventSkeleton.tsx";

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
 * Live while the event is on; once it has ended the feed is dropped (its subscription with it) and the
 * last state stays on screen: ended events load no live market data.
 */
function EventView({ eventId }: { readonly eventId: string }) {
  const [ended, setEnded] = useState<EventPlace | null>(null);
  if (ended) return <EventScreen place={ended} stale={false} ended />;
  return <LiveEvent eventId={eventId} onEnded={setEnded} />;
}

function LiveEvent({
  eventId,
  onEnded,
}: {
  readonly eventId: string;
  readonly onEnded: (place: EventPlace) => void;
}) {
  const feed = useFeed({ kind: "event", eventId });
  const phase = useFeedPhase(feed);
  const tree = useFeedTree(feed);
  const place = useMemo((): EventPlace | undefined => {
    const found = findEvent(tree, eventId);
    return found && { ...found, sport: mainSportById(found.sport.id) };
  }, [tree, eventId]);
  const over = place !== undefined && isEnded(place.event.status);

  useEffect(() => {
    if (over && place) onEnded(place);
  }, [over, place, onEnded]);

  if (phase === "loading") return <EventSkeleton />;
  // The event's snapshot is empty: the server knows no such event (or no longer lists it).
  if (!place) return phase === "live" ? <EventNotFound eventId={eventId} /> : <EventSkeleton />;
  return <EventScreen place={place} stale={phase === "stale"} ended={over} />;
}
