import type { TipsterTranslations } from "./en.ts";

/** A tipster's public profile's strings in Turkish. */
export const translations: TipsterTranslations = {};
