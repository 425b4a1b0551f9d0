import { useSelector } from "@xstate/react";
import { isEnded } from "../../domain/event/lifecycle.ts";
import { archivedPlace } from "../../domain/statistics/archivedEvent.ts";
import { useStatisticsPage } from "../app/statisticsPages.ts";
import { mainSportById } from "../sports/mainSports.ts";
import { archivedEventPage } from "./archivedEventPage.ts";
import { EventNotFound } from "./EventNotFound.tsx";
import { EventScreen } from "./EventScreen.tsx";
import { EventSkeleton } from "./EventSkeleton.tsx";

/**
 * An event the live line does not list (past its days, or an imported real match), as the archive
 * knows it: the same screen with its final score, no markets, and the statistics tabs. Not in the
 * archive either: the event's 404.
 */
export function ArchivedEventView({ eventId }: { readonly eventId: string }) {
  const actor = useStatisticsPage(archivedEventPage, { id: eventId });
  const state = useSelector(actor, (snapshot) =>
    snapshot.hasTag("loaded") ? "loaded" : snapshot.hasTag("loading") ? "loading" : "gone",
  );
  const answer = useSelector(actor, (snapshot) => snapshot.context.answer);
  if (state === "loading") return <EventSkeleton />;
  if (state === "gone" || !answer) return <EventNotFound eventId={eventId} />;
  const place = archivedPlace(answer);
  return (
    <EventScreen
      place={{ ...place, sport: mainSportById(answer.sportId) }}
      stale={false}
      ended={isEnded(answer.status)}
    />
  );
}
