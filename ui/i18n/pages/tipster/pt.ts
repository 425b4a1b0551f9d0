import type { TipsterTranslations } from "./en.ts";

/** A tipster's public profile's strings in Portuguese. */
export const translations: TipsterTranslations = {};
