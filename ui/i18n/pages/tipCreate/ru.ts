import type { TipCreateTranslations } from "./en.ts";

/** The tip creation and details sheets' strings in Russian. */
export const translations: TipCreateTranslations = {};
