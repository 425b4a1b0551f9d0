import { Schema } from "effect";
import { FULL_SPORT_CODES, type FullSport } from "../sports/catalogue";
import {
  NEWS_TYPES,
  type NewsType,
  ReminderMinutes,
  SOCIAL_TYPES,
  type SocialType,
  SportEventType,
  sportEventsOf,
} from "./notificationTypes";

/** Longest spoiler delay a user may set (issue 11: 0 to 120 s). */
export const SPOILER_DELAY_MAX_SECONDS = 120;
/** Alert budget choices: at most N alerts an hour, the rest folded into one summary; null is no limit. */
export const ALERT_BUDGETS = [5, 10, 20, 50] as const;

export const SportNotificationSettings = Schema.Struct({
  /** Minutes before kick-off, or null for no reminder: exclusive, one value per sport. */
  reminder: Schema.NullOr(ReminderMinutes),
  events: Schema.Array(SportEventType),
});
export type SportNotificationSettings = typeof SportNotificationSettings.Type;

/**
 * A user's notification settings (accounts spec section 4): the global in-app and push switches, per
 * sport a reminder and the events enabled, the social and news kinds enabled; and the two
 * additions, the spoiler delay and the alert budget.
 */
export const NotificationSettings = Schema.Struct({
  inAppEnabled: Schema.Boolean,
  pushEnabled: Schema.Boolean,
  sports: Schema.Record(Schema.Literals(FULL_SPORT_CODES), SportNotificationSettings),
  social: Schema.Array(Schema.Literals(SOCIAL_TYPES)),
  news: Schema.Array(Schema.Literals(NEWS_TYPES)),
  spoilerDelaySeconds: Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: SPOILER_DELAY_MAX_SECONDS })),
  alertsPerHour: Schema.NullOr(Schema.Literals(ALERT_BUDGETS)),
});
export type NotificationSettings = typeof NotificationSettings.Type;

/** A new account's settings: in-app on, push off until the browser grants it, the main events on. */
export const defaultNotificationSettings = (): NotificationSettings => {
  const sports = {} as Record<FullSport, SportNotificationSettings>;
  for (const sport of FULL_SPORT_CODES)
    sports[sport] = {
      reminder: null,
      events: sport === "soccer" ? ["START", "GOAL", "FINISH"] : ["START", "FINISH"],
    };
  return {
    inAppEnabled: true,
    pushEnabled: false,
    sports,
    social: [...SOCIAL_TYPES],
    news: [],
    spoilerDelaySeconds: 0,
    alertsPerHour: null,
  };
};

/** Chooses a sport's reminder: one at a time, so choosing one drops the other; the same again turns it off. */
export const chooseReminder = (
  settings: NotificationSettings,
  sport: FullSport,
  minutes: ReminderMinutes | null,
): NotificationSettings => {
  const current = settings.sports[sport];
  return {
    ...settings,
    sports: {
      ...settings.sports,
      [sport]: { ...current, reminder: current.reminder === minutes ? null : minutes },
    },
  };
};

/** Turns one of a sport's events on or off; events the sport does not have are refused (unchanged). */
export const toggleSportEvent = (
  settings: NotificationSettings,
  sport: FullSport,
  event: SportEventType,
): NotificationSettings => {
  if (!sportEventsOf(sport).includes(event)) return settings;
  const current = settings.sports[sport];
  const events = current.events.includes(event)
    ? current.events.filter((e) => e !== event)
    : sportEventsOf(sport).filter((e) => e === event || current.events.includes(e));
  return { ...settings, sports: { ...settings.sports, [sport]: { ...current, events } } };
};

const toggled = <T extends string>(list: ReadonlyArray<T>, item: T, order: ReadonlyArray<T>): T[] =>
  list.includes(item) ? list.filter((x) => x !== item) : order.filter((x) => x === item || list.includes(x));

export const toggleSocial = (settings: NotificationSettings, type: SocialType): NotificationSettings => ({
  ...settings,
  social: toggled(settings.social, type, SOCIAL_TYPES),
});

export const toggleNews = (settings: NotificationSettings, type: NewsType): NotificationSettings => ({
  ...settings,
  news: toggled(settings.news, type, NEWS_TYPES),
});

/** Whether a sport event reaches a user at all, before the channel switches. */
export const wantsSportEvent = (
  settings: NotificationSettings,
  sport: FullSport,
  event: SportEventType,
): boolean => settings.sports[sport].events.includes(event);
