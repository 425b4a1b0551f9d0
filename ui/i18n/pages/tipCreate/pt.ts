import type { TipCreateTranslations } from "./en.ts";

/** The tip creation and details sheets' strings in Portuguese. */
export const translations: TipCreateTranslations = {};
