import type { FollowTranslations } from "./en.ts";

/** The follow button's and subscriptions sheet's strings in Turkish. */
export const translations: FollowTranslations = {};
