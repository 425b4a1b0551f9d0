/**
 * The strings that only some pages show, each a namespace of its own (`ui/i18n/pages/<namespace>/`),
 * fetched with the page that needs it: the start-up JS carries only `translation` (the shell's and the
 * feed pages' strings), which every page counts against the initial-JS budget. A page names its
 * namespaces in `lazyPage(...)` (ui/app/router.tsx); they are loaded before it renders, on the server and
 * in the browser, and the server preloads their chunks. Keys not found in a page's namespace are looked up
 * in `translation` (`fallbackNS`), so a page's components call `useTranslation("<namespace>")` only.
 * Which page loads which is `PAGE_STRINGS` below.
 */
export const PAGE_NAMESPACES = [
  "tips",
  "ranking",
  "tipster",
  "follow",
  "tipCreate",
  "tipRecord",
  "statistics",
  "tournament",
  "team",
  "eventStats",
  "eventStatsTabs",
  "calendar",
  "chat",
  "notifications",
] as const;

export type PageNamespace = (typeof PAGE_NAMESPACES)[number];

/**
 * The namespaces each lazy page loads before it renders, by the page's export name (its `lazyPage(...)`
 * name in ui/app/router.tsx). One table for the router (which loads them), the server (which preloads
 * their chunks) and `npm run check:bundle` (which counts them in the page's initial JS). A sheet or tab
 * a page loads later still names its namespace here, under the page that shows it.
 */
export const PAGE_STRINGS: Readonly<Record<string, ReadonlyArray<PageNamespace>>> = {
  TipsPage: ["tips"],
  RankingPage: ["ranking"],
  // The top 3 tipsters' card and the popular tips' cards (ui/home/TopTipstersCard.tsx, PopularTipsCard.tsx).
  HomePage: ["ranking", "tips"],
  // The profile's tip lists are the tips page's cards; its head has the follow button and sheet.
  TipsterProfilePage: ["tipster", "tips", "follow"],
  TipRecordPage: ["tipRecord"],
  // The event page's tabs, "create a tip" and its sheets (ui/event/, ui/tipCreate/); its Tips tab shows
  // the tips page's cards.
  // The tab bar's words ("eventStats"); the statistics tabs' own ("eventStatsTabs", "statistics") and the
  // chat's ("chat", also loaded when the chat widget opens) load with the tab's route
  // (ui/app/eventTabRoute.ts), like the tabs' chunks, so Markets does not carry them.
  EventPage: ["tipCreate", "tips", "eventStats"],
  // The statistics pages (issue 9) share the views of ui/statistics/ and their strings.
  TournamentPage: ["tournament", "statistics"],
  // The team and player pages' own words ("team"); their lists are the shared statistics views.
  TeamPage: ["team", "statistics"],
  PlayerPage: ["team", "statistics"],
  LeaguesPage: ["tournament", "statistics"],
  // The day line's calendar button and sheet (ui/sports/CalendarSheet.tsx).
  DayPage: ["calendar"],
};

/**
 * The source files a page with these namespaces loads for a language, as the build manifest names them
 * (for preloading): the namespaces' map of chunks, then each namespace's chunk.
 */
export const namespaceSources = (namespaces: ReadonlyArray<PageNamespace>, language: string): string[] =>
  namespaces.length === 0
    ? []
    : ["i18n/pageStrings.ts", ...namespaces.map((namespace) => `i18n/pages/${namespace}/${language}.ts`)];
