import "i18next";
import type { translations } from "./locales/en.ts";
import type { translations as calendar } from "./pages/calendar/en.ts";
import type { translations as chat } from "./pages/chat/en.ts";
import type { translations as eventStats } from "./pages/eventStats/en.ts";
import type { translations as eventStatsTabs } from "./pages/eventStatsTabs/en.ts";
import type { translations as follow } from "./pages/follow/en.ts";
import type { translations as notifications } from "./pages/notifications/en.ts";
import type { translations as ranking } from "./pages/ranking/en.ts";
import type { translations as statistics } from "./pages/statistics/en.ts";
import type { translations as team } from "./pages/team/en.ts";
import type { translations as tipCreate } from "./pages/tipCreate/en.ts";
import type { translations as tipRecord } from "./pages/tipRecord/en.ts";
import type { translations as tips } from "./pages/tips/en.ts";
import type { translations as tipster } from "./pages/tipster/en.ts";
import type { translations as tournament } from "./pages/tournament/en.ts";

/**
 * Typed keys: `t("home.topEvents")` is checked against the English resources. A page's namespace
 * (ui/i18n/namespaces.ts) falls back to `translation`, so its `t` takes the shell's keys too.
 */
declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "translation";
    fallbackNS: "translation";
    resources: {
      translation: typeof translations;
      tips: typeof tips;
      ranking: typeof ranking;
      tipster: typeof tipster;
      follow: typeof follow;
      tipCreate: typeof tipCreate;
      tipRecord: typeof tipRecord;
      eventStats: typeof eventStats;
      eventStatsTabs: typeof eventStatsTabs;
      statistics: typeof statistics;
      team: typeof team;
      tournament: typeof tournament;
      calendar: typeof calendar;
      chat: typeof chat;
      notifications: typeof notifications;
    };
  }
}
