import type { Theme } from "../../domain/settings/systemSettings.ts";
import type { StoragePort } from "../../domain/settings/versionedEntry.ts";
import { createMemoryStorage, failSafeStorage } from "./storage.ts";

/** `localStorage` when the browser allows it (reading the property itself throws when storage is blocked). */
export const browserStorage = (): StoragePort => {
  try {
    return failSafeStorage(window.localStorage);
  } catch {
    return createMemoryStorage();
  }
};

/** The browser chrome follows the theme too (address bar colour on phones). */
const THEME_COLOURS: Record<Theme, string> = { dark: "#0f131a", light: "#ffffff" };

export const applyDocumentTheme = (theme: Theme): void => {
  document.documentElement.dataset.theme = theme;
  document.querySelector('meta[name="theme-color"]')?.setAttribute("content", THEME_COLOURS[theme]);
};

export const applyDocumentLanguage = (language: string): void => {
  document.documentElement.lang = language;
};
