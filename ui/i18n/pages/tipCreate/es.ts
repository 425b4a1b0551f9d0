import type { TipCreateTranslations } from "./en.ts";

/** The tip creation and details sheets' strings in Spanish. */
export const translations: TipCreateTranslations = {};
