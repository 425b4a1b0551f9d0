import type { EventStatsTranslations } from "./en.ts";

/** The event page's tab bar in Spanish. */
export const translations: EventStatsTranslations = {
  sections: "Secciones del evento",
  tabs: {
    statistics: "Estadísticas",
    chat: "Chat",
    lineups: "Alineaciones",
    "player-stats": "Jugadores",
    h2h: "H2H",
    standings: "Clasificación",
    knockout: "Eliminatorias",
    news: "Noticias",
    media: "Multimedia",
  },
};
