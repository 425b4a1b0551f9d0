import type { EventStatsTranslations } from "./en.ts";

/** The event page's tab bar in Thai. */
export const translations: EventStatsTranslations = {
  sections: "ส่วนของการแข่งขัน",
  tabs: {
    statistics: "สถิติ",
    chat: "แชท",
    lineups: "รายชื่อผู้เล่น",
    "player-stats": "สถิติผู้เล่น",
    h2h: "H2H",
    standings: "ตารางคะแนน",
    knockout: "รอบน็อกเอาต์",
    news: "ข่าว",
    media: "สื่อ",
  },
};
