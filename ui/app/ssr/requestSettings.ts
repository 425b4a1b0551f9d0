import type { LocalePath } from "../../../domain/i18n/locales.ts";
import { readSettingsCookies, settingsVariant } from "../../../domain/settings/renderSettings.ts";
import { cookieStoragePort } from "../../../domain/settings/settingCookies.ts";
import type { RenderRequest } from "../../../domain/ssr/pageRenderer.ts";
import type { ServerSettings } from "./serverContext.ts";

/** One request's settings: what the settings machine starts from, and the stored locale for `/`. */
export interface RequestSettings extends ServerSettings {
  readonly preferredLocale: LocalePath | undefined;
}

/** The visitor's settings from the request's cookies (read once), as the browser will read the same cookies. */
export const requestSettings = (request: RenderRequest): RequestSettings => {
  const { timeZone, locale } = readSettingsCookies(request.cookie, new Date());
  return { storage: cookieStoragePort(request.cookie), timeZone, preferredLocale: locale };
};

/** What in the request changes the HTML beyond its path (theme, odds, banner, zone). */
export const requestVariant = (request: RenderRequest): string => settingsVariant(request.cookie);
