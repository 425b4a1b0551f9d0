import { useSelector } from "@xstate/react";
import { lazy, Suspense, useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { editableProfileOf } from "../../../machines/profileEdit/profileDraft.ts";
import { useAppActors } from "../../app/hooks.ts";
import { FormAlert } from "../../auth/FormAlert.tsx";
import { failureMessage } from "../../auth/fieldMessage.ts";
import { useChatRoot } from "../../chat/useChatRoot.ts";
import { ProfileEditForm } from "./ProfileEditForm.tsx";
import { SettingsSection } from "./SettingsSection.tsx";

// The blocked users list (issue 11) with its machine and the chat's words, fetched with the page's render.
const BlockedUsersSection = lazy(() =>
  import("./BlockedUsersSection.tsx").then(({ BlockedUsersSection }) => ({ default: BlockedUsersSection })),
);

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

  if (editable)
    return (
      <>
        <ProfileEditForm profile={editable} email={user?.email ?? null} />
        <BlockedUsers />
      </>
    );
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

/** The chat's blocked users, once the chat's words are loaded (they are the chat's strings). */
function BlockedUsers() {
  const root = useChatRoot();
  const { strings } = useAppActors();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    void strings(["chat"]).then(() => {
      if (live) setReady(true);
    });
    return () => {
      live = false;
    };
  }, [strings]);
  if (!root || !ready) return null;
  return (
    <Suspense fallback={null}>
      <BlockedUsersSection root={root} />
    </Suspense>
  );
}
