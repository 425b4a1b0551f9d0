import type { CalendarTranslations } from "./en.ts";

/** The day line's calendar sheet in Thai. */
export const translations: CalendarTranslations = {
  calendar: {
    open: "ปฏิทิน",
    title: "เลือกวัน",
    previousMonth: "เดือนก่อนหน้า",
    nextMonth: "เดือนถัดไป",
    unavailable: "ไม่มีโปรแกรมในวันนี้",
  },
};
