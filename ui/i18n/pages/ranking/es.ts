import type { RankingTranslations } from "./en.ts";

/** The tipster ranking's strings in Spanish. */
export const translations: RankingTranslations = {};
