import type { RankingTranslations } from "./en.ts";

/** The tipster ranking's strings in Vietnamese. */
export const translations: RankingTranslations = {};
