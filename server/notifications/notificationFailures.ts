import { NotificationErrorCode } from "../../domain/notifications/notificationCommands";
import { ApiFailure } from "../rpc/ApiFailure";

/** The notification service's catalogue failures, one constructor per outcome. */
export const NotificationFailure = {
  invalidPushToken: () =>
    ApiFailure.of(
      NotificationErrorCode.invalidPushToken,
      "BAD_REQUEST",
      "The push token is not a push subscription (endpoint and keys)",
    ),
  unknownEntity: () =>
    ApiFailure.of(NotificationErrorCode.unknownEntity, "NOT_FOUND", "Nothing with that id to ring a bell on"),
};
