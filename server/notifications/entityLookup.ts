import { findEvent } from "../../domain/feed/filterFeedTree";
import type { NotificationSubscription } from "../../domain/notifications/notificationCommands";
import type { FeedEngine } from "../feed/FeedEngine";
import type { StatisticsProvider } from "../provider/StatisticsProvider";

/**
 * Whether the server knows what a bell is rung on: the line while it lists it (an event, a tournament
 * with events, a team playing in one), else the statistics side (past the line's window).
 */
export const makeEntityLookup =
  (feed: Pick<FeedEngine, "snapshot" | "lines">, statistics: StatisticsProvider | undefined) =>
  ({ entityType, entityId }: NotificationSubscription): boolean => {
    if (entityType === "EVENT")
      return (
        findEvent(feed.snapshot({ kind: "event", eventId: entityId }).tree, entityId) !== undefined ||
        statistics?.match(entityId) !== undefined
      );
    if (entityType === "TEAM" && statistics?.team(entityId)) return true;
    if (entityType === "TOURNAMENT" && statistics?.tournament(entityId)) return true;
    for (const { tree } of feed.lines()) {
      for (const sport of Object.values(tree.sports)) {
        for (const category of Object.values(sport.categories)) {
          for (const tournament of Object.values(category.tournaments)) {
            if (entityType === "TOURNAMENT" && tournament.id === entityId) return true;
            if (entityType !== "TEAM") continue;
            for (const event of Object.values(tournament.events))
              if (event.participants.some((participant) => participant.teamId === entityId)) return true;
          }
        }
      }
    }
    return false;
  };
