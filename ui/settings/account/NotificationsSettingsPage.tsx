import { useTranslation } from "react-i18next";
import { NewsIcon, TrophyIcon, UsersIcon } from "../../icons/UiIcons.tsx";
import { BellIcon } from "./SettingsIcons.tsx";
import { SettingsSection } from "./SettingsSection.tsx";

const PREVIEW = [
  { key: "matches", icon: <TrophyIcon size={18} /> },
  { key: "tipsters", icon: <UsersIcon size={18} /> },
  { key: "news", icon: <NewsIcon size={18} /> },
] as const;

/**
 * `/settings/notifications`: notification preferences are a later issue, so the page says what will be
 * here and shows the groups to come, switched off and not operable.
 */
export function NotificationsSettingsPage() {
  const { t } = useTranslation();
  return (
    <SettingsSection title={t("accountSettings.notifications.title")} testId="notifications-settings">
      <div className="settings-soon">
        <span className="settings-soon__icon">
          <BellIcon size={28} />
        </span>
        <span className="badge">{t("comingSoon.badge")}</span>
        <p className="settings-soon__title">{t("accountSettings.notifications.soonTitle")}</p>
        <p className="settings-soon__body">{t("accountSettings.notifications.soonBody")}</p>
      </div>
      <ul className="settings-preview" aria-label={t("accountSettings.notifications.previewLabel")}>
        {PREVIEW.map(({ key, icon }) => (
          <li key={key} className="settings-preview__row" aria-disabled="true">
            <span className="settings-preview__icon">{icon}</span>
            <span className="settings-preview__text">
              <span className="settings-preview__title">{t(`accountSettings.notifications.${key}`)}</span>
              <span className="settings-preview__hint">{t(`accountSettings.notifications.${key}Hint`)}</span>
            </span>
            <span className="switch settings-preview__switch" aria-hidden="true">
              <span className="switch__thumb" />
            </span>
          </li>
        ))}
      </ul>
    </SettingsSection>
  );
}
