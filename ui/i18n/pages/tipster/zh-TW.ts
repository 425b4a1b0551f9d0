import type { TipsterTranslations } from "./en.ts";

/** A tipster's public profile's strings in Traditional Chinese. */
export const translations: TipsterTranslations = {};
