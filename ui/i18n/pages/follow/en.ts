import type { Shape } from "../../shape.ts";

/** The follow button's and subscriptions sheet's strings in English: the shape the other languages match (`FollowTranslations`). */
export const translations = {};

export type FollowTranslations = Shape<typeof translations>;
