import i18next, { type BackendModule, type i18n as I18n, type ReadCallback } from "i18next";
import { initReactI18next } from "react-i18next";
import { type Language, LOCALES, type LocalePath, localeByPath } from "../../domain/i18n/locales.ts";
import type { Translations } from "./locales/en.ts";
import type { PageNamespace } from "./namespaces.ts";

/**
 * i18next for the nine interface languages. Every language, English too, is its own small chunk: a page
 * loads only the language it is shown in, and the others are fetched the first time they are chosen.
 */
const lazyLocales = import.meta.glob<Translations>("./locales/*.ts", { import: "translations" });

/** A language's strings in a namespace: `translation` in the locale's chunk, a page's own lazily. */
const stringsOf = (language: string, namespace: string): Promise<Record<string, unknown>> => {
  if (namespace !== "translation")
    return import("./pageStrings.ts").then(({ loadPageStrings }) => loadPageStrings(language, namespace));
  const load = lazyLocales[`./locales/${language}.ts`];
  return load ? load() : Promise.reject(new Error(`No translations for ${language}`));
};

const localeLoader: BackendModule = {
  type: "backend",
  callbackApi: true,
  init: () => {},
  read: (language: string, namespace: string, callback: ReadCallback) => {
    stringsOf(language, namespace).then(
      (resources) => callback(null, resources),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/** Loads a page's namespaces (i18next keeps them for later languages too); nothing when they are loaded. */
export const loadStrings = async (i18n: I18n, namespaces: ReadonlyArray<PageNamespace>): Promise<void> => {
  if (namespaces.every((namespace) => i18n.hasLoadedNamespace(namespace))) return;
  await i18n.loadNamespaces([...namespaces]);
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
      // A page's namespace (namespaces.ts) holds its own strings; the shell's come from `translation`.
      ns: ["translation"],
      defaultNS: "translation",
      fallbackNS: "translation",
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
