import type { EventStatsTranslations } from "./en.ts";

/** The event page's tab bar in Russian. */
export const translations: EventStatsTranslations = {
  sections: "Разделы события",
  tabs: {
    statistics: "Статистика",
    chat: "Чат",
    lineups: "Составы",
    "player-stats": "Игроки",
    h2h: "Очные встречи",
    standings: "Таблица",
    knockout: "Плей-офф",
    news: "Новости",
    media: "Медиа",
  },
};
