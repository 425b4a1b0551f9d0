import { useSelector } from "@xstate/react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { editableProfileOf } from "../../../machines/profileEdit/profileDraft.ts";
import { useAppActors } from "../../app/hooks.ts";
import { FormAlert } from "../../auth/FormAlert.tsx";
import { failureMessage } from "../../auth/fieldMessage.ts";
import { ProfileEditForm } from "./ProfileEditForm.tsx";
import { SettingsSection } from "./SettingsSection.tsx";

/**
 * `/user-profile/settings`: the edit-profile form once the profile is loaded; placeholders until then,
 * and the reason with a retry if it could not be loaded.
 */
export function ProfileSettingsPage() {
  const { t } = useTranslation();
  const { profile } = useAppActors();
  const user = useSelector(profile, (snapshot) => snapshot.context.profile);
  const loadFailure = useSelector(profile, (snapshot) =>
    snapshot.hasTag("failed") ? snapshot.context.loadFailure : null,
  );
  const name = user?.name;
  const biography = user?.biography;
  const avatarUrl = user?.avatarUrl;
  // One object per saved value, so the form hears of a change only when there is one.
  const editable = useMemo(
    () =>
      name === undefined || biography === undefined || avatarUrl === undefined
        ? null
        : editableProfileOf({ name, biography, avatarUrl }),
    [name, biography, avatarUrl],
  );

  if (editable) return <ProfileEditForm profile={editable} email={user?.email ?? null} />;
  return (
    <SettingsSection
      title={t("accountSettings.profile.title")}
      description={t("accountSettings.profile.description")}
    >
      {loadFailure ? (
        <>
          <FormAlert title={t("accountSettings.profile.loadFailed")} message={failureMessage(loadFailure)} />
          <button
            type="button"
            className="button button--ghost button--large"
            onClick={() => profile.send({ type: "profile.reload" })}
          >
            {t("accountSettings.profile.retry")}
          </button>
        </>
      ) : (
        <div
          className="settings-skeleton"
          role="status"
          aria-busy="true"
          aria-label={t("accountSettings.profile.loading")}
        >
          <span className="ghost settings-skeleton__avatar" />
          <span className="ghost settings-skeleton__line" />
          <span className="ghost settings-skeleton__field" />
          <span className="ghost settings-skeleton__line" />
          <span className="ghost settings-skeleton__area" />
        </div>
      )}
    </SettingsSection>
  );
}
