import type { TipRecordTranslations } from "./en.ts";

/** The tips record's verification page's strings in Indonesian. */
export const translations: TipRecordTranslations = {};
