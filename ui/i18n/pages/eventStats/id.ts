import type { EventStatsTranslations } from "./en.ts";

/** The event page's tab bar in Indonesian. */
export const translations: EventStatsTranslations = {
  sections: "Bagian acara",
  tabs: {
    statistics: "Statistik",
    chat: "Obrolan",
    lineups: "Susunan pemain",
    "player-stats": "Statistik pemain",
    h2h: "H2H",
    standings: "Klasemen",
    knockout: "Sistem gugur",
    news: "Berita",
    media: "Media",
  },
};
