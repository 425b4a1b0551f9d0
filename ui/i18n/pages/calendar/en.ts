import type { Shape } from "../../shape.ts";

/**
 * The day line's calendar sheet (issue 9) in English: the shape the other languages match
 * (`CalendarTranslations`). Month and weekday names come from Intl in the page's language.
 */
export const translations = {
  calendar: {
    open: "Calendar",
    title: "Choose a day",
    previousMonth: "Previous month",
    nextMonth: "Next month",
    unavailable: "no fixtures listed for this day",
  },
};

export type CalendarTranslations = Shape<typeof translations>;
