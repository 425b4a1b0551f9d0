import { twoParticipants } from "../event/participants";
import { scoreDisplay } from "../event/scoreDisplay";
import type { FeedTree } from "../feed/tree";
import type { LiveScore } from "./liveStandings";

/**
 * The live line's scores of one tournament's matches, by event id, for the live standings: running
 * matches (and ones just finished, still listed) with goals in play. A match not of two participants is
 * skipped rather than guessed.
 */
export const liveScoresOf = (tree: FeedTree, tournamentId: string): ReadonlyMap<string, LiveScore> => {
  const out = new Map<string, LiveScore>();
  for (const sport of Object.values(tree.sports)) {
    for (const category of Object.values(sport.categories)) {
      const tournament = category.tournaments[tournamentId];
      if (!tournament) continue;
      for (const event of Object.values(tournament.events)) {
        if (event.status !== "in_progress" && event.status !== "finished") continue;
        if (event.participants.length !== 2) continue;
        const score = scoreDisplay(event);
        if (!score) continue;
        const { home, away } = twoParticipants(event);
        out.set(event.id, {
          homeTeamId: home.teamId,
          awayTeamId: away.teamId,
          home: score.home.score,
          away: score.away.score,
          running: event.status === "in_progress",
        });
      }
    }
  }
  return out;
};
