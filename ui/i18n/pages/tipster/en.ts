import type { Shape } from "../../shape.ts";

/** A tipster's public profile's strings in English: the shape the other languages match (`TipsterTranslations`). */
export const translations = {};

export type TipsterTranslations = Shape<typeof translations>;
