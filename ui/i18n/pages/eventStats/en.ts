import type { Shape } from "../../shape.ts";

/** The event page's tab bar in English (loaded with the page on every tab): the shape the other languages match (`EventStatsTranslations`). */
export const translations = {
  sections: "Event sections",
  tabs: {
    statistics: "Statistics",
    chat: "Chat",
    lineups: "Lineups",
    "player-stats": "Player stats",
    h2h: "H2H",
    standings: "Standings",
    knockout: "Knockout",
    news: "News",
    media: "Media",
  },
};

export type EventStatsTranslations = Shape<typeof translations>;
