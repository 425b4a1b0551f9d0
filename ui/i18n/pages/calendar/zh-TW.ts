import type { CalendarTranslations } from "./en.ts";

/** The day line's calendar sheet in Traditional Chinese. */
export const translations: CalendarTranslations = {
  calendar: {
    open: "日曆",
    title: "選擇日期",
    previousMonth: "上個月",
    nextMonth: "下個月",
    unavailable: "這天沒有賽程",
  },
};
