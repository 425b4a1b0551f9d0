import type { Shape } from "../../shape.ts";

/** The tipster ranking's strings in English: the shape the other languages match (`RankingTranslations`). */
export const translations = {};

export type RankingTranslations = Shape<typeof translations>;
