import { describe, expect, it } from "vitest";
import { EventStatus, type FeedEvent } from "../../../domain/feed/tree";
import { breadcrumbList } from "../../../domain/seo/breadcrumbList";
import { competitorTypeOf } from "../../../domain/seo/competitorType";
import { absoluteUrl } from "../../../domain/seo/jsonLd";
import { newsArticleJsonLd } from "../../../domain/seo/newsArticleJsonLd";
import { personJsonLd } from "../../../domain/seo/personJsonLd";
import { schemaEventStatus } from "../../../domain/seo/schemaEventStatus";
import { type EventInLine, sportsEventJsonLd } from "../../../domain/seo/sportsEventJsonLd";
import { sportsTeamJsonLd } from "../../../domain/seo/sportsTeamJsonLd";
import { anEvent } from "../event/eventFixtures";

const origin = "https://funsclub.example";
const KICK_OFF = Date.UTC(2026, 10, 24, 20, 0);

const lineOf = (event: FeedEvent, sportCode = "soccer"): EventInLine => {
  const tournament = {
    id: "premier",
    sportId: "s",
    categoryId: "england",
    name: "Premier League",
    slug: "premier-league",
    priority: 1,
    cashOutAvailable: false,
    events: { [event.id]: event },
  };
  const category = {
    id: "england",
    sportId: "s",
    name: "England",
    icon: "gb",
    slug: "england",
    priority: 1,
    tournaments: { premier: tournament },
  };
  const sport = {
    id: "s",
    code: sportCode,
    name: "Soccer",
    priority: 1,
    kind: "base" as const,
    categories: {},
  };
  return { sport, category, tournament, event };
};

const arsenalChelsea = anEvent({
  id: "ev-0000000001",
  startTime: KICK_OFF,
  participants: [
    { shortId: "p1", teamId: "ars", name: "Arsenal" },
    { shortId: "p2", teamId: "che", name: "Chelsea" },
  ],
});

const page = {
  name: "Arsenal vs Chelsea",
  sportName: "Soccer",
  url: `${origin}/en-us/event/ev-0000000001`,
  imageUrl: `${origin}/og/event/ev-0000000001.png`,
};

describe("absoluteUrl", () => {
  it("puts a path on the origin, with or without the origin's trailing slash", () => {
    expect(absoluteUrl(origin, "/en-us/")).toBe(`${origin}/en-us/`);
    expect(absoluteUrl(`${origin}/`, "/en-us/")).toBe(`${origin}/en-us/`);
    expect(absoluteUrl(origin, "en-us/")).toBe(`${origin}/en-us/`);
  });

  it("keeps an absolute URL", () => {
    expect(absoluteUrl(origin, "https://cdn.example/a.png")).toBe("https://cdn.example/a.png");
  });
});

describe("breadcrumbList", () => {
  it("numbers the crumbs from 1 and links each on the origin", () => {
    expect(
      breadcrumbList(
        [
          { name: "Home", path: "/en-us/" },
          { name: "Soccer", path: "/en-us/live/soccer" },
        ],
        origin,
      ),
    ).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: `${origin}/en-us/` },
        { "@type": "ListItem", position: 2, name: "Soccer", item: `${origin}/en-us/live/soccer` },
      ],
    });
  });
});

describe("schemaEventStatus", () => {
  it("maps every feed status, claiming nothing for a corrupted event", () => {
    expect(
      Object.fromEntries(EventStatus.literals.map((status) => [status, schemaEventStatus(status)])),
    ).toEqual({
      not_started: "EventScheduled",
      in_progress: "EventScheduled",
      finished: "EventScheduled",
      retired: "EventScheduled",
      cancelled: "EventCancelled",
      postponed: "EventPostponed",
      interrupted: "EventPostponed",
      corrupted: undefined,
    });
  });
});

describe("competitorTypeOf", () => {
  it("makes players of one-against-one sports people and every other side a team", () => {
    expect(competitorTypeOf("tennis")).toBe("Person");
    expect(competitorTypeOf("boxing")).toBe("Person");
    expect(competitorTypeOf("soccer")).toBe("SportsTeam");
    expect(competitorTypeOf("ice_hockey")).toBe("SportsTeam");
  });
});

describe("sportsEventJsonLd", () => {
  it("describes a match to come: sides, start, status, place and tournament", () => {
    expect(sportsEventJsonLd(lineOf(arsenalChelsea), page)).toEqual({
      "@context": "https://schema.org",
      "@type": "SportsEvent",
      name: "Arsenal vs Chelsea",
      sport: "Soccer",
      url: page.url,
      image: page.imageUrl,
      startDate: "2026-11-24T20:00:00.000Z",
      eventStatus: "https://schema.org/EventScheduled",
      eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
      location: { "@type": "Place", name: "England" },
      homeTeam: { "@type": "SportsTeam", name: "Arsenal" },
      awayTeam: { "@type": "SportsTeam", name: "Chelsea" },
      competitor: [
        { "@type": "SportsTeam", name: "Arsenal" },
        { "@type": "SportsTeam", name: "Chelsea" },
      ],
      superEvent: { "@type": "SportsEvent", name: "Premier League", sport: "Soccer" },
    });
  });

  it("puts home first when the feed lists away first", () => {
    const swapped = { ...arsenalChelsea, participants: [...arsenalChelsea.participants].reverse() };
    const jsonLd = sportsEventJsonLd(lineOf(swapped), page);
    expect(jsonLd.homeTeam).toEqual({ "@type": "SportsTeam", name: "Arsenal" });
    expect(jsonLd.awayTeam).toEqual({ "@type": "SportsTeam", name: "Chelsea" });
  });

  it("gives a finished match its end", () => {
    const finished = { ...arsenalChelsea, status: "finished" as const, finishedAt: KICK_OFF + 110 * 60_000 };
    expect(sportsEventJsonLd(lineOf(finished), page).endDate).toBe("2026-11-24T21:50:00.000Z");
  });

  it("says a cancelled match is cancelled", () => {
    const cancelled = { ...arsenalChelsea, status: "cancelled" as const };
    expect(sportsEventJsonLd(lineOf(cancelled), page).eventStatus).toBe("https://schema.org/EventCancelled");
  });

  it("leaves out what it does not know: a corrupted event's status, a missing image", () => {
    const corrupted = { ...arsenalChelsea, status: "corrupted" as const };
    const jsonLd = sportsEventJsonLd(lineOf(corrupted), { ...page, imageUrl: undefined });
    expect(jsonLd).not.toHaveProperty("eventStatus");
    expect(jsonLd).not.toHaveProperty("image");
    expect(JSON.stringify(jsonLd)).not.toContain("undefined");
  });

  it("puts esports online, at the page's URL", () => {
    const line = lineOf(arsenalChelsea, "csgo");
    const jsonLd = sportsEventJsonLd({ ...line, sport: { ...line.sport, kind: "esport" } }, page);
    expect(jsonLd.eventAttendanceMode).toBe("https://schema.org/OnlineEventAttendanceMode");
    expect(jsonLd.location).toEqual({ "@type": "VirtualLocation", url: page.url });
  });

  it("makes tennis players people", () => {
    const jsonLd = sportsEventJsonLd(lineOf(arsenalChelsea, "tennis"), page);
    expect(jsonLd.competitor).toEqual([
      { "@type": "Person", name: "Arsenal" },
      { "@type": "Person", name: "Chelsea" },
    ]);
  });

  it("lists every side but names no home and away unless there are two", () => {
    const three = {
      ...arsenalChelsea,
      participants: [...arsenalChelsea.participants, { shortId: "p3", teamId: "liv", name: "Liverpool" }],
    };
    const jsonLd = sportsEventJsonLd(lineOf(three), page);
    expect(jsonLd.competitor).toHaveLength(3);
    expect(jsonLd).not.toHaveProperty("homeTeam");
  });
});

describe("sportsTeamJsonLd", () => {
  it("describes a team with its sport, place and leagues", () => {
    expect(
      sportsTeamJsonLd({
        name: "Arsenal",
        sportName: "Soccer",
        url: `${origin}/en-us/team/ars`,
        location: "London",
        leagues: ["Premier League"],
      }),
    ).toEqual({
      "@context": "https://schema.org",
      "@type": "SportsTeam",
      name: "Arsenal",
      sport: "Soccer",
      url: `${origin}/en-us/team/ars`,
      location: { "@type": "Place", name: "London" },
      memberOf: [{ "@type": "SportsOrganization", name: "Premier League" }],
    });
  });
});

describe("personJsonLd", () => {
  it("describes a player and their team, leaving out what is not given", () => {
    expect(
      personJsonLd({
        name: "Bukayo Saka",
        url: `${origin}/en-us/player/saka`,
        teamName: "Arsenal",
        role: "Forward",
      }),
    ).toEqual({
      "@context": "https://schema.org",
      "@type": "Person",
      name: "Bukayo Saka",
      url: `${origin}/en-us/player/saka`,
      jobTitle: "Forward",
      memberOf: { "@type": "SportsTeam", name: "Arsenal" },
    });
  });
});

describe("newsArticleJsonLd", () => {
  it("describes an article published by FunsClub, modified when published unless said otherwise", () => {
    const article = newsArticleJsonLd({
      headline: "Arsenal top the table",
      url: `${origin}/en-us/news/1`,
      imageUrls: [`${origin}/img/1.png`],
      publishedAt: KICK_OFF,
      authorName: "Ann Smith",
      language: "en",
    });
    expect(article).toEqual({
      "@context": "https://schema.org",
      "@type": "NewsArticle",
      headline: "Arsenal top the table",
      url: `${origin}/en-us/news/1`,
      mainEntityOfPage: `${origin}/en-us/news/1`,
      image: [`${origin}/img/1.png`],
      datePublished: "2026-11-24T20:00:00.000Z",
      dateModified: "2026-11-24T20:00:00.000Z",
      inLanguage: "en",
      author: { "@type": "Person", name: "Ann Smith" },
      publisher: { "@type": "Organization", name: "FunsClub" },
    });
  });
});
