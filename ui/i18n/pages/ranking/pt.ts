import type { RankingTranslations } from "./en.ts";

/** The tipster ranking's strings in Portuguese. */
export const translations: RankingTranslations = {};
