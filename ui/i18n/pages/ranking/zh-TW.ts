import type { RankingTranslations } from "./en.ts";

/** The tipster ranking's strings in Traditional Chinese. */
export const translations: RankingTranslations = {};
