/**
 * The event page's tabs (issue 9): Markets at `/event/{id}` (the default), the others a path segment
 * `/event/{id}/{tab}`. Statistics comes right after Markets, Tips third and Chat fourth so they stay in
 * view on a phone, then the rest of the spec's sub-pages.
 */
export const EVENT_STAT_TABS = [
  "statistics",
  "lineups",
  "player-stats",
  "h2h",
  "standings",
  "knockout",
  "news",
  "media",
] as const;
export type EventStatTab = (typeof EVENT_STAT_TABS)[number];

/** The live chat of the event (issue 11): `/event/{id}/chat`, its own chunk like the Tips tab. */
export const CHAT_TAB = "chat";

export type EventTab = "markets" | "tips" | typeof CHAT_TAB | EventStatTab;

export const isEventStatTab = (tab: string): tab is EventStatTab =>
  (EVENT_STAT_TABS as ReadonlyArray<string>).includes(tab);

/**
 * Tabs that make no sense for a sport are not offered: tennis is played by two players (no lineups, no
 * player table) in draws (no league table). Every other tab is offered to every sport and says so plainly
 * when its answer is empty (a league match's knockout, a basketball match without lineups). The path of a
 * tab not offered still renders, with that tab's empty state.
 */
const NOT_OFFERED: Readonly<Record<string, ReadonlyArray<EventStatTab>>> = {
  tennis: ["lineups", "player-stats", "standings"],
};

/** The tabs in the order the bar shows them, for a sport's catalogue code (`soccer`, `ice_hockey`…). */
export const eventTabsOf = (sportCatalogue: string | undefined): ReadonlyArray<EventTab> => {
  const hidden = NOT_OFFERED[sportCatalogue ?? ""] ?? [];
  const stats = EVENT_STAT_TABS.filter((tab) => !hidden.includes(tab));
  return ["markets", "statistics", "tips", CHAT_TAB, ...stats.filter((tab) => tab !== "statistics")];
};
