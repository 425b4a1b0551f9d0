import { readSettingsCookies, settingsVariant } from "../../../domain/settings/renderSettings.ts";
import { cookieStoragePort } from "../../../domain/settings/settingCookies.ts";
import type { RenderRequest } from "../../../domain/ssr/pageRenderer.ts";
import type { ServerSettings } from "./serverContext.ts";

/** The visitor's settings from the request's cookies, as the browser will read the same cookies. */
export const requestSettings = (request: RenderRequest): ServerSettings => ({
  storage: cookieStoragePort(request.cookie),
  timeZone: readSettingsCookies(request.cookie, new Date()).timeZone,
});

/** The stored locale, for the redirect from `/`. */
export const preferredLocaleOf = (request: RenderRequest) =>
  readSettingsCookies(request.cookie, new Date()).locale;

/** What in the request changes the HTML beyond its path (theme, odds, banner, zone). */
export const requestVariant = (request: RenderRequest): string => settingsVariant(request.cookie);
