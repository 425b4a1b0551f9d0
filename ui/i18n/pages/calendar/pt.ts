import type { CalendarTranslations } from "./en.ts";

/** The day line's calendar sheet in Portuguese. */
export const translations: CalendarTranslations = {
  calendar: {
    open: "Calendário",
    title: "Escolha um dia",
    previousMonth: "Mês anterior",
    nextMonth: "Próximo mês",
    unavailable: "sem programação neste dia",
  },
};
