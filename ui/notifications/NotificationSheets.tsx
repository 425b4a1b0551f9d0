import { useSelector } from "@xstate/react";
import { useTranslation } from "react-i18next";
import type { NotificationSettings } from "../../domain/notifications/notificationSettings.ts";
import {
  NEWS_TYPES,
  REMINDER_MINUTES,
  SOCIAL_TYPES,
  SPORT_EVENTS_BY_SPORT,
} from "../../domain/notifications/notificationTypes.ts";
import type { FullSport } from "../../domain/sports/catalogue.ts";
import type { SettingsSheet } from "../../machines/notifications/notificationSettingsMachine.ts";
import { Modal } from "../auth/Modal.tsx";
import { ChevronRightIcon } from "../icons/UiIcons.tsx";
import { BellIcon } from "../settings/account/SettingsIcons.tsx";
import { sportNameKey } from "./notificationText.ts";
import type { NotificationSettingsActorRef } from "./settingsActor.ts";

/** A toggle row of a sheet: a label and a switch. */
function ToggleRow({
  label,
  checked,
  onToggle,
  name,
}: {
  readonly label: string;
  readonly checked: boolean;
  readonly onToggle: () => void;
  readonly name: string;
}) {
  return (
    <li className="notification-sheet__row">
      <span id={`notification-toggle-${name}`}>{label}</span>
      <button
        type="button"
        role="switch"
        className="switch"
        aria-checked={checked}
        aria-labelledby={`notification-toggle-${name}`}
        data-toggle={name}
        onClick={onToggle}
      >
        <span className="switch__thumb" />
      </button>
    </li>
  );
}

/** The page's sheets: a sport's alerts, its reminder, the tipsters' kinds and the news kinds. */
export function NotificationSheets({ settings }: { readonly settings: NotificationSettingsActorRef }) {
  const { t } = useTranslation("notifications");
  const sheet = useSelector(settings, (s) => s.context.sheet);
  const draft = useSelector(settings, (s) => s.context.draft);
  const close = () => settings.send({ type: "notificationSettings.sheet.close" });
  if (draft === null) return null;
  const title = (open: SettingsSheet | null) => {
    if (open === null) return "";
    if (open.kind === "sport") return t(sportNameKey(open.sport), { ns: "translation" });
    if (open.kind === "reminder")
      return `${t("notifications.settings.reminder")} · ${t(sportNameKey(open.sport), { ns: "translation" })}`;
    return open.kind === "profile" ? t("notifications.settings.social") : t("notifications.settings.news");
  };
  return (
    <Modal
      open={sheet !== null}
      onClose={close}
      title={title(sheet)}
      icon={<BellIcon size={22} />}
      labelId="notification-sheet-title"
    >
      <div className="notification-sheet" data-testid="notification-sheet">
        {sheet?.kind === "sport" && <SportSheet settings={settings} sport={sheet.sport} draft={draft} />}
        {sheet?.kind === "reminder" && (
          <ReminderSheet settings={settings} sport={sheet.sport} draft={draft} />
        )}
        {sheet?.kind === "profile" && (
          <ul className="notification-sheet__list">
            {SOCIAL_TYPES.map((type) => (
              <ToggleRow
                key={type}
                name={type}
                label={t(`notifications.socialTypes.${type}`)}
                checked={draft.social.includes(type)}
                onToggle={() => settings.send({ type: "notificationSettings.social.toggle", social: type })}
              />
            ))}
          </ul>
        )}
        {sheet?.kind === "news" && (
          <ul className="notification-sheet__list">
            {NEWS_TYPES.map((type) => (
              <ToggleRow
                key={type}
                name={type}
                label={t(`notifications.newsTypes.${type}`)}
                checked={draft.news.includes(type)}
                onToggle={() => settings.send({ type: "notificationSettings.news.toggle", news: type })}
              />
            ))}
          </ul>
        )}
        <button type="button" className="button button--primary notification-sheet__done" onClick={close}>
          {t("notifications.settings.done")}
        </button>
      </div>
    </Modal>
  );
}

function SportSheet({
  settings,
  sport,
  draft,
}: {
  readonly settings: NotificationSettingsActorRef;
  readonly sport: FullSport;
  readonly draft: NotificationSettings;
}) {
  const { t } = useTranslation("notifications");
  const { reminder, events } = draft.sports[sport];
  const { main, more } = SPORT_EVENTS_BY_SPORT[sport];
  const row = (event: (typeof main)[number]) => (
    <ToggleRow
      key={event}
      name={event}
      label={t(`notifications.events.${event}`)}
      checked={events.includes(event)}
      onToggle={() => settings.send({ type: "notificationSettings.sportEvent.toggle", sport, event })}
    />
  );
  return (
    <>
      <button
        type="button"
        className="notification-settings__row notification-sheet__reminder"
        onClick={() =>
          settings.send({ type: "notificationSettings.sheet.open", sheet: { kind: "reminder", sport } })
        }
      >
        <span className="notification-settings__row-text">
          <span className="settings-row__label">{t("notifications.settings.reminder")}</span>
          <span className="settings-row__hint">
            {reminder === null
              ? t("notifications.settings.reminderOff")
              : t("notifications.settings.reminderOn", { time: t(`notifications.minutes.${reminder}`) })}
          </span>
        </span>
        <ChevronRightIcon size={18} />
      </button>
      <h3 className="notification-sheet__heading">{t("notifications.settings.mainEvents")}</h3>
      <ul className="notification-sheet__list">{main.map(row)}</ul>
      {more.length > 0 && (
        <>
          <h3 className="notification-sheet__heading">{t("notifications.settings.moreEvents")}</h3>
          <ul className="notification-sheet__list">{more.map(row)}</ul>
        </>
      )}
    </>
  );
}

function ReminderSheet({
  settings,
  sport,
  draft,
}: {
  readonly settings: NotificationSettingsActorRef;
  readonly sport: FullSport;
  readonly draft: NotificationSettings;
}) {
  const { t } = useTranslation("notifications");
  const current = draft.sports[sport].reminder;
  const options = [null, ...REMINDER_MINUTES] as const;
  return (
    <ul className="notification-sheet__list" aria-label={t("notifications.settings.reminder")}>
      {options.map((minutes) => (
        <li key={minutes ?? "none"}>
          <button
            type="button"
            className="notification-sheet__option"
            aria-pressed={current === minutes}
            data-minutes={minutes ?? "none"}
            onClick={() => {
              if (current !== minutes)
                settings.send({ type: "notificationSettings.reminder.choose", sport, minutes });
              settings.send({ type: "notificationSettings.sheet.open", sheet: { kind: "sport", sport } });
            }}
          >
            {minutes === null
              ? t("notifications.settings.reminderOff")
              : t(`notifications.minutes.${minutes}`)}
          </button>
        </li>
      ))}
    </ul>
  );
}
