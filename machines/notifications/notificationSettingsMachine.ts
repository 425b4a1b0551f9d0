import { assign, emit, fromPromise, setup } from "xstate";
import {
  chooseReminder,
  type NotificationSettings,
  SPOILER_DELAY_MAX_SECONDS,
  toggleNews,
  toggleSocial,
  toggleSportEvent,
} from "../../domain/notifications/notificationSettings.ts";
import type {
  NewsType,
  ReminderMinutes,
  SocialType,
  SportEventType,
} from "../../domain/notifications/notificationTypes.ts";
import { type RequestFailure, requestFailure } from "../../domain/rpc/requestFailure.ts";
import type { FullSport } from "../../domain/sports/catalogue.ts";
import { type SettingsUpdate, settingsUpdates } from "./settingsUpdates.ts";

/**
 * The notification settings page (accounts spec section 4, issue 11 item 6): the settings load, the
 * user edits a draft with the domain's pure toggles (one reminder per sport, a sport's own events,
 * social and news kinds, the global in-app and push switches, the spoiler delay and the alert budget),
 * in the page or in one of its sheets; save sends the update commands for the parts that changed
 * (`settingsUpdates.ts`) through the injected `saveSettings` actor, and cancel puts the draft back to
 * the settings the server holds.
 */
export type SettingsSheet =
  | { readonly kind: "sport"; readonly sport: FullSport }
  | { readonly kind: "reminder"; readonly sport: FullSport }
  | { readonly kind: "profile" }
  | { readonly kind: "news" };

export interface NotificationSettingsContext {
  /** What the server holds (after the load or the last save); null until loaded. */
  readonly original: NotificationSettings | null;
  /** What the page shows and edits. */
  readonly draft: NotificationSettings | null;
  readonly sheet: SettingsSheet | null;
  /** Why the load failed, while `failed`. */
  readonly failure: RequestFailure | null;
}

export type NotificationSettingsEvent =
  | { readonly type: "notificationSettings.retry" }
  | { readonly type: "notificationSettings.sheet.open"; readonly sheet: SettingsSheet }
  | { readonly type: "notificationSettings.sheet.close" }
  | { readonly type: "notificationSettings.inApp.toggle" }
  | { readonly type: "notificationSettings.push.toggle" }
  | {
      readonly type: "notificationSettings.reminder.choose";
      readonly sport: FullSport;
      /** The same minutes again turn the reminder off; null turns it off. */
      readonly minutes: ReminderMinutes | null;
    }
  | {
      readonly type: "notificationSettings.sportEvent.toggle";
      readonly sport: FullSport;
      readonly event: SportEventType;
    }
  | { readonly type: "notificationSettings.social.toggle"; readonly social: SocialType }
  | { readonly type: "notificationSettings.news.toggle"; readonly news: NewsType }
  /** Seconds from the slider; out-of-range or fractional values are brought into 0-120 whole seconds. */
  | { readonly type: "notificationSettings.spoilerDelay.set"; readonly seconds: number }
  | {
      readonly type: "notificationSettings.alertBudget.set";
      readonly alertsPerHour: NotificationSettings["alertsPerHour"];
    }
  | { readonly type: "notificationSettings.save" }
  | { readonly type: "notificationSettings.cancel" };

/** For a toast: the save went through, or failed (the draft stays, to try again). */
export type NotificationSettingsEmitted =
  | { readonly type: "notificationSettings.saved" }
  | { readonly type: "notificationSettings.saveFailed"; readonly failure: RequestFailure };

/** A spoiler delay the settings accept: whole seconds from 0 to 120. */
export const clampSpoilerDelay = (seconds: number): number =>
  Number.isFinite(seconds) ? Math.min(SPOILER_DELAY_MAX_SECONDS, Math.max(0, Math.round(seconds))) : 0;

type Edit = (draft: NotificationSettings, event: NotificationSettingsEvent) => NotificationSettings;

const EDITS: Partial<Record<NotificationSettingsEvent["type"], Edit>> = {
  "notificationSettings.inApp.toggle": (d) => ({ ...d, inAppEnabled: !d.inAppEnabled }),
  "notificationSettings.push.toggle": (d) => ({ ...d, pushEnabled: !d.pushEnabled }),
  "notificationSettings.reminder.choose": (d, e) =>
    e.type === "notificationSettings.reminder.choose" ? chooseReminder(d, e.sport, e.minutes) : d,
  "notificationSettings.sportEvent.toggle": (d, e) =>
    e.type === "notificationSettings.sportEvent.toggle" ? toggleSportEvent(d, e.sport, e.event) : d,
  "notificationSettings.social.toggle": (d, e) =>
    e.type === "notificationSettings.social.toggle" ? toggleSocial(d, e.social) : d,
  "notificationSettings.news.toggle": (d, e) =>
    e.type === "notificationSettings.news.toggle" ? toggleNews(d, e.news) : d,
  "notificationSettings.spoilerDelay.set": (d, e) =>
    e.type === "notificationSettings.spoilerDelay.set"
      ? { ...d, spoilerDelaySeconds: clampSpoilerDelay(e.seconds) }
      : d,
  "notificationSettings.alertBudget.set": (d, e) =>
    e.type === "notificationSettings.alertBudget.set" ? { ...d, alertsPerHour: e.alertsPerHour } : d,
};

const editing = Object.fromEntries(
  Object.keys(EDITS).map((type) => [type, { actions: "edit" as const }]),
) as Record<keyof typeof EDITS, { actions: "edit" }>;

export const notificationSettingsMachine = setup({
  types: {
    context: {} as NotificationSettingsContext,
    events: {} as NotificationSettingsEvent,
    emitted: {} as NotificationSettingsEmitted,
  },
  actors: {
    /** The settings the server holds (`query NotificationSettings`). */
    loadSettings: fromPromise<NotificationSettings>(() => new Promise<never>(() => {})),
    /** Sends the updates in order; answers the settings after the last one. */
    saveSettings: fromPromise<NotificationSettings, ReadonlyArray<SettingsUpdate>>(
      () => new Promise<never>(() => {}),
    ),
  },
  actions: {
    edit: assign(({ context, event }) => {
      const edit = EDITS[event.type];
      return context.draft === null || !edit ? {} : { draft: edit(context.draft, event) };
    }),
  },
  guards: {
    dirty: ({ context }) =>
      context.original !== null &&
      context.draft !== null &&
      settingsUpdates(context.original, context.draft).length > 0,
  },
}).createMachine({
  id: "notificationSettings",
  context: { original: null, draft: null, sheet: null, failure: null },
  initial: "loading",
  states: {
    loading: {
      tags: ["loading"],
      invoke: {
        id: "loadSettings",
        src: "loadSettings",
        onDone: {
          target: "ready",
          actions: assign(({ event }) => ({ original: event.output, draft: event.output, failure: null })),
        },
        onError: {
          target: "failed",
          actions: assign(({ event }) => ({ failure: requestFailure(event.error) })),
        },
      },
    },
    failed: {
      tags: ["failed"],
      on: { "notificationSettings.retry": { target: "loading" } },
    },
    ready: {
      initial: "editing",
      on: {
        "notificationSettings.sheet.open": { actions: assign(({ event }) => ({ sheet: event.sheet })) },
        "notificationSettings.sheet.close": { actions: assign({ sheet: null }) },
      },
      states: {
        editing: {
          on: {
            ...editing,
            "notificationSettings.save": { guard: "dirty", target: "saving" },
            "notificationSettings.cancel": {
              actions: assign(({ context }) => ({ draft: context.original, sheet: null })),
            },
          },
        },
        saving: {
          tags: ["saving"],
          invoke: {
            id: "saveSettings",
            src: "saveSettings",
            input: ({ context }) => settingsUpdates(context.original!, context.draft!),
            onDone: {
              target: "editing",
              actions: [
                assign(({ event }) => ({ original: event.output, draft: event.output, sheet: null })),
                emit({ type: "notificationSettings.saved" } as const),
              ],
            },
            onError: {
              target: "editing",
              actions: emit(({ event }) => ({
                type: "notificationSettings.saveFailed" as const,
                failure: requestFailure(event.error),
              })),
            },
          },
        },
      },
    },
  },
});
