import type { EventStatsTranslations } from "./en.ts";

/** The event page's tab bar in Turkish. */
export const translations: EventStatsTranslations = {
  sections: "Etkinlik bölümleri",
  tabs: {
    statistics: "İstatistikler",
    chat: "Sohbet",
    lineups: "Kadrolar",
    "player-stats": "Oyuncu istatistikleri",
    h2h: "H2H",
    standings: "Puan durumu",
    knockout: "Eleme",
    news: "Haberler",
    media: "Medya",
  },
};
