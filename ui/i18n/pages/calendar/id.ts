import type { CalendarTranslations } from "./en.ts";

/** The day line's calendar sheet in Indonesian. */
export const translations: CalendarTranslations = {
  calendar: {
    open: "Kalender",
    title: "Pilih hari",
    previousMonth: "Bulan sebelumnya",
    nextMonth: "Bulan berikutnya",
    unavailable: "tidak ada jadwal hari ini",
  },
};
