import type { ActorRefFrom } from "xstate";
import type { systemSettingsMachine } from "../../machines/systemSettings/systemSettingsMachine.ts";
import type { toastsMachine } from "../../machines/toasts/toastsMachine.ts";
import type { FeedServices } from "./feedServices.ts";

export type SettingsActorRef = ActorRefFrom<typeof systemSettingsMachine>;
export type ToastsActorRef = ActorRefFrom<typeof toastsMachine>;

/** What every route can reach: the app-wide actors, created once in `ui/main.tsx`. */
export interface RouterContext {
  readonly settings: SettingsActorRef;
  readonly toasts: ToastsActorRef;
  readonly feed: FeedServices;
}
