import type { Shape } from "../../shape.ts";

/** The tips record's verification page's strings in English: the shape the other languages match (`TipRecordTranslations`). */
export const translations = {};

export type TipRecordTranslations = Shape<typeof translations>;
