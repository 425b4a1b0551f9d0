import type { RankingTranslations } from "./en.ts";

/** The tipster ranking's strings in Indonesian. */
export const translations: RankingTranslations = {};
