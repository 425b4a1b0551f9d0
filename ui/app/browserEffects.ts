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

// NOTE: both write only a change: the server rendered the page in the visitor's theme and language, and a
// write of the same value would still restyle the whole document while it hydrates.
export const applyDocumentTheme = (theme: Theme): void => {
  const root = document.documentElement;
  if (root.dataset.theme !== theme) root.dataset.theme = theme;
  const meta = document.querySelector('meta[name="theme-color"]');
  if (meta && meta.getAttribute("content") !== THEME_COLOURS[theme])
    meta.setAttribute("content", THEME_COLOURS[theme]);
};

export const applyDocumentLanguage = (language: string): void => {
  if (document.documentElement.lang !== language) document.documentElement.lang = language;
};
