import { type AnyActorLogic, fromPromise } from "xstate";
import { UserUpdateEmail } from "../../domain/accounts/emailCommands.ts";
import { UserChangePassword } from "../../domain/accounts/passwordCommands.ts";
import { UpdateUserProfile } from "../../domain/accounts/profileCommands.ts";
import { normalizeEmail } from "../../domain/accounts/validation.ts";
import type { UploadAnswer } from "../../domain/files/fileRoutes.ts";
import type { AccountFormMachine } from "../../machines/accountForm/accountFormMachine.ts";
import {
  type EmailChangeRequested,
  emailChangeMachine,
} from "../../machines/accountForm/emailChangeMachine.ts";
import {
  type PasswordChanged,
  passwordChangeMachine,
} from "../../machines/accountForm/passwordChangeMachine.ts";
import type { EditableProfile, ProfileChanges } from "../../machines/profileEdit/profileDraft.ts";
import { profileEditMachine, type SavedProfile } from "../../machines/profileEdit/profileEditMachine.ts";
import { showToast } from "../../machines/toasts/toastsMachine.ts";
import type { AccountSettingsDeps } from "./accountSettingsDeps.ts";
import { onePerDeps } from "./onePerDeps.ts";

/** The machines of the settings pages (`ui/settings/account/`), wired to the back end and the app. */
export interface AccountSettingsActors {
  readonly profileEdit: typeof profileEditMachine;
  readonly passwordChange: typeof passwordChangeMachine;
  readonly emailChange: typeof emailChangeMachine;
}

type Values = Readonly<Record<string, string>>;

const value = (values: Values, field: string): string => values[field] ?? "";

/** A form machine with its `submit` actor: the form's values in, the command's answer out. */
const withSubmit = <F extends string, R>(
  machine: AccountFormMachine<F, R>,
  submit: (values: Values, signal: AbortSignal) => Promise<R>,
  announceSuccess: (result: R) => void = () => {},
): AccountFormMachine<F, R> =>
  machine.provide({
    actors: {
      submit: fromPromise<unknown, Values>(({ input, signal }) => submit(input, signal)) as AnyActorLogic,
    },
    actions: { announceSuccess: (_, result) => announceSuccess(result as R) },
  } as Parameters<AccountFormMachine<F, R>["provide"]>[0]);

export const createAccountSettingsActors = (deps: AccountSettingsDeps): AccountSettingsActors => {
  const { calls, toasts, t } = deps;
  const announce = (message: string) => toasts.send(showToast({ type: "success", message }));

  const updateProfile = async (changes: ProfileChanges, signal: AbortSignal): Promise<SavedProfile> => {
    const saved = await calls.rpc(UpdateUserProfile, changes, signal);
    return { name: saved.name, biography: saved.biography, avatarUrl: saved.avatarUrl };
  };

  const profileSaved = (profile: EditableProfile) => {
    // The header's menu and every other reader of the profile show the new name and picture at once.
    deps.profile.send({
      type: "profile.updated",
      patch: { name: profile.name, biography: profile.biography || null, avatarUrl: profile.avatarUrl },
    });
    announce(t("accountSettings.profile.saved"));
  };

  const changePassword = async (values: Values, signal: AbortSignal): Promise<PasswordChanged> =>
    calls.rpc(
      UserChangePassword,
      { currentPassword: value(values, "currentPassword"), newPassword: value(values, "newPassword") },
      signal,
    );

  const changeEmail = async (values: Values, signal: AbortSignal): Promise<EmailChangeRequested> => {
    const { userId, email } = await calls.rpc(
      UserUpdateEmail,
      { newEmail: normalizeEmail(value(values, "newEmail")), password: value(values, "password") },
      signal,
    );
    return { userId, email };
  };

  return {
    profileEdit: profileEditMachine.provide({
      actors: {
        uploadAvatar: fromPromise<UploadAnswer, File>(({ input, signal }) => calls.upload(input, signal)),
        updateProfile: fromPromise<SavedProfile, ProfileChanges>(({ input, signal }) =>
          updateProfile(input, signal),
        ),
      },
      actions: { announceSaved: (_, profile) => profileSaved(profile) },
    }),
    passwordChange: withSubmit(passwordChangeMachine, changePassword, () =>
      announce(t("accountSettings.password.changed")),
    ),
    // The page moves on to the verification-pending page, which says what happened.
    emailChange: withSubmit(emailChangeMachine, changeEmail),
  };
};

/**
 * The settings pages' machines over the root's deps, made once per deps object. Imported by the pages, so
 * the machines (and the picture upload's) come with the settings chunk, not the app's start-up JS.
 */
export const accountSettingsActorsOf: (deps: AccountSettingsDeps) => AccountSettingsActors =
  onePerDeps(createAccountSettingsActors);
