import type { ActorRefFrom } from "xstate";
import type { notificationSettingsMachine } from "../../machines/notifications/notificationSettingsMachine.ts";

export type NotificationSettingsActorRef = ActorRefFrom<typeof notificationSettingsMachine>;
