import type { NotificationSubject } from "../../../domain/notifications/notificationFeed";
import {
  type NotificationSettings,
  wantsSportEvent,
} from "../../../domain/notifications/notificationSettings";

/** Where a notification goes for a user: the in-app feed, the user's devices, or both. */
export interface Channels {
  readonly inApp: boolean;
  readonly push: boolean;
}

/** Whether the user asked for this kind of notification at all (the global switches aside). */
export const wantsSubject = (settings: NotificationSettings, subject: NotificationSubject): boolean => {
  switch (subject.kind) {
    case "sport_event":
      return wantsSportEvent(settings, subject.sport, subject.type);
    case "reminder":
      return settings.sports[subject.sport].reminder !== null;
    case "social":
      return settings.social.includes(subject.type);
    case "news":
      return settings.news.includes("NEWS_PUBLISHED");
    case "summary":
      return true;
  }
};

/** The channels a notification takes for this user; undefined when it goes nowhere. */
export const channelsFor = (
  settings: NotificationSettings,
  subject: NotificationSubject,
): Channels | undefined => {
  if (!wantsSubject(settings, subject)) return undefined;
  if (!settings.inAppEnabled && !settings.pushEnabled) return undefined;
  return { inApp: settings.inAppEnabled, push: settings.pushEnabled };
};

/**
 * How long a sport event waits for this user (the spoiler delay: people watching a delayed stream hear
 * of a goal when their picture shows it). Everything else goes at once.
 */
export const spoilerDelayMs = (settings: NotificationSettings, subject: NotificationSubject): number =>
  subject.kind === "sport_event" ? settings.spoilerDelaySeconds * 1000 : 0;

const HOUR_MS = 3_600_000;

/** The alert budget's window: the clock hour `now` is in. */
export const hourStartOf = (now: number): number => now - (now % HOUR_MS);

/** Whether the alert numbered `alertsThisHour` (counting itself) is past the user's budget. */
export const isOverBudget = (settings: NotificationSettings, alertsThisHour: number): boolean =>
  settings.alertsPerHour !== null && alertsThisHour > settings.alertsPerHour;
