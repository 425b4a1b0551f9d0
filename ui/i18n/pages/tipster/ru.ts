import type { TipsterTranslations } from "./en.ts";

/** A tipster's public profile's strings in Russian. */
export const translations: TipsterTranslations = {};
