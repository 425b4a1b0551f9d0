import { describe, expect, it } from "vitest";
import type { FeedSnapshot } from "../../../domain/feed/views";
import { FULL_SPORT_CODES } from "../../../domain/sports/catalogue";
import { eventsSection, pagesSection, sportPathCode } from "../../../server/seo/sitemapSections";
import { MAIN_SPORTS } from "../../../ui/sports/mainSports";
import { type EventSpec, line, SOCCER } from "../../helpers/lineBuilder";

const T0 = Date.UTC(2026, 10, 23, 12, 0);
const HOUR = 3_600_000;
const ICE_HOCKEY = { ...SOCCER, id: "sport-ice-hockey", code: "ice_hockey", name: "Ice Hockey" };
const DARTS = { ...SOCCER, id: "sport-darts", code: "darts", name: "Darts" };

const snapshot = (sport: typeof SOCCER, time: number, events: ReadonlyArray<EventSpec>): FeedSnapshot => ({
  version: 3,
  time,
  tree: { sports: { [sport.id]: line(sport, events) } },
});

const lines = [
  snapshot(SOCCER, T0 + 10 * HOUR, [
    { id: "s-live", status: "in_progress", startTime: T0 },
    { id: "s-done", status: "finished", startTime: T0 - 30 * HOUR },
    { id: "s-next", status: "not_started", startTime: T0 + 40 * HOUR },
    { id: "s-late", status: "not_started", startTime: T0 + 11 * HOUR + 59 * 60_000 },
  ]),
  snapshot(ICE_HOCKEY, T0 + 20 * HOUR, [{ id: "h-1", status: "not_started", startTime: T0 }]),
  snapshot(DARTS, T0 + 30 * HOUR, [{ id: "d&1", status: "postponed", startTime: T0 }]),
];

/** The tips page and the four public ranking tabs over all time of each full sport, then the tip record. */
const MARKETPLACE = [
  ...["soccer", "tennis", "basketball", "ice-hockey", "volleyball"].flatMap((code) => [
    { path: `/tips/${code}` },
    { path: `/tipsters-ranking/${code}/ALL/ALL_TIME` },
    { path: `/tipsters-ranking/${code}/TOP_PROFIT/ALL_TIME` },
    { path: `/tipsters-ranking/${code}/TOP_WIN_RATE/ALL_TIME` },
    { path: `/tipsters-ranking/${code}/TOP_STREAK/ALL_TIME` },
  ]),
  { path: "/tips-record" },
];

describe("the pages section", () => {
  it("lists home, each full sport's live list and its day lists on the days (UTC) the line holds, then the marketplace", () => {
    expect(pagesSection.pages({ lines })).toEqual([
      { path: "/", lastmod: T0 + 20 * HOUR },
      { path: "/live/soccer", lastmod: T0 + 10 * HOUR },
      { path: "/all/soccer/2026-11-22", lastmod: T0 + 10 * HOUR },
      { path: "/all/soccer/2026-11-23", lastmod: T0 + 10 * HOUR },
      { path: "/all/soccer/2026-11-25", lastmod: T0 + 10 * HOUR },
      { path: "/live/ice-hockey", lastmod: T0 + 20 * HOUR },
      { path: "/all/ice-hockey/2026-11-23", lastmod: T0 + 20 * HOUR },
      ...MARKETPLACE,
    ]);
  });

  it("lists home and the marketplace, which need no line, while there is none", () => {
    expect(pagesSection.pages({ lines: [] })).toEqual([{ path: "/", lastmod: undefined }, ...MARKETPLACE]);
  });

  it("spells sports in paths as the web app's routes do", () => {
    expect(FULL_SPORT_CODES.map(sportPathCode)).toEqual(
      FULL_SPORT_CODES.map((code) => MAIN_SPORTS.find((sport) => sport.catalogue === code)?.code),
    );
  });
});

describe("the events section", () => {
  it("lists every listed event of every sport, a finished one at its finish, others at their line's time", () => {
    expect(eventsSection.pages({ lines })).toEqual([
      { path: "/event/s-live", lastmod: T0 + 10 * HOUR },
      { path: "/event/s-done", lastmod: T0 - 30 * HOUR + 6_600_000 },
      { path: "/event/s-next", lastmod: T0 + 10 * HOUR },
      { path: "/event/s-late", lastmod: T0 + 10 * HOUR },
      { path: "/event/h-1", lastmod: T0 + 20 * HOUR },
      { path: "/event/d%261", lastmod: T0 + 30 * HOUR },
    ]);
  });
});
