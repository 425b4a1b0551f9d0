import { UTC } from "../../../domain/settings/timeZone.ts";
import type { RenderRequest } from "../../../domain/ssr/pageRenderer.ts";
import type { ServerSettings } from "./serverContext.ts";

export type RequestSettings = ServerSettings;

/** The visitor's settings as their cookies say (TODO: read the settings cookies). */
export const requestSettings = (_request: RenderRequest): RequestSettings => ({ stored: {}, timeZone: UTC });

/** What in the request changes the HTML beyond its path. */
export const requestVariant = (_request: RenderRequest): string => "";
