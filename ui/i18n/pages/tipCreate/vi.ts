import type { TipCreateTranslations } from "./en.ts";

/** The tip creation and details sheets' strings in Vietnamese. */
export const translations: TipCreateTranslations = {};
