import i18next, { type BackendModule, type i18n as I18n, type ReadCallback } from "i18next";
import { initReactI18next } from "react-i18next";
import { type Language, LOCALES, type LocalePath, localeByPath } from "../../domain/i18n/locales.ts";
import type { Translations } from "./locales/en.ts";

/**
 * i18next for the nine interface languages. Every language, English too, is its own small chunk: a page
 * loads only the language it is shown in, and the others are fetched the first time they are chosen.
 */
const lazyLocales = import.meta.glob<Translations>("./locales/*.ts", { import: "translations" });

const localeLoader: BackendModule = {
  type: "backend",
  callbackApi: true,
  init: () => {},
  read: (language: string, _namespace: string, callback: ReadCallback) => {
    const load = lazyLocales[`./locales/${language}.ts`];
    if (!load) {
      callback(new Error(`No translations for ${language}`), false);
      return;
    }
    load().then(
      (resources) => callback(null, resources),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

export const languageOf = (locale: LocalePath): Language => localeByPath(locale)?.language ?? "en";

export const createI18n = async (language: Language): Promise<I18n> => {
  const instance = i18next.createInstance();
  await instance
    .use(localeLoader)
    .use(initReactI18next)
    .init({
      lng: language,
      // NOTE: no fallback language, so a Thai page does not fetch English as well: every locale has every
      // key (tests/ui/translations.test.ts), and a missing one is reported by missingKeyHandler below.
      fallbackLng: false,
      supportedLngs: LOCALES.map((locale) => locale.language),
      // `zh-TW` is a language of its own here: never look for a plain `zh`.
      load: "currentOnly",
      interpolation: { escapeValue: false },
      // Missing keys are a bug in a locale file: say so where developers look.
      saveMissing: true,
      missingKeyHandler: (languages, namespace, key) =>
        console.warn(`[i18n] Missing translation ${namespace}:${key} for ${languages.join(", ")}`),
      react: { useSuspense: false },
    });
  return instance;
};
