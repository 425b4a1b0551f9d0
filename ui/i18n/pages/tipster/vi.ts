import type { TipsterTranslations } from "./en.ts";

/** A tipster's public profile's strings in Vietnamese. */
export const translations: TipsterTranslations = {};
