import type { TipsterTranslations } from "./en.ts";

/** A tipster's public profile's strings in Spanish. */
export const translations: TipsterTranslations = {};
