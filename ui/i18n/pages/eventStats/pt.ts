import type { EventStatsTranslations } from "./en.ts";

/** The event page's tab bar in Portuguese. */
export const translations: EventStatsTranslations = {
  sections: "Seções do evento",
  tabs: {
    statistics: "Estatísticas",
    chat: "Chat",
    lineups: "Escalações",
    "player-stats": "Jogadores",
    h2h: "H2H",
    standings: "Classificação",
    knockout: "Mata-mata",
    news: "Notícias",
    media: "Mídia",
  },
};
