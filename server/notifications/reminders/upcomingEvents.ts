import { twoParticipants } from "../../../domain/event/participants";
import { forEachEvent } from "../../../domain/feed/filterFeedTree";
import type { FeedTree } from "../../../domain/feed/tree";
import { REMINDER_MINUTES } from "../../../domain/notifications/notificationTypes";
import type { FullSport } from "../../../domain/sports/catalogue";
import { isFullSport } from "../../../domain/sports/catalogue";
import type { Watched } from "../bellStore";

/** An event a reminder may be due for: not started, starting within the longest reminder. */
export interface UpcomingEvent {
  readonly watched: Watched;
  readonly sportId: string;
  readonly sport: FullSport;
  readonly home: string;
  readonly away: string;
  readonly startTime: number;
}

const LONGEST_MS = Math.max(...REMINDER_MINUTES) * 60_000;

/** The line's events of the full sports that start after `now` and at most the longest reminder later. */
export const upcomingEvents = (lines: ReadonlyArray<FeedTree>, now: number): UpcomingEvent[] => {
  const found: UpcomingEvent[] = [];
  for (const tree of lines) {
    for (const sport of Object.values(tree.sports)) {
      if (!isFullSport(sport.code)) continue;
      const code = sport.code;
      forEachEvent({ sports: { [sport.id]: sport } }, (event) => {
        if (event.status !== "not_started" || event.startTime <= now || event.startTime - now > LONGEST_MS)
          return;
        if (event.participants.length !== 2) return;
        const { home, away } = twoParticipants(event);
        found.push({
          watched: {
            eventId: event.id,
            teamIds: [home.teamId, away.teamId].filter((id) => id !== ""),
            tournamentId: event.tournamentId,
          },
          sportId: event.sportId,
          sport: code,
          home: home.name,
          away: away.name,
          startTime: event.startTime,
        });
      });
    }
  }
  return found;
};
