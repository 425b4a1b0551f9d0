import type { TipCreateTranslations } from "./en.ts";

/** The tip creation and details sheets' strings in Thai. */
export const translations: TipCreateTranslations = {};
