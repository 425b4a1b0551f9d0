import type { RankingTranslations } from "./en.ts";

/** The tipster ranking's strings in Thai. */
export const translations: RankingTranslations = {};
