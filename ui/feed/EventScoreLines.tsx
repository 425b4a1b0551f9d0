import { twoParticipants } from "../../domain/event/participants.ts";
import { startedScore } from "../../domain/event/scoreDisplay.ts";
import { type GamePoint, setScore } from "../../domain/event/setScore.ts";
import type { FeedEvent } from "../../domain/feed/tree.ts";

/** Bettors read a tennis advantage as "A". */
const pointText = (point: GamePoint): string => (point === "advantage" ? "A" : String(point));

/**
 * The two participants of a row, each with its score (with the shoot-out in brackets, domain score
 * display) and, in set sports, the set in play and the game's points.
 */
export function EventScoreLines({ event }: { readonly event: FeedEvent }) {
  // Head-to-head only: an event with another count (a race) lists its names, no score line.
  if (event.participants.length !== 2) {
    return (
      <span className="event-teams">
        <span className="event-team">
          <span className="event-team__name">{event.participants.map((p) => p.name).join(", ")}</span>
        </span>
      </span>
    );
  }
  const { home, away } = twoParticipants(event);
  const score = startedScore(event);
  const period = setScore(event);
  const server = period ? event.extraInfo.currentServer : undefined;
  const side = (name: string, which: "home" | "away") => (
    <span className={score?.leader === which ? "event-team event-team--leader" : "event-team"}>
      <span className="event-team__name">{name}</span>
      {server === (which === "home" ? "p1" : "p2") && (
        <span className="event-team__serve" aria-hidden="true" />
      )}
      {period?.points && <span className="event-team__points">{pointText(period.points[which])}</span>}
      {period && <span className="event-team__period">{period[which]}</span>}
      {score && <span className="event-team__score">{score[which].text}</span>}
    </span>
  );
  return (
    <span className="event-teams">
      {side(home.name, "home")}
      {side(away.name, "away")}
    </span>
  );
}
