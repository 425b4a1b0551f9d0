import { Link } from "@tanstack/react-router";
import { useMachine } from "@xstate/react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import type { EditableProfile } from "../../../machines/profileEdit/profileDraft.ts";
import { useLocale } from "../../app/hooks.ts";
import { MailIcon } from "../../auth/AuthIcons.tsx";
import { FormAlert } from "../../auth/FormAlert.tsx";
import { failureMessage } from "../../auth/fieldMessage.ts";
import { Spinner } from "../../auth/Spinner.tsx";
import { TextField } from "../../auth/TextField.tsx";
import { AvatarEditor } from "./AvatarEditor.tsx";
import { BiographyField } from "./BiographyField.tsx";
import { UndoIcon } from "./SettingsIcons.tsx";
import { SettingsSection } from "./SettingsSection.tsx";
import { avatarMessage, profileFieldMessage } from "./settingsMessages.ts";
import { useAccountSettingsActors } from "./useAccountSettingsActors.ts";

/**
 * The edit-profile form over `profileEditMachine`: picture, name and biography. Save is offered only once
 * something changed and keeps the rules; cancel puts the saved profile back.
 */
export function ProfileEditForm({
  profile,
  email,
}: {
  readonly profile: EditableProfile;
  readonly email: string | null;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [snapshot, send] = useMachine(useAccountSettingsActors().profileEdit, { input: profile });
  const { context } = snapshot;
  const saving = snapshot.hasTag("saving");
  const failure = snapshot.hasTag("failed") ? context.failure : null;

  // A reload of the profile elsewhere is taken while nothing is being edited (the machine decides).
  useEffect(() => {
    send({ type: "profileEdit.original.update", profile });
  }, [profile, send]);

  const nameMessage = profileFieldMessage(context, "name");
  const savingLabel = snapshot.hasTag("uploading")
    ? t("accountSettings.profile.uploading")
    : t("accountSettings.profile.saving");

  return (
    <SettingsSection
      title={t("accountSettings.profile.title")}
      description={t("accountSettings.profile.description")}
      testId="profile-edit-form"
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: "profileEdit.save" });
      }}
      footer={
        <>
          <p className="settings-section__note" aria-live="polite">
            {snapshot.matches("dirty") || snapshot.matches("failed")
              ? t("accountSettings.profile.unsaved")
              : snapshot.matches("saved")
                ? t("accountSettings.profile.savedNote")
                : ""}
          </p>
          <div className="settings-section__actions">
            <button
              type="button"
              className="button button--ghost button--large"
              disabled={!snapshot.can({ type: "profileEdit.cancel" })}
              onClick={() => send({ type: "profileEdit.cancel" })}
              data-testid="profile-cancel"
            >
              <UndoIcon size={18} />
              <span>{t("accountSettings.profile.cancel")}</span>
            </button>
            <button
              type="submit"
              className="button button--primary button--large"
              disabled={!snapshot.can({ type: "profileEdit.save" })}
              aria-busy={saving}
              data-testid="profile-save"
            >
              {saving && <Spinner />}
              <span>{saving ? savingLabel : t("accountSettings.profile.save")}</span>
            </button>
          </div>
        </>
      }
    >
      {failure && <FormAlert title={t("accountSettings.profile.failed")} message={failureMessage(failure)} />}
      <AvatarEditor
        // Initials follow the name being typed, once it is one that can be saved.
        name={context.rules.name ? context.original.name : context.name}
        savedUrl={context.original.avatarUrl}
        draft={context.avatar}
        message={avatarMessage(context.avatarProblem, context.refusals.avatar)}
        canRemove={snapshot.can({ type: "profileEdit.avatar.remove" })}
        disabled={saving}
        onPick={(file) => send({ type: "profileEdit.avatar.pick", file })}
        onRemove={() => send({ type: "profileEdit.avatar.remove" })}
      />
      <TextField
        field={{
          name: "name",
          value: context.name,
          message: nameMessage,
          // Shown as typed: the name starts from the saved, valid one.
          touched: true,
          disabled: saving,
          onChange: (value) => send({ type: "profileEdit.name.change", value }),
          onBlur: () => {},
        }}
        label={t("accountSettings.profile.name")}
        autoComplete="name"
        hint={t("accountSettings.profile.nameHint")}
      />
      <BiographyField
        value={context.biography}
        message={profileFieldMessage(context, "biography")}
        disabled={saving}
        onChange={(value) => send({ type: "profileEdit.biography.change", value })}
      />
      {email && (
        <div className="settings-current settings-current--row">
          <MailIcon size={18} />
          <span className="settings-current__text">
            <span className="settings-current__label">{t("accountSettings.profile.email")}</span>
            <span className="settings-current__value">{email}</span>
          </span>
          <Link to="/$locale/settings/change-email" params={{ locale }} className="settings-current__action">
            {t("accountSettings.profile.changeEmail")}
          </Link>
        </div>
      )}
    </SettingsSection>
  );
}
