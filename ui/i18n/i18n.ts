import i18next, { type BackendModule, type i18n as I18n, type ReadCallback } from "i18next";
import { initReactI18next } from "react-i18next";
import { type Language, LOCALES, type LocalePath, localeByPath } from "../../domain/i18n/locales.ts";
import { translations as en, type Translations } from "./locales/en.ts";

/**
 * i18next for the nine interface languages. English ships in the main bundle (it is the default and the
 * fallback); every other language is its own small chunk, fetched the first time it is chosen.
 */
const lazyLocales = import.meta.glob<Translations>(["./locales/*.ts", "!./locales/en.ts"], {
  import: "translations",
});

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
      fallbackLng: "en",
      supportedLngs: LOCALES.map((locale) => locale.language),
      // `zh-TW` is a language of its own here: never look for a plain `zh`.
      load: "currentOnly",
      partialBundledLanguages: true,
      resources: { en: { translation: en } },
      interpolation: { escapeValue: false },
      // Missing keys are a bug in a locale file: say so where developers look.
      saveMissing: true,
      missingKeyHandler: (languages, namespace, key) =>
        console.warn(`[i18n] Missing translation ${namespace}:${key} for ${languages.join(", ")}`),
      react: { useSuspense: false },
    });
  return instance;
};
