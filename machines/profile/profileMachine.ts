import { assign, fromPromise, setup } from "xstate";
import type { AuthProfile } from "../../domain/accounts/authProfile.ts";
import type { UserSettings } from "../../domain/accounts/profileCommands.ts";
import { type SubmitFailure, submitFailure } from "../accountForm/submitFailure.ts";
import { mergeChanges, type SettingsChange, unsavedPart } from "./savedSettings.ts";

/**
 * The signed-in user's auth profile (accounts spec sections 3 and 4): loaded once the session signs in,
 * reloaded on demand, patched after a save elsewhere, forgotten on sign-out. Beside it, the interface
 * settings a signed-in user changes are saved to the account one request at a time, later changes queued
 * behind the one in flight. IO lives in the `loadProfile` and `saveSettings` actors; what the browser does
 * with saved settings (switch the locale, the zone) and with a failed save (a toast) are named actions.
 */
export interface ProfileContext {
  readonly profile: AuthProfile | null;
  /** Why the last load failed; cleared by the next success. */
  readonly loadFailure: SubmitFailure | null;
  /** The change being saved now. */
  readonly savingSettings: SettingsChange | null;
  /** Changes made while one was saving: sent next, in one request. */
  readonly queuedSettings: SettingsChange | null;
}

/** The fields another screen saved (`update_user_profile` answers name and biography). */
export type ProfilePatch = Partial<Omit<AuthProfile, "id">>;

export type ProfileEvent =
  /** The session signed in (or was found signed in at start-up). */
  | { readonly type: "profile.signedIn" }
  /** The session ended: every trace of the user goes (accounts spec section 4, sign-out resets). */
  | { readonly type: "profile.reset" }
  | { readonly type: "profile.reload" }
  | { readonly type: "profile.updated"; readonly patch: ProfilePatch }
  /** The user changed the interface locale or time zone on this device. */
  | { readonly type: "profile.settings.changed"; readonly change: SettingsChange };

export const PROFILE_RETRY_DELAY_MS = 5_000;

const unprovided = <TOutput, TInput>(name: string) =>
  fromPromise<TOutput, TInput>(() =>
    Promise.reject(new Error(`profileMachine: provide the \`${name}\` actor`)),
  );

const signedOutContext: ProfileContext = {
  profile: null,
  loadFailure: null,
  savingSettings: null,
  queuedSettings: null,
};

export const profileMachine = setup({
  types: {
    context: {} as ProfileContext,
    events: {} as ProfileEvent,
  },
  actors: {
    /** The `authProfile` query with the session's token. */
    loadProfile: unprovided<AuthProfile, void>("loadProfile"),
    /** `update_user_settings`; answers the settings now saved. */
    saveSettings: unprovided<UserSettings, SettingsChange>("saveSettings"),
  },
  delays: {
    retryDelay: PROFILE_RETRY_DELAY_MS,
  },
  actions: {
    /** Applies section 4's rules to the saved settings (see savedSettings.ts); provided by the composition root. */
    adoptSavedSettings: (_, _params: { readonly settings: UserSettings | null }) => {},
    /** The fallback message of a failed locale or time-zone save (section 8); provided by the composition root. */
    notifySettingsSaveFailed: () => {},
    /** The server's answer to a save is what the account holds now. */
    keepSavedSettings: assign(({ context }, params: { readonly settings: UserSettings }) => ({
      profile: context.profile === null ? null : { ...context.profile, settings: params.settings },
      savingSettings: null,
    })),
  },
  guards: {
    /**
     * The profile is loaded and the change differs from what the account has saved. NOTE: before the
     * profile loads nothing is saved: the saved settings it brings are adopted first (section 4), and a
     * change the URL made meanwhile must not overwrite them.
     */
    changesSavedSettings: ({ context, event }) =>
      event.type === "profile.settings.changed" &&
      context.profile !== null &&
      unsavedPart(context.profile.settings, event.change) !== null,
    hasQueuedSettings: ({ context }) => context.queuedSettings !== null,
  },
}).createMachine({
  id: "profile",
  context: signedOutContext,
  initial: "signedOut",
  states: {
    signedOut: {
      tags: ["signedOut"],
      on: { "profile.signedIn": "signedIn" },
    },
    signedIn: {
      type: "parallel",
      on: {
        "profile.reset": { target: "signedOut", actions: assign(signedOutContext) },
      },
      states: {
        data: {
          initial: "loading",
          states: {
            loading: {
              tags: ["loading"],
              invoke: {
                id: "loadProfile",
                src: "loadProfile",
                onDone: {
                  target: "loaded",
                  actions: [
                    assign({ profile: ({ event }) => event.output, loadFailure: null }),
                    // NOTE: only the first load of a session adopts saved settings; a reload must not undo
                    // a change the user made on this device since (its save may still be on its way).
                    {
                      type: "adoptSavedSettings",
                      params: ({ event }) => ({ settings: event.output.settings }),
                    },
                  ],
                },
                onError: {
                  target: "failed",
                  actions: assign({ loadFailure: ({ event }) => submitFailure(event.error) }),
                },
              },
            },
            failed: {
              tags: ["failed"],
              on: { "profile.reload": "loading" },
              after: { retryDelay: "loading" },
            },
            loaded: {
              tags: ["loaded"],
              on: { "profile.reload": "reloading" },
            },
            /** The profile on screen stays while a fresh one loads; a failed reload keeps it. */
            reloading: {
              tags: ["loaded", "reloading"],
              invoke: {
                id: "reloadProfile",
                src: "loadProfile",
                onDone: {
                  target: "loaded",
                  actions: assign({ profile: ({ event }) => event.output, loadFailure: null }),
                },
                onError: {
                  target: "loaded",
                  actions: assign({ loadFailure: ({ event }) => submitFailure(event.error) }),
                },
              },
            },
          },
          on: {
            "profile.updated": {
              actions: assign({
                profile: ({ context, event }) =>
                  context.profile === null ? null : { ...context.profile, ...event.patch },
              }),
            },
          },
        },
        settings: {
          initial: "idle",
          states: {
            idle: {
              on: {
                "profile.settings.changed": {
                  guard: "changesSavedSettings",
                  target: "saving",
                  actions: assign({
                    queuedSettings: ({ context, event }) =>
                      unsavedPart(context.profile?.settings ?? null, event.change),
                  }),
                },
              },
            },
            saving: {
              tags: ["savingSettings"],
              entry: assign({
                savingSettings: ({ context }) => context.queuedSettings,
                queuedSettings: null,
              }),
              on: {
                // Queued whatever it says: a change back to the saved value must still follow the one in flight.
                "profile.settings.changed": {
                  actions: assign({
                    queuedSettings: ({ context, event }) =>
                      mergeChanges(context.queuedSettings, event.change),
                  }),
                },
              },
              invoke: {
                id: "saveSettings",
                src: "saveSettings",
                input: ({ context }) => context.savingSettings ?? {},
                onDone: [
                  {
                    guard: "hasQueuedSettings",
                    target: "saving",
                    reenter: true,
                    actions: {
                      type: "keepSavedSettings",
                      params: ({ event }) => ({ settings: event.output }),
                    },
                  },
                  {
                    target: "idle",
                    actions: {
                      type: "keepSavedSettings",
                      params: ({ event }) => ({ settings: event.output }),
                    },
                  },
                ],
                onError: [
                  {
                    guard: "hasQueuedSettings",
                    target: "saving",
                    reenter: true,
                    actions: "notifySettingsSaveFailed",
                  },
                  {
                    target: "idle",
                    actions: ["notifySettingsSaveFailed", assign({ savingSettings: null })],
                  },
                ],
              },
            },
          },
        },
      },
    },
  },
});
