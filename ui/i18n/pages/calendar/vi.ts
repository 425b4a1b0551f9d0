import type { CalendarTranslations } from "./en.ts";

/** The day line's calendar sheet in Vietnamese. */
export const translations: CalendarTranslations = {
  calendar: {
    open: "Lịch",
    title: "Chọn ngày",
    previousMonth: "Tháng trước",
    nextMonth: "Tháng sau",
    unavailable: "không có lịch thi đấu ngày này",
  },
};
