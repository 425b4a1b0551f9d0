import type { TipRecordTranslations } from "./en.ts";

/** The tips record's verification page's strings in Traditional Chinese. */
export const translations: TipRecordTranslations = {};
