import { Link } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { useLocale } from "../app/hooks.ts";
import type { SettingsActorRef } from "../app/routerContext.ts";
import { SlidersIcon, UserIcon } from "../icons/UiIcons.tsx";
import { LanguagePicker } from "../settings/LanguagePicker.tsx";
import { ThemeToggle } from "../settings/ThemeToggle.tsx";
import { Logo } from "./Logo.tsx";
import { SportNav } from "./SportNav.tsx";

export function Header({
  settings,
  onOpenSettings,
}: {
  readonly settings: SettingsActorRef;
  readonly onOpenSettings: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <header className="header">
      <div className="header__bar">
        <Link to="/$locale/" params={{ locale }} className="header__brand" aria-label={t("app.home")}>
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
          <Link to="/$locale/sign-in" params={{ locale }} className="button button--primary header__sign-in">
            <UserIcon size={18} />
            <span>{t("header.signIn")}</span>
          </Link>
        </div>
      </div>
      <SportNav settings={settings} />
    </header>
  );
}
