import type { TipCreateTranslations } from "./en.ts";

/** The tip creation and details sheets' strings in Indonesian. */
export const translations: TipCreateTranslations = {};
