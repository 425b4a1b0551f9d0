import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { type AnnouncedEvent, eventAnnouncement } from "../../domain/event/eventAnnouncement.ts";
import { announcementText } from "./announcementText.ts";

/**
 * The event page's polite live region: says a goal, a new part, full time or a called-off match once, as
 * it happens. It is on the page (empty) from the first render, so screen readers watch it before anything
 * changes, and the server and the browser render it alike. Odds ticks and the minute clock never reach it.
 */
export function EventAnnouncer({
  event,
  sportCatalogue,
}: {
  readonly event: AnnouncedEvent;
  readonly sportCatalogue: string | undefined;
}) {
  const { t } = useTranslation();
  const previous = useRef<AnnouncedEvent | null>(null);
  const [message, setMessage] = useState("");

  useEffect(() => {
    const announcement = eventAnnouncement(previous.current, event, sportCatalogue);
    previous.current = event;
    if (announcement) setMessage(announcementText(announcement, t));
  }, [event, sportCatalogue, t]);

  return (
    <div
      className="visually-hidden"
      role="status"
      aria-live="polite"
      aria-atomic="true"
      data-testid="event-announcer"
    >
      {message}
    </div>
  );
}
