import type { CalendarTranslations } from "./en.ts";

/** The day line's calendar sheet in Spanish. */
export const translations: CalendarTranslations = {
  calendar: {
    open: "Calendario",
    title: "Elige un día",
    previousMonth: "Mes anterior",
    nextMonth: "Mes siguiente",
    unavailable: "sin programación este día",
  },
};
