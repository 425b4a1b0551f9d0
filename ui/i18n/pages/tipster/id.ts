import type { TipsterTranslations } from "./en.ts";

/** A tipster's public profile's strings in Indonesian. */
export const translations: TipsterTranslations = {};
