import { useActorRef, useSelector } from "@xstate/react";
import { useEffect, useId } from "react";
import { useTranslation } from "react-i18next";
import { ALERT_BUDGETS, SPOILER_DELAY_MAX_SECONDS } from "../../domain/notifications/notificationSettings.ts";
import { NEWS_TYPES, SOCIAL_TYPES, sportEventsOf } from "../../domain/notifications/notificationTypes.ts";
import { FULL_SPORT_CODES, type FullSport } from "../../domain/sports/catalogue.ts";
import { isDirty } from "../../machines/notifications/settingsUpdates.ts";
import { showToast } from "../../machines/toasts/toastsMachine.ts";
import { useAppActors } from "../app/hooks.ts";
import { notificationSettingsLogicOf } from "../app/notificationActors.ts";
import { notificationDepsOf } from "../app/notificationDeps.ts";
import { enablePush } from "../app/webPush.ts";
import { ChevronRightIcon, NewsIcon, UsersIcon } from "../icons/UiIcons.tsx";
import { SettingsSection } from "../settings/account/SettingsSection.tsx";
import { NotificationSheets } from "./NotificationSheets.tsx";
import { sportNameKey } from "./notificationText.ts";
import type { NotificationSettingsActorRef } from "./settingsActor.ts";
import "./notificationSettings.css";

/**
 * `/settings/notifications` (issue 11 items 6 and 10): the global in-app and push switches, a row per
 * sport opening its sheet (alerts and reminder), the tipsters' and news sheets, the spoiler delay and the
 * alert budget. Edits change a draft; the bar at the bottom saves it or puts back what is saved.
 */
export function NotificationSettingsView() {
  const { t } = useTranslation("notifications");
  const context = useAppActors();
  const settings = useActorRef(notificationSettingsLogicOf(notificationDepsOf(context)));
  const { toasts } = context;
  useEffect(() => {
    const saved = settings.on("notificationSettings.saved", () =>
      toasts.send(showToast({ type: "success", message: t("notifications.settings.saved") })),
    );
    const failed = settings.on("notificationSettings.saveFailed", () =>
      toasts.send(showToast({ type: "error", message: t("notifications.settings.saveFailed") })),
    );
    return () => {
      saved.unsubscribe();
      failed.unsubscribe();
    };
  }, [settings, toasts, t]);
  const loading = useSelector(settings, (s) => s.hasTag("loading"));
  const failed = useSelector(settings, (s) => s.hasTag("failed"));
  const saving = useSelector(settings, (s) => s.hasTag("saving"));
  const dirty = useSelector(settings, (s) => isDirty(s.context.original, s.context.draft));
  const draft = useSelector(settings, (s) => s.context.draft);

  return (
    <SettingsSection
      title={t("notifications.settings.title")}
      description={t("notifications.settings.intro")}
      testId="notifications-settings"
      footer={
        draft !== null && (
          <div className="notification-settings__bar" data-dirty={dirty || undefined}>
            <span className="notification-settings__unsaved" aria-live="polite">
              {dirty ? t("notifications.settings.unsaved") : ""}
            </span>
            <button
              type="button"
              className="button button--ghost"
              disabled={!dirty || saving}
              onClick={() => settings.send({ type: "notificationSettings.cancel" })}
              data-testid="notification-settings-cancel"
            >
              {t("notifications.settings.cancel")}
            </button>
            <button
              type="button"
              className="button button--primary"
              disabled={!dirty || saving}
              aria-busy={saving || undefined}
              onClick={() => settings.send({ type: "notificationSettings.save" })}
              data-testid="notification-settings-save"
            >
              {saving ? t("notifications.settings.saving") : t("notifications.settings.save")}
            </button>
          </div>
        )
      }
    >
      {failed ? (
        <div className="notification-settings__state" role="alert">
          <p>{t("notifications.settings.failed")}</p>
          <button
            type="button"
            className="button"
            onClick={() => settings.send({ type: "notificationSettings.retry" })}
          >
            {t("notifications.settings.retry")}
          </button>
        </div>
      ) : loading || draft === null ? (
        <p className="notification-settings__state" aria-busy="true">
          {t("notifications.settings.loading")}
        </p>
      ) : (
        <SettingsForm settings={settings} />
      )}
    </SettingsSection>
  );
}

function Switch({
  label,
  hint,
  checked,
  onToggle,
  testId,
}: {
  readonly label: string;
  readonly hint: string;
  readonly checked: boolean;
  readonly onToggle: () => void;
  readonly testId: string;
}) {
  const id = useId();
  return (
    <div className="settings-row">
      <div>
        <span className="settings-row__label" id={`${id}-label`}>
          {label}
        </span>
        <span className="settings-row__hint" id={`${id}-hint`}>
          {hint}
        </span>
      </div>
      <button
        type="button"
        role="switch"
        className="switch"
        aria-checked={checked}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-hint`}
        onClick={onToggle}
        data-testid={testId}
      >
        <span className="switch__thumb" />
      </button>
    </div>
  );
}

function SettingsForm({ settings }: { readonly settings: NotificationSettingsActorRef }) {
  const { t } = useTranslation("notifications");
  const { authorized, toasts } = useAppActors();
  const draft = useSelector(settings, (s) => s.context.draft)!;
  const spoilerId = useId();
  const budgetId = useId();
  const sportSummary = (sport: FullSport) => {
    const { events, reminder } = draft.sports[sport];
    const alerts = t("notifications.settings.sportSummary", {
      count: events.filter((e) => sportEventsOf(sport).includes(e)).length,
    });
    const reminderText =
      reminder === null
        ? t("notifications.settings.reminderOff")
        : t("notifications.settings.reminderOn", { time: t(`notifications.minutes.${reminder}`) });
    return `${alerts} · ${reminderText}`;
  };
  return (
    <div className="notification-settings">
      <fieldset className="settings-group">
        <legend className="settings-group__title">{t("notifications.settings.channels")}</legend>
        <Switch
          label={t("notifications.settings.inApp")}
          hint={t("notifications.settings.inAppHint")}
          checked={draft.inAppEnabled}
          onToggle={() => settings.send({ type: "notificationSettings.inApp.toggle" })}
          testId="notification-in-app"
        />
        <Switch
          label={t("notifications.settings.push")}
          hint={t("notifications.settings.pushHint")}
          checked={draft.pushEnabled}
          onToggle={() => {
            settings.send({ type: "notificationSettings.push.toggle" });
            // Turned on: the browser asks the user now (a gesture), and this device is bound if granted.
            if (!draft.pushEnabled)
              void enablePush(authorized).then((granted) => {
                if (!granted)
                  toasts.send(
                    showToast({ type: "warning", message: t("notifications.settings.pushBlocked") }),
                  );
              });
          }}
          testId="notification-push"
        />
      </fieldset>

      <fieldset className="settings-group">
        <legend className="settings-group__title">{t("notifications.settings.sports")}</legend>
        <ul className="notification-settings__rows">
          {FULL_SPORT_CODES.map((sport) => (
            <li key={sport}>
              <button
                type="button"
                className="notification-settings__row"
                aria-haspopup="dialog"
                data-notification-sport={sport}
                onClick={() =>
                  settings.send({ type: "notificationSettings.sheet.open", sheet: { kind: "sport", sport } })
                }
              >
                <span className="notification-settings__row-text">
                  <span className="settings-row__label">{t(sportNameKey(sport), { ns: "translation" })}</span>
                  <span className="settings-row__hint">{sportSummary(sport)}</span>
                </span>
                <ChevronRightIcon size={18} />
              </button>
            </li>
          ))}
          <li>
            <button
              type="button"
              className="notification-settings__row"
              aria-haspopup="dialog"
              data-testid="notification-social-row"
              onClick={() =>
                settings.send({ type: "notificationSettings.sheet.open", sheet: { kind: "profile" } })
              }
            >
              <span className="notification-settings__icon">
                <UsersIcon size={18} />
              </span>
              <span className="notification-settings__row-text">
                <span className="settings-row__label">{t("notifications.settings.social")}</span>
                <span className="settings-row__hint">
                  {SOCIAL_TYPES.filter((type) => draft.social.includes(type))
                    .map((type) => t(`notifications.socialTypes.${type}`))
                    .join(", ") || t("notifications.settings.socialSummary")}
                </span>
              </span>
              <ChevronRightIcon size={18} />
            </button>
          </li>
          <li>
            <button
              type="button"
              className="notification-settings__row"
              aria-haspopup="dialog"
              onClick={() =>
                settings.send({ type: "notificationSettings.sheet.open", sheet: { kind: "news" } })
              }
            >
              <span className="notification-settings__icon">
                <NewsIcon size={18} />
              </span>
              <span className="notification-settings__row-text">
                <span className="settings-row__label">{t("notifications.settings.news")}</span>
                <span className="settings-row__hint">
                  {NEWS_TYPES.filter((type) => draft.news.includes(type))
                    .map((type) => t(`notifications.newsTypes.${type}`))
                    .join(", ") || "—"}
                </span>
              </span>
              <ChevronRightIcon size={18} />
            </button>
          </li>
        </ul>
      </fieldset>

      <fieldset className="settings-group">
        <legend className="settings-group__title">{t("notifications.settings.timing")}</legend>
        <div className="settings-row notification-settings__slider">
          <div>
            <label className="settings-row__label" htmlFor={spoilerId}>
              {t("notifications.settings.spoiler")}
            </label>
            <span className="settings-row__hint">{t("notifications.settings.spoilerHint")}</span>
          </div>
          <div className="notification-settings__range">
            <input
              id={spoilerId}
              type="range"
              min={0}
              max={SPOILER_DELAY_MAX_SECONDS}
              step={5}
              value={draft.spoilerDelaySeconds}
              onChange={(event) =>
                settings.send({
                  type: "notificationSettings.spoilerDelay.set",
                  seconds: Number(event.currentTarget.value),
                })
              }
              data-testid="notification-spoiler"
            />
            <output htmlFor={spoilerId} className="notification-settings__value">
              {t("notifications.settings.seconds", { count: draft.spoilerDelaySeconds })}
            </output>
          </div>
        </div>
        <div className="settings-row notification-settings__budget">
          <div>
            <span className="settings-row__label" id={budgetId}>
              {t("notifications.settings.budget")}
            </span>
            <span className="settings-row__hint">{t("notifications.settings.budgetHint")}</span>
          </div>
          <fieldset className="notification-settings__chips" aria-labelledby={budgetId}>
            {[null, ...ALERT_BUDGETS].map((budget) => (
              <button
                key={budget ?? "none"}
                type="button"
                className="notification-chip"
                aria-pressed={draft.alertsPerHour === budget}
                onClick={() =>
                  settings.send({ type: "notificationSettings.alertBudget.set", alertsPerHour: budget })
                }
              >
                {budget === null
                  ? t("notifications.settings.budgetNone")
                  : t("notifications.settings.budgetValue", { count: budget })}
              </button>
            ))}
          </fieldset>
        </div>
      </fieldset>
      <NotificationSheets settings={settings} />
    </div>
  );
}
