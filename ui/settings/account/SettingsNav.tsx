import { Link } from "@tanstack/react-router";
import { type ReactElement, useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useLocale } from "../../app/hooks.ts";
import { MailIcon } from "../../auth/AuthIcons.tsx";
import { KeyIcon } from "../../auth/UserMenuIcons.tsx";
import { ChevronRightIcon, UserIcon } from "../../icons/UiIcons.tsx";
import { BellIcon } from "./SettingsIcons.tsx";
import type { SettingsSection } from "./settingsSections.ts";

const ICON_SIZE = 18;

const links = {
  profile: { to: "/$locale/user-profile/settings", icon: <UserIcon size={ICON_SIZE} /> },
  password: { to: "/$locale/settings/change-password", icon: <KeyIcon size={ICON_SIZE} /> },
  email: { to: "/$locale/settings/change-email", icon: <MailIcon size={ICON_SIZE} /> },
  notifications: { to: "/$locale/settings/notifications", icon: <BellIcon size={ICON_SIZE} /> },
} as const satisfies Record<SettingsSection, { to: string; icon: ReactElement }>;

/**
 * Between the settings pages: a list with a line of explanation each beside the page on wide screens, a
 * row of chips that scrolls sideways above it on a phone.
 */
export function SettingsNav({
  sections,
  current,
}: {
  readonly sections: ReadonlyArray<SettingsSection>;
  readonly current: SettingsSection | undefined;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const list = useRef<HTMLUListElement>(null);

  // On a phone the chips scroll sideways: the current one is brought into view, never the page moved.
  useEffect(() => {
    const element = list.current;
    if (current === undefined) return;
    const link = element?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!element || !link || element.scrollWidth <= element.clientWidth) return;
    element.scrollTo({ left: link.offsetLeft - (element.clientWidth - link.offsetWidth) / 2 });
  }, [current]);

  return (
    <nav className="settings-nav" aria-label={t("accountSettings.nav.label")}>
      <ul className="settings-nav__list" ref={list}>
        {sections.map((section) => {
          const { to, icon } = links[section];
          const isCurrent = section === current;
          return (
            <li key={section}>
              <Link
                to={to}
                params={{ locale }}
                className={`settings-nav__link${isCurrent ? " settings-nav__link--current" : ""}`}
                aria-current={isCurrent ? "page" : undefined}
                data-testid={`settings-nav-${section}`}
              >
                <span className="settings-nav__icon">{icon}</span>
                <span className="settings-nav__text">
                  <span className="settings-nav__title">{t(`accountSettings.nav.${section}`)}</span>
                  <span className="settings-nav__hint">{t(`accountSettings.nav.${section}Hint`)}</span>
                </span>
                <ChevronRightIcon size={16} className="settings-nav__chevron" />
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
