import { Effect } from "effect";
import type {
  UpdateGlobalNotificationSettings,
  UpdateNewsNotificationSettings,
  UpdateProfileNotificationSettings,
  UpdateSportNotificationSettings,
} from "../../../domain/notifications/notificationCommands";
import type { NotificationSettings } from "../../../domain/notifications/notificationSettings";
import { NEWS_TYPES, SOCIAL_TYPES, sportEventsOf } from "../../../domain/notifications/notificationTypes";
import { apiError, RpcErrorCode } from "../../../domain/rpc/errors";
import { AccountFailure } from "../../accounts/failures";
import type { Principal } from "../../accounts/sessions/authenticate";
import { execute } from "../../accounts/stores/columns";
import { Database } from "../../db/Database";
import { ApiFailure } from "../../rpc/ApiFailure";
import { loadNotificationSettings, saveNotificationSettings } from "../settingsStore";

/** Items of `chosen` in the order of `order`, once each (a list the client sent twice comes out once). */
const inOrder = <T>(chosen: ReadonlyArray<T>, order: ReadonlyArray<T>): T[] =>
  order.filter((item) => chosen.includes(item));

/**
 * Reads the settings, changes them and stores them whole, in one transaction with the user's row locked:
 * two sheets saved at once both land.
 */
const change = (principal: Principal, edit: (settings: NotificationSettings) => NotificationSettings) =>
  Effect.gen(function* () {
    const db = yield* Database;
    return yield* db.transaction(
      Effect.gen(function* () {
        yield* execute("SELECT id FROM users WHERE id = $1 FOR UPDATE", [principal.userId]);
        const settings = yield* loadNotificationSettings(principal.userId);
        if (!settings) return yield* Effect.fail(AccountFailure.userNotFound());
        const changed = edit(settings);
        yield* saveNotificationSettings(principal.userId, changed);
        return changed;
      }),
    );
  });

export const updateGlobalSettings = (
  principal: Principal,
  payload: typeof UpdateGlobalNotificationSettings.payload.Type,
) =>
  change(principal, (settings) => ({
    ...settings,
    ...(payload.inAppEnabled !== undefined ? { inAppEnabled: payload.inAppEnabled } : {}),
    ...(payload.pushEnabled !== undefined ? { pushEnabled: payload.pushEnabled } : {}),
    ...(payload.spoilerDelaySeconds !== undefined
      ? { spoilerDelaySeconds: payload.spoilerDelaySeconds }
      : {}),
    ...(payload.alertsPerHour !== undefined ? { alertsPerHour: payload.alertsPerHour } : {}),
  }));

/** One sport's sheet, replaced whole; an event the sport does not have is refused, not dropped. */
export const updateSportSettings = (
  principal: Principal,
  payload: typeof UpdateSportNotificationSettings.payload.Type,
) => {
  const offered = sportEventsOf(payload.sport);
  const foreign = payload.events.filter((event) => !offered.includes(event));
  if (foreign.length > 0) {
    return Effect.fail(
      new ApiFailure({
        errors: [
          apiError(
            RpcErrorCode.invalidPayload,
            "BAD_REQUEST",
            `${payload.sport} has no ${foreign.join(", ")} notifications`,
          ),
        ],
      }),
    );
  }
  return change(principal, (settings) => ({
    ...settings,
    sports: {
      ...settings.sports,
      [payload.sport]: { reminder: payload.reminder, events: inOrder(payload.events, offered) },
    },
  }));
};

export const updateProfileSettings = (
  principal: Principal,
  payload: typeof UpdateProfileNotificationSettings.payload.Type,
) => change(principal, (settings) => ({ ...settings, social: inOrder(payload.social, SOCIAL_TYPES) }));

export const updateNewsSettings = (
  principal: Principal,
  payload: typeof UpdateNewsNotificationSettings.payload.Type,
) => change(principal, (settings) => ({ ...settings, news: inOrder(payload.news, NEWS_TYPES) }));
