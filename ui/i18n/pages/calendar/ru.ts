import type { CalendarTranslations } from "./en.ts";

/** The day line's calendar sheet in Russian. */
export const translations: CalendarTranslations = {
  calendar: {
    open: "Календарь",
    title: "Выберите день",
    previousMonth: "Предыдущий месяц",
    nextMonth: "Следующий месяц",
    unavailable: "на этот день матчей нет",
  },
};
