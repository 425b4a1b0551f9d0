import { forEachEvent } from "../../domain/feed/filterFeedTree";
import type { FeedEvent } from "../../domain/feed/tree";
import type { FeedSnapshot } from "../../domain/feed/views";
import { localDate } from "../../domain/feed/views";
import { FULL_SPORT_CODES } from "../../domain/sports/catalogue";
import { RANKING_TABS } from "../../domain/tips/stats/periods";

/** One page of a section, its path without the locale segment: `/event/123`, or `/` for home. */
export interface SitemapPage {
  readonly path: string;
  /** Epoch ms of the page's last change, when known. */
  readonly lastmod?: number | undefined;
}

/** What the sections read. A section of tournaments or news adds what it needs here. */
export interface SiteListing {
  /** Every sport's whole line at its current version (`FeedEngine.lines()`). */
  readonly lines: ReadonlyArray<FeedSnapshot>;
}

/** A part of the site the sitemap lists, each in its own numbered files per locale. */
export interface SitemapSection {
  /** Names its files: `/sitemaps/{locale}/{name}-{n}.xml`. */
  readonly name: string;
  readonly pages: (listing: SiteListing) => ReadonlyArray<SitemapPage>;
}

/**
 * A full sport's code in page URLs: the catalogue's code with dashes (`ice_hockey` → `ice-hockey`),
 * as ui/sports/mainSports.ts spells its routes (a test holds the two together).
 */
export const sportPathCode = (catalogueCode: string): string => catalogueCode.replaceAll("_", "-");

const FULL_SPORTS: ReadonlySet<string> = new Set(FULL_SPORT_CODES);

/**
 * A finished event no longer changes, so its finish is its last change. Other events carry no time of
 * their own last change: their sport's line version time stands for it (it may be later than the
 * event's own change, never earlier).
 */
const eventLastmod = (event: FeedEvent, lineTime: number): number =>
  event.status === "finished" && event.finishedAt !== null ? event.finishedAt : lineTime;

const sportsOf = (line: FeedSnapshot) => Object.values(line.tree.sports);

/** The ranking's tabs the index gets, over all time: FOLLOWING is each viewer's own. */
const INDEXED_RANKING_TABS = RANKING_TABS.filter((tab) => tab !== "FOLLOWING");

/**
 * The tips marketplace (issue 8) of every full sport, its ranking's public tabs over all time, and the tip
 * record: pages whatever the line holds, with heads that let them be indexed (ui/app/ssr/pageHead.ts; a
 * shorter period is noindex). No lastmod: nothing here knows when their tips last changed. Tipsters'
 * profiles are not listed (yet).
 */
const marketplacePages = (): SitemapPage[] => [
  ...FULL_SPORT_CODES.flatMap((catalogueCode) => {
    const code = sportPathCode(catalogueCode);
    return [
      { path: `/tips/${code}` },
      ...INDEXED_RANKING_TABS.map((tab) => ({ path: `/tipsters-ranking/${code}/${tab}/ALL_TIME` })),
    ];
  }),
  { path: "/tips-record" },
];

/**
 * Home, the live list of each full sport, and its day lists on every day (UTC) the line holds an event:
 * the listed window, from finished results two days back to the fixtures ahead; then the marketplace.
 */
export const pagesSection: SitemapSection = {
  name: "pages",
  pages: ({ lines }) => {
    const pages: SitemapPage[] = [];
    let newest: number | undefined;
    for (const line of lines) {
      for (const sport of sportsOf(line)) {
        if (!FULL_SPORTS.has(sport.code)) continue;
        newest = Math.max(newest ?? line.time, line.time);
        const code = sportPathCode(sport.code);
        pages.push({ path: `/live/${code}`, lastmod: line.time });
        const days = new Set<string>();
        forEachEvent({ sports: { [sport.id]: sport } }, (event) => days.add(localDate(event.startTime, 0)));
        for (const day of [...days].sort()) pages.push({ path: `/all/${code}/${day}`, lastmod: line.time });
      }
    }
    return [{ path: "/", lastmod: newest }, ...pages, ...marketplacePages()];
  },
};

/** Every event the line lists now, whatever its sport: pre-match, live, and ended ones still listed. */
export const eventsSection: SitemapSection = {
  name: "events",
  pages: ({ lines }) => {
    const pages: SitemapPage[] = [];
    for (const line of lines) {
      forEachEvent(line.tree, (event) =>
        pages.push({
          path: `/event/${encodeURIComponent(event.id)}`,
          lastmod: eventLastmod(event, line.time),
        }),
      );
    }
    return pages;
  },
};

/**
 * NOTE: tournaments, teams, players and news have no pages yet (issues 9 and 12); each becomes one
 * entry here, a `SitemapSection` naming its files and listing its pages, and the index picks it up.
 */
export const SITEMAP_SECTIONS: ReadonlyArray<SitemapSection> = [pagesSection, eventsSection];
