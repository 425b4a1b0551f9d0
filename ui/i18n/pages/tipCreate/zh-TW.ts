import type { TipCreateTranslations } from "./en.ts";

/** The tip creation and details sheets' strings in Traditional Chinese. */
export const translations: TipCreateTranslations = {};
