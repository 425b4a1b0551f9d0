import type { FollowTranslations } from "./en.ts";

/** The follow button's and subscriptions sheet's strings in Indonesian. */
export const translations: FollowTranslations = {};
