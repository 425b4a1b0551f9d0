import type { TipRecordTranslations } from "./en.ts";

/** The tips record's verification page's strings in Portuguese. */
export const translations: TipRecordTranslations = {};
