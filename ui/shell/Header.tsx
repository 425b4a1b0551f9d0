import { Link, useLocation } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { useAppActors, useLocale } from "../app/hooks.ts";
import type { SettingsActorRef } from "../app/routerContext.ts";
import { signInSearchFrom } from "../auth/signInRedirect.ts";
import { useSignedIn } from "../auth/useSignedIn.ts";
import { SlidersIcon, UserIcon } from "../icons/UiIcons.tsx";
import { LanguagePicker } from "../settings/LanguagePicker.tsx";
import { ThemeToggle } from "../settings/ThemeToggle.tsx";
import { Logo } from "./Logo.tsx";
import { NotificationBell } from "./NotificationBell.tsx";
import { SportNav } from "./SportNav.tsx";
import { UserMenu } from "./UserMenu.tsx";

export function Header({
  settings,
  onOpenSettings,
}: {
  readonly settings: SettingsActorRef;
  readonly onOpenSettings: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { session } = useAppActors();
  const signedIn = useSignedIn(session);
  const location = useLocation();
  return (
    <header className="header">
      <div className="header__bar">
        <Link
          to="/$locale/"
          params={{ locale }}
          activeOptions={{ exact: true }}
          className="header__brand"
          aria-label={t("app.home")}
        >
          <Logo />
        </Link>
        <div className="header__actions">
          <LanguagePicker settings={settings} />
          <ThemeToggle settings={settings} />
          <button
            type="button"
            className="icon-button header__settings"
            aria-label={t("header.settings")}
            onClick={onOpenSettings}
          >
            <SlidersIcon />
          </button>
          {signedIn && <NotificationBell />}
          {signedIn ? (
            <UserMenu />
          ) : (
            <Link
              to="/$locale/sign-in"
              params={{ locale }}
              search={signInSearchFrom(location.href)}
              className="button button--primary header__sign-in"
            >
              <UserIcon size={18} />
              <span>{t("header.signIn")}</span>
            </Link>
          )}
        </div>
      </div>
      <SportNav settings={settings} />
    </header>
  );
}
