import type { EventStatsTranslations } from "./en.ts";

/** The event page's tab bar in Traditional Chinese. */
export const translations: EventStatsTranslations = {
  sections: "賽事分頁",
  tabs: {
    statistics: "統計",
    chat: "聊天",
    lineups: "陣容",
    "player-stats": "球員數據",
    h2h: "對賽往績",
    standings: "積分榜",
    knockout: "淘汰賽",
    news: "新聞",
    media: "媒體",
  },
};
