import { useSelector } from "@xstate/react";
import { useTranslation } from "react-i18next";
import { isLocalePath, LOCALES, localeByPath } from "../../domain/i18n/locales.ts";
import type { SettingsActorRef } from "../app/routerContext.ts";
import { ChevronDownIcon, GlobeIcon } from "../icons/UiIcons.tsx";

/**
 * The header's language picker: a native select (keyboard, screen readers and phone pickers for free) laid
 * over a compact face showing the current language, its name on wider screens and its code on phones.
 */
export function LanguagePicker({ settings }: { readonly settings: SettingsActorRef }) {
  const { t } = useTranslation();
  const locale = useSelector(settings, (snapshot) => snapshot.context.locale);
  const current = localeByPath(locale);
  return (
    <div className="lang-picker">
      <GlobeIcon size={18} />
      <span className="lang-picker__name" aria-hidden="true">
        {current?.label}
      </span>
      <span className="lang-picker__code" aria-hidden="true">
        {current?.language.slice(0, 2).toUpperCase()}
      </span>
      <ChevronDownIcon size={14} className="lang-picker__chevron" />
      <select
        className="lang-picker__select"
        aria-label={t("language.label")}
        data-testid="language-picker"
        value={locale}
        onChange={(event) => {
          const next = event.target.value;
          if (isLocalePath(next)) settings.send({ type: "settings.locale.change", locale: next });
        }}
      >
        {LOCALES.map((option) => (
          <option key={option.path} value={option.path} lang={option.language}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
