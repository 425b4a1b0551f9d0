import type { TipsterTranslations } from "./en.ts";

/** A tipster's public profile's strings in Thai. */
export const translations: TipsterTranslations = {};
