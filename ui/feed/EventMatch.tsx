import { Link } from "@tanstack/react-router";
import { memo } from "react";
import type { FeedEvent } from "../../domain/feed/tree.ts";
import { EventClock } from "./EventClock.tsx";
import { EventScoreLines } from "./EventScoreLines.tsx";
import { sameMatch } from "./sameMatch.ts";

/**
 * The match part of a line row (clock, participants and scores), a link to the event page.
 * NOTE: memoised on everything but the markets: on a busy live list most batches only move prices, and
 * the row's match part then skips its render.
 */
export const EventMatch = memo(
  function EventMatch({
    event,
    locale,
    timeZone,
  }: {
    readonly event: FeedEvent;
    readonly locale: string;
    readonly timeZone: string;
  }) {
    return (
      <Link to="/$locale/event/$id" params={{ locale, id: event.id }} className="event-row__match">
        <EventClock event={event} timeZone={timeZone} />
        <EventScoreLines event={event} />
      </Link>
    );
  },
  (before, after) =>
    before.locale === after.locale &&
    before.timeZone === after.timeZone &&
    sameMatch(before.event, after.event),
);
