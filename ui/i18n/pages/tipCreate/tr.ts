import type { TipCreateTranslations } from "./en.ts";

/** The tip creation and details sheets' strings in Turkish. */
export const translations: TipCreateTranslations = {};
