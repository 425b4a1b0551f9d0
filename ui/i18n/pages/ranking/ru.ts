import type { RankingTranslations } from "./en.ts";

/** The tipster ranking's strings in Russian. */
export const translations: RankingTranslations = {};
