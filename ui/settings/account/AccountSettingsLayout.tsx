import { Outlet, useLocation } from "@tanstack/react-router";
import { useSelector } from "@xstate/react";
import { useTranslation } from "react-i18next";
import { useAppActors } from "../../app/hooks.ts";
import { ProfileAvatar } from "./ProfileAvatar.tsx";
import { SettingsNav } from "./SettingsNav.tsx";
import { SETTINGS_SECTIONS, sectionOfPath } from "./settingsSections.ts";

/**
 * The frame of the signed-in settings pages (accounts spec section 2): who is signed in, the way between
 * the pages, and the page itself.
 */
export function AccountSettingsLayout() {
  const { t } = useTranslation();
  const { profile } = useAppActors();
  const user = useSelector(profile, (snapshot) => snapshot.context.profile);
  const { pathname } = useLocation();

  return (
    <div className="account-settings">
      <header className="account-settings__header">
        <ProfileAvatar name={user?.name ?? ""} url={user?.avatarUrl ?? null} size="medium" />
        <div className="account-settings__who">
          <h1 className="account-settings__title">{t("accountSettings.title")}</h1>
          {user ? (
            <p className="account-settings__subtitle">
              {user.email ? t("accountSettings.signedInAs", { email: user.email }) : user.name}
            </p>
          ) : (
            <span className="ghost account-settings__subtitle-ghost" aria-hidden="true" />
          )}
        </div>
      </header>
      <div className="account-settings__body">
        <SettingsNav sections={SETTINGS_SECTIONS} current={sectionOfPath(pathname)} />
        <div className="account-settings__page">
          <Outlet />
        </div>
      </div>
    </div>
  );
}
