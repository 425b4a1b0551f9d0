import type { AuthorizedCalls } from "./authorizedCalls.ts";
import type { ProfileActorRef } from "./profileActors.ts";
import type { ToastsActorRef } from "./routerContext.ts";

/** The strings the settings' machines announce in a toast once a change is saved. */
export type SettingsAnnouncement = "accountSettings.profile.saved" | "accountSettings.password.changed";

/**
 * What the settings pages' machines need from the composition root. Plain values only: the machines are
 * built from them in `accountSettingsActors.ts`, which comes with the settings pages' chunk.
 */
export interface AccountSettingsDeps {
  /** Commands and the picture upload as the signed-in user. */
  readonly calls: AuthorizedCalls;
  /** The header's menu and every other reader of the profile hear a saved change at once. */
  readonly profile: ProfileActorRef;
  readonly toasts: ToastsActorRef;
  readonly t: (key: SettingsAnnouncement) => string;
}
