import type { RankingTranslations } from "./en.ts";

/** The tipster ranking's strings in Turkish. */
export const translations: RankingTranslations = {};
