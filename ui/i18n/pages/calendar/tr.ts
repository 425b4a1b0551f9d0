import type { CalendarTranslations } from "./en.ts";

/** The day line's calendar sheet in Turkish. */
export const translations: CalendarTranslations = {
  calendar: {
    open: "Takvim",
    title: "Bir gün seçin",
    previousMonth: "Önceki ay",
    nextMonth: "Sonraki ay",
    unavailable: "bu gün için program yok",
  },
};
