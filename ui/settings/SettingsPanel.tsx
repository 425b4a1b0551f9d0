import { useSelector } from "@xstate/react";
import { useId, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { isLocalePath, LOCALES } from "../../domain/i18n/locales.ts";
import { THEMES } from "../../domain/settings/systemSettings.ts";
import type { SettingsActorRef } from "../app/routerContext.ts";
import { MoonIcon, SunIcon } from "../icons/UiIcons.tsx";
import { timeZoneOptions } from "./timeZoneOptions.ts";

/** The system settings: theme, language, odds and time zone. Every control sends one settings event. */
export function SettingsPanel({ settings }: { readonly settings: SettingsActorRef }) {
  const { t } = useTranslation();
  const { theme, locale, oddsVisible, timeZone } = useSelector(settings, (snapshot) => snapshot.context);
  const zones = useMemo(() => timeZoneOptions(new Date()), []);
  const ids = { odds: useId(), oddsHint: useId(), zone: useId(), zoneHint: useId() };

  return (
    <div className="settings-panel">
      <fieldset className="settings-group">
        <legend className="settings-group__title">{t("theme.label")}</legend>
        <div className="segmented">
          {THEMES.map((option) => (
            <button
              key={option}
              type="button"
              className="segmented__option"
              aria-pressed={theme === option}
              onClick={() => settings.send({ type: "settings.theme.set", theme: option })}
            >
              {option === "dark" ? <MoonIcon size={18} /> : <SunIcon size={18} />}
              {t(option === "dark" ? "theme.dark" : "theme.light")}
            </button>
          ))}
        </div>
      </fieldset>

      <fieldset className="settings-group">
        <legend className="settings-group__title">{t("language.label")}</legend>
        <div className="choice-list">
          {LOCALES.map((option) => (
            <label key={option.path} className="choice" lang={option.language}>
              <input
                type="radio"
                name="language"
                value={option.path}
                checked={option.path === locale}
                onChange={(event) => {
                  const next = event.target.value;
                  if (isLocalePath(next)) settings.send({ type: "settings.locale.change", locale: next });
                }}
              />
              <span>{option.label}</span>
            </label>
          ))}
        </div>
      </fieldset>

      <div className="settings-group settings-row">
        <div>
          <span className="settings-row__label" id={ids.odds}>
            {t("settings.odds")}
          </span>
          <span className="settings-row__hint" id={ids.oddsHint}>
            {t("settings.oddsHint")}
          </span>
        </div>
        <button
          type="button"
          role="switch"
          className="switch"
          aria-checked={oddsVisible}
          aria-labelledby={ids.odds}
          aria-describedby={ids.oddsHint}
          onClick={() => settings.send({ type: "settings.odds.toggle" })}
        >
          <span className="switch__thumb" />
        </button>
      </div>

      <div className="settings-group">
        <label className="settings-group__title" htmlFor={ids.zone}>
          {t("settings.timeZone")}
        </label>
        <select
          id={ids.zone}
          className="select"
          aria-describedby={ids.zoneHint}
          value={timeZone.name}
          onChange={(event) => {
            const zone = zones.find((option) => option.name === event.target.value);
            if (zone) settings.send({ type: "settings.timeZone.change", timeZone: zone });
          }}
        >
          {zones.map((zone) => (
            <option key={zone.name} value={zone.name}>
              {zone.label}
            </option>
          ))}
        </select>
        <span className="settings-row__hint" id={ids.zoneHint}>
          {t("settings.timeZoneHint")}
        </span>
      </div>
    </div>
  );
}
