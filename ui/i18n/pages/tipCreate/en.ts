import type { Shape } from "../../shape.ts";

/** The tip creation and details sheets' strings in English: the shape the other languages match (`TipCreateTranslations`). */
export const translations = {};

export type TipCreateTranslations = Shape<typeof translations>;
