import type { NotificationSettings } from "../../domain/notifications/notificationSettings.ts";
import { FULL_SPORT_CODES, type FullSport } from "../../domain/sports/catalogue.ts";

/**
 * One update command's payload, as the settings page saves a draft: the service takes the global
 * switches, each sport, the social kinds and the news kinds as separate commands (accounts spec
 * section 7), so a save sends only the ones whose part changed.
 */
export type SettingsUpdate =
  | {
      readonly kind: "global";
      readonly inAppEnabled: boolean;
      readonly pushEnabled: boolean;
      readonly spoilerDelaySeconds: number;
      readonly alertsPerHour: NotificationSettings["alertsPerHour"];
    }
  | {
      readonly kind: "sport";
      readonly sport: FullSport;
      readonly reminder: NotificationSettings["sports"][FullSport]["reminder"];
      readonly events: NotificationSettings["sports"][FullSport]["events"];
    }
  | { readonly kind: "profile"; readonly social: NotificationSettings["social"] }
  | { readonly kind: "news"; readonly news: NotificationSettings["news"] };

const sameList = (a: ReadonlyArray<string>, b: ReadonlyArray<string>) =>
  a.length === b.length && a.every((item, i) => item === b[i]);

/** The commands that turn `original` into `draft`, global first, then sports in the catalogue's order. */
export const settingsUpdates = (
  original: NotificationSettings,
  draft: NotificationSettings,
): ReadonlyArray<SettingsUpdate> => {
  const updates: SettingsUpdate[] = [];
  if (
    original.inAppEnabled !== draft.inAppEnabled ||
    original.pushEnabled !== draft.pushEnabled ||
    original.spoilerDelaySeconds !== draft.spoilerDelaySeconds ||
    original.alertsPerHour !== draft.alertsPerHour
  )
    updates.push({
      kind: "global",
      inAppEnabled: draft.inAppEnabled,
      pushEnabled: draft.pushEnabled,
      spoilerDelaySeconds: draft.spoilerDelaySeconds,
      alertsPerHour: draft.alertsPerHour,
    });
  for (const sport of FULL_SPORT_CODES) {
    const before = original.sports[sport];
    const after = draft.sports[sport];
    if (before.reminder !== after.reminder || !sameList(before.events, after.events))
      updates.push({ kind: "sport", sport, reminder: after.reminder, events: after.events });
  }
  if (!sameList(original.social, draft.social)) updates.push({ kind: "profile", social: draft.social });
  if (!sameList(original.news, draft.news)) updates.push({ kind: "news", news: draft.news });
  return updates;
};

/** Whether the draft differs from what the server holds (the page's save bar shows then). */
export const isDirty = (original: NotificationSettings | null, draft: NotificationSettings | null) =>
  original !== null && draft !== null && settingsUpdates(original, draft).length > 0;
