import type { EventStatsTranslations } from "./en.ts";

/** The event page's tab bar in Vietnamese. */
export const translations: EventStatsTranslations = {
  sections: "Các mục của trận đấu",
  tabs: {
    statistics: "Thống kê",
    chat: "Trò chuyện",
    lineups: "Đội hình",
    "player-stats": "Thống kê cầu thủ",
    h2h: "Đối đầu",
    standings: "Bảng xếp hạng",
    knockout: "Vòng loại trực tiếp",
    news: "Tin tức",
    media: "Đa phương tiện",
  },
};
