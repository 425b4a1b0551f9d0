import { twoParticipants } from "../event/participants";
import type { FeedEvent } from "../feed/tree";

/**
 * The two teams of the event a tip picks on, kept with the tip so that a team's page can list the tips on
 * its events (issue 9) without asking the line or the statistics for every tip it reads.
 */
export interface TipTeams {
  readonly homeTeamId: string;
  readonly awayTeamId: string;
}

/**
 * Home and away of a line event, as the event's views name them (`twoParticipants`: `p1` is home). An event
 * that is not one team against another (not two participants, or a side without a team id) has no teams: its
 * tips belong to no team's list rather than to a guessed one.
 */
export const tipTeamsOfEvent = (event: Pick<FeedEvent, "id" | "participants">): TipTeams | undefined => {
  if (event.participants.length !== 2) return undefined;
  const { home, away } = twoParticipants(event);
  return home.teamId !== "" && away.teamId !== ""
    ? { homeTeamId: home.teamId, awayTeamId: away.teamId }
    : undefined;
};
