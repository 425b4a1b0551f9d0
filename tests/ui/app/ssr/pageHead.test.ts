import type { TFunction } from "i18next";
import { beforeAll, describe, expect, it, vi } from "vitest";
import type { FeedEvent, FeedTree, Scope } from "../../../../domain/feed/tree.ts";
import { type Language, LOCALES } from "../../../../domain/i18n/locales.ts";
import { renderHeadTags } from "../../../../domain/seo/headTags.ts";
import type { JsonLd } from "../../../../domain/seo/jsonLd.ts";
import { type PageHeadInput, pageHeadFor } from "../../../../ui/app/ssr/pageHead.ts";
import { createI18n, loadStrings } from "../../../../ui/i18n/i18n.ts";
import { mainSportByCode, sportIdOf } from "../../../../ui/sports/mainSports.ts";

const origin = "https://funsclub.example";
const ID = "ev-0000000001";
const KICK_OFF = Date.UTC(2026, 10, 24, 20, 0);
const SOCCER_ID = sportIdOf(mainSportByCode("soccer")!);

const scope = (type: Scope["type"], home: number, away: number): Scope => ({
  type,
  number: 0,
  locked: false,
  markets: {},
  scores: {
    "score--p1": { type: "score", teamId: "p1", value: home },
    "score--p2": { type: "score", teamId: "p2", value: away },
  },
});

const anEvent = (overrides: Partial<FeedEvent> = {}): FeedEvent => ({
  id: ID,
  sportId: SOCCER_ID,
  categoryId: "england",
  tournamentId: "premier",
  startTime: KICK_OFF,
  bb: false,
  status: "not_started",
  finishedAt: null,
  totalOutcomes: 0,
  participants: [
    { shortId: "p1", teamId: "ars", name: "Arsenal" },
    { shortId: "p2", teamId: "che", name: "Chelsea" },
  ],
  extraInfo: {},
  locked: false,
  currentScope: null,
  scopes: {},
  ...overrides,
});

const treeOf = (event: FeedEvent, sport = { id: SOCCER_ID, code: "soccer", name: "Soccer" }): FeedTree => ({
  sports: {
    [sport.id]: {
      ...sport,
      priority: 10000,
      kind: "base",
      categories: {
        england: {
          id: "england",
          sportId: sport.id,
          name: "England",
          icon: "gb",
          slug: "england",
          priority: 1,
          tournaments: {
            premier: {
              id: "premier",
              sportId: sport.id,
              categoryId: "england",
              name: "Premier League",
              slug: "premier-league",
              priority: 1,
              cashOutAvailable: false,
              events: { [event.id]: { ...event, sportId: sport.id } },
            },
          },
        },
      },
    },
  },
});

const eventPage = (event: FeedEvent, now = KICK_OFF): PageHeadInput => ({
  kind: "event",
  locale: "en-us",
  eventId: ID,
  tree: treeOf(event),
  now,
});

const translators = new Map<Language, TFunction>();
const missingKeys = vi.fn();

beforeAll(async () => {
  const warn = console.warn;
  console.warn = (...args: unknown[]) => {
    if (String(args[0]).includes("[i18n] Missing")) missingKeys(...args);
    else warn(...args);
  };
  for (const locale of LOCALES) {
    const i18n = await createI18n(locale.language);
    // As the server builds a marketplace page's head: once the page's namespaces are loaded.
    await loadStrings(i18n, ["tips", "ranking", "tipster", "tipRecord"]);
    translators.set(locale.language, i18n.t);
  }
});

const en = () => translators.get("en")!;

const crumbsOf = (jsonLd: ReadonlyArray<JsonLd>) => {
  const list = jsonLd.find((object) => object["@type"] === "BreadcrumbList");
  return (list!.itemListElement as ReadonlyArray<{ name: string; item: string }>).map(({ name, item }) => [
    name,
    item.slice(origin.length),
  ]);
};

describe("pageHeadFor the home page", () => {
  it("is indexed, titled for what people search and a one-crumb trail", () => {
    const head = pageHeadFor({ kind: "home", locale: "en-us" }, en(), origin);
    expect(head).toMatchObject({
      title: "Live scores, results and odds · FunsClub",
      path: "/en-us/",
      locale: "en-us",
      ogType: "website",
      noindex: false,
    });
    expect(head.image).toBeUndefined();
    expect(crumbsOf(head.jsonLd)).toEqual([["Home", "/en-us/"]]);
  });
});

describe("pageHeadFor the live list", () => {
  it("names the sport in the title and links Home › sport", () => {
    const head = pageHeadFor({ kind: "live", locale: "en-us", sportCode: "ice-hockey" }, en(), origin);
    expect(head.title).toBe("Ice hockey live scores · FunsClub");
    expect(head.description).toContain("Ice hockey live scores");
    expect(head.path).toBe("/en-us/live/ice-hockey");
    expect(crumbsOf(head.jsonLd)).toEqual([
      ["Home", "/en-us/"],
      ["Ice hockey", "/en-us/live/ice-hockey"],
    ]);
  });

  it("speaks the page's language", () => {
    const head = pageHeadFor(
      { kind: "live", locale: "es-es", sportCode: "soccer" },
      translators.get("es")!,
      origin,
    );
    expect(head.title).toBe("Fútbol: resultados en directo · FunsClub");
    expect(crumbsOf(head.jsonLd)).toEqual([
      ["Inicio", "/es-es/"],
      ["Fútbol", "/es-es/live/soccer"],
    ]);
  });

  it("is the not-found head for a sport we do not list", () => {
    const head = pageHeadFor({ kind: "live", locale: "en-us", sportCode: "curling" }, en(), origin);
    expect(head).toMatchObject({
      title: "Page not found · FunsClub",
      noindex: true,
      path: "/en-us/live/curling",
    });
  });
});

describe("pageHeadFor a day's list", () => {
  it("names the sport and the day in the page's language", () => {
    const head = pageHeadFor(
      { kind: "day", locale: "en-us", sportCode: "soccer", date: "2026-11-24" },
      en(),
      origin,
    );
    expect(head.title).toBe("Soccer fixtures and results Nov 24, 2026 · FunsClub");
    expect(head.path).toBe("/en-us/all/soccer/2026-11-24");
    expect(crumbsOf(head.jsonLd)).toEqual([
      ["Home", "/en-us/"],
      ["Soccer", "/en-us/live/soccer"],
      ["Nov 24, 2026", "/en-us/all/soccer/2026-11-24"],
    ]);
    const russian = pageHeadFor(
      { kind: "day", locale: "ru-ru", sportCode: "soccer", date: "2026-11-24" },
      translators.get("ru")!,
      origin,
    );
    expect(russian.title).toBe("Футбол: расписание и результаты, 24 нояб. 2026 г. · FunsClub");
  });

  it("is the not-found head for a day that does not exist", () => {
    const head = pageHeadFor(
      { kind: "day", locale: "en-us", sportCode: "soccer", date: "2026-02-30" },
      en(),
      origin,
    );
    expect(head.noindex).toBe(true);
  });
});

describe("pageHeadFor an event page", () => {
  describe("when the match is still to come", () => {
    const head = () => pageHeadFor(eventPage(anEvent()), en(), origin);

    it("is titled with the sides, what people look for and the tournament", () => {
      expect(head().title).toBe("Arsenal vs Chelsea live score, odds · Premier League · FunsClub");
      expect(head().path).toBe(`/en-us/event/${ID}`);
      expect(head().noindex).toBe(false);
    });

    it("gives the kick-off in UTC", () => {
      expect(head().description).toBe(
        "Arsenal vs Chelsea, Premier League: kick-off 2026-11-24 20:00 UTC. Live score and odds on FunsClub.",
      );
    });

    it("shows the event's Open Graph image, absolute and 1200×630", () => {
      expect(head().image).toEqual({
        url: `${origin}/og/event/${ID}.png`,
        width: 1200,
        height: 630,
        alt: "Arsenal vs Chelsea, Premier League",
      });
    });

    it("trails Home › sport › tournament › match", () => {
      expect(crumbsOf(head().jsonLd)).toEqual([
        ["Home", "/en-us/"],
        ["Soccer", "/en-us/live/soccer"],
        ["Premier League", "/en-us/all/soccer/2026-11-24"],
        ["Arsenal vs Chelsea", `/en-us/event/${ID}`],
      ]);
    });

    it("describes the match as a SportsEvent", () => {
      const event = head().jsonLd.find((object) => object["@type"] === "SportsEvent");
      expect(event).toMatchObject({
        name: "Arsenal vs Chelsea",
        sport: "Soccer",
        url: `${origin}/en-us/event/${ID}`,
        image: `${origin}/og/event/${ID}.png`,
        startDate: "2026-11-24T20:00:00.000Z",
        eventStatus: "https://schema.org/EventScheduled",
        location: { "@type": "Place", name: "England" },
        homeTeam: { "@type": "SportsTeam", name: "Arsenal" },
        superEvent: { "@type": "SportsEvent", name: "Premier League" },
      });
    });
  });

  it("gives the score and the minute while the match is played", () => {
    const live = anEvent({
      status: "in_progress",
      extraInfo: { currentMinute: 67 },
      currentScope: { type: "half", number: 2 },
      scopes: { "full_event--0": scope("full_event", 2, 1) },
    });
    expect(pageHeadFor(eventPage(live), en(), origin).description).toBe(
      "Live: Arsenal 2–1 Chelsea (67'), Premier League. Live score and odds on FunsClub.",
    );
  });

  it("gives the status where the sport has no running clock", () => {
    const live = anEvent({ status: "in_progress", scopes: { "full_event--0": scope("full_event", 0, 0) } });
    expect(pageHeadFor(eventPage(live), en(), origin).description).toContain("Arsenal 0–0 Chelsea (Live)");
  });

  it("gives the result once the match is over, shoot-out included", () => {
    const finished = anEvent({
      status: "finished",
      finishedAt: KICK_OFF + 130 * 60_000,
      scopes: { "full_event--0": scope("full_event", 5, 2), "penalties--0": scope("penalties", 4, 1) },
    });
    expect(pageHeadFor(eventPage(finished, KICK_OFF + 3 * 3_600_000), en(), origin).description).toBe(
      "Arsenal 1 (4)–1 (1) Chelsea (After penalties), Premier League. Result and match details on FunsClub.",
    );
  });

  it("says a called-off match is off, with its planned kick-off", () => {
    const cancelled = anEvent({ status: "cancelled" });
    expect(pageHeadFor(eventPage(cancelled), en(), origin).description).toBe(
      "Arsenal vs Chelsea, Premier League: Cancelled. Scheduled kick-off 2026-11-24 20:00 UTC.",
    );
  });

  it("keeps a result the line no longer lists out of the index", () => {
    const finished = anEvent({ status: "finished", finishedAt: KICK_OFF + 2 * 3_600_000 });
    const now = KICK_OFF + 2 * 3_600_000 + 2 * 24 * 3_600_000 + 1;
    expect(pageHeadFor(eventPage(finished, now), en(), origin).noindex).toBe(true);
    expect(pageHeadFor(eventPage(finished, now - 2), en(), origin).noindex).toBe(false);
  });

  it("makes tennis players people", () => {
    const tennisId = sportIdOf(mainSportByCode("tennis")!);
    const head = pageHeadFor(
      {
        kind: "event",
        locale: "en-us",
        eventId: ID,
        tree: treeOf(anEvent(), { id: tennisId, code: "tennis", name: "Tennis" }),
        now: KICK_OFF,
      },
      en(),
      origin,
    );
    const event = head.jsonLd.find((object) => object["@type"] === "SportsEvent");
    expect(event?.competitor).toEqual([
      { "@type": "Person", name: "Arsenal" },
      { "@type": "Person", name: "Chelsea" },
    ]);
    expect(crumbsOf(head.jsonLd)[1]).toEqual(["Tennis", "/en-us/live/tennis"]);
  });

  it("is the not-found head when the tree does not hold the event", () => {
    const head = pageHeadFor(
      { kind: "event", locale: "en-us", eventId: "ev-unknown-0001", tree: { sports: {} }, now: KICK_OFF },
      en(),
      origin,
    );
    expect(head).toMatchObject({
      title: "Page not found · FunsClub",
      noindex: true,
      path: "/en-us/event/ev-unknown-0001",
    });
    expect(head.image).toBeUndefined();
  });
});

describe("pageHeadFor the tips page", () => {
  it("is indexed, names the sport and trails Home › sport › tips", () => {
    const head = pageHeadFor({ kind: "tips", locale: "en-us", sportCode: "soccer" }, en(), origin);
    expect(head).toMatchObject({
      title: "Soccer tips and predictions · FunsClub",
      path: "/en-us/tips/soccer",
      ogType: "website",
      noindex: false,
    });
    expect(head.description).toMatch(/^Soccer tips from the community on matches not yet started/);
    expect(crumbsOf(head.jsonLd)).toEqual([
      ["Home", "/en-us/"],
      ["Soccer", "/en-us/live/soccer"],
      ["Soccer tips and predictions", "/en-us/tips/soccer"],
    ]);
  });

  it("is the not-found head for a sport we do not list", () => {
    const head = pageHeadFor({ kind: "tips", locale: "en-us", sportCode: "curling" }, en(), origin);
    expect(head).toMatchObject({ title: "Page not found · FunsClub", noindex: true });
  });
});

describe("pageHeadFor the tipster ranking", () => {
  const ranking = (tab: string, period: string, sportCode = "soccer") =>
    pageHeadFor({ kind: "ranking", locale: "en-us", sportCode, tab, period }, en(), origin);

  it("indexes the whole ranking (ALL, all time) under the sport's name", () => {
    const head = ranking("ALL", "ALL_TIME");
    expect(head).toMatchObject({
      title: "Soccer tipsters ranking · FunsClub",
      description:
        "Soccer tipsters ranked on settled tips only (All, All time): profit, win rate, luck and closing line, with the sample behind every figure.",
      path: "/en-us/tipsters-ranking/soccer/ALL/ALL_TIME",
      noindex: false,
    });
    expect(crumbsOf(head.jsonLd)).toEqual([
      ["Home", "/en-us/"],
      ["Soccer tipsters ranking", "/en-us/tipsters-ranking/soccer/ALL/ALL_TIME"],
    ]);
  });

  it("indexes each public tab over all time as a page of its own, the tab and period in words", () => {
    const head = ranking("TOP_WIN_RATE", "ALL_TIME", "ice-hockey");
    expect(head).toMatchObject({
      title: "Ice hockey tipsters ranking: Top win rate, All time · FunsClub",
      path: "/en-us/tipsters-ranking/ice-hockey/TOP_WIN_RATE/ALL_TIME",
      noindex: false,
    });
    expect(crumbsOf(head.jsonLd).at(-1)).toEqual([
      "Top win rate, All time",
      "/en-us/tipsters-ranking/ice-hockey/TOP_WIN_RATE/ALL_TIME",
    ]);
  });

  it("keeps a shorter period out of the index, and says the period", () => {
    const head = ranking("TOP_PROFIT", "LAST_7_DAYS");
    expect(head).toMatchObject({
      title: "Soccer tipsters ranking: Top profit, 7 days · FunsClub",
      path: "/en-us/tipsters-ranking/soccer/TOP_PROFIT/LAST_7_DAYS",
      noindex: true,
    });
  });

  it("names a streak all time whatever the path says, and indexes only the all-time path", () => {
    const other = ranking("TOP_STREAK", "LAST_30_DAYS");
    expect(other.title).toBe("Soccer tipsters ranking: Top streak, All time · FunsClub");
    expect(other.noindex).toBe(true);
    expect(ranking("TOP_STREAK", "ALL_TIME").noindex).toBe(false);
  });

  it("keeps FOLLOWING out of the index: it is each viewer's own", () => {
    expect(ranking("FOLLOWING", "ALL_TIME")).toMatchObject({
      title: "Soccer tipsters ranking: Following, All time · FunsClub",
      noindex: true,
    });
  });

  it("is the not-found head for a tab, period or sport that is not one", () => {
    for (const head of [
      ranking("BEST", "ALL_TIME"),
      ranking("ALL", "all_time"),
      ranking("ALL", "ALL_TIME", "x"),
    ])
      expect(head).toMatchObject({ title: "Page not found · FunsClub", noindex: true });
  });
});

describe("pageHeadFor a tipster's profile", () => {
  // null: the profile did not load in time.
  const profile = (tab?: string, sportCode?: string, name: string | null = "Tia Tipster") =>
    pageHeadFor(
      { kind: "tipster", locale: "en-us", userId: "u-1", tab, sportCode, name: name ?? undefined },
      en(),
      origin,
    );

  it("is titled with the tipster's name, Open Graph profile, indexed at /view", () => {
    const head = profile();
    expect(head).toMatchObject({
      title: "Tia Tipster: tips and statistics · FunsClub",
      description:
        "Tia Tipster's Soccer tips on FunsClub: tips on sale, closed tips with their results, and statistics from settled tips only.",
      path: "/en-us/user-profile/u-1/view",
      ogType: "profile",
      noindex: false,
    });
    expect(crumbsOf(head.jsonLd)).toEqual([
      ["Home", "/en-us/"],
      ["Tia Tipster", "/en-us/user-profile/u-1/view"],
    ]);
  });

  it("makes /view the canonical of the default tab's own path", () => {
    expect(profile("active-tips", "soccer")).toMatchObject({
      title: "Tia Tipster: tips and statistics · FunsClub",
      path: "/en-us/user-profile/u-1/view",
      noindex: false,
    });
  });

  it("indexes another tab or sport under its own path, the tab in its title", () => {
    const head = profile("closed-tips", "tennis");
    expect(head).toMatchObject({
      title: "Tia Tipster: Closed tips (Tennis) · FunsClub",
      path: "/en-us/user-profile/u-1/view/closed-tips/tennis",
      noindex: false,
    });
    expect(crumbsOf(head.jsonLd).at(-1)).toEqual([
      "Closed tips",
      "/en-us/user-profile/u-1/view/closed-tips/tennis",
    ]);
    expect(profile("statistics", "soccer").path).toBe("/en-us/user-profile/u-1/view/statistics/soccer");
  });

  it("keeps the owner's bought tips out of the index", () => {
    expect(profile("tip-orders", "soccer")).toMatchObject({
      title: "Tia Tipster: Bought tips (Soccer) · FunsClub",
      noindex: true,
    });
  });

  it("says tipster when the profile did not load in time, and not-found for an unknown tab", () => {
    expect(profile(undefined, undefined, null).title).toBe("Tipster: tips and statistics · FunsClub");
    expect(profile("drafts", "soccer")).toMatchObject({ title: "Page not found · FunsClub", noindex: true });
  });
});

describe("pageHeadFor the tip record", () => {
  it("is indexed and trails Home › tip record", () => {
    const head = pageHeadFor({ kind: "tipRecord", locale: "en-us" }, en(), origin);
    expect(head).toMatchObject({
      title: "The tip record: verify every tip · FunsClub",
      path: "/en-us/tips-record",
      noindex: false,
    });
    expect(head.description).toMatch(/hash-chained record/);
    expect(crumbsOf(head.jsonLd)).toEqual([
      ["Home", "/en-us/"],
      ["The tip record", "/en-us/tips-record"],
    ]);
  });
});

describe("pageHeadFor pages kept out of the index", () => {
  it("marks an unknown path noindex, with the not-found texts", () => {
    const head = pageHeadFor({ kind: "notFound", locale: "en-us", path: "/en-us/nowhere" }, en(), origin);
    expect(head).toMatchObject({
      title: "Page not found · FunsClub",
      description: "The page you are looking for does not exist or has moved.",
      path: "/en-us/nowhere",
      noindex: true,
    });
  });

  it("names a private page by what it is, noindex", () => {
    const signIn = pageHeadFor({ kind: "private", locale: "en-us", path: "/en-us/sign-in" }, en(), origin);
    expect(signIn).toMatchObject({ title: "Sign in · FunsClub", noindex: true });
    const settings = pageHeadFor(
      { kind: "private", locale: "en-us", path: "/en-us/settings/profile" },
      en(),
      origin,
    );
    expect(settings.title).toBe("Account settings · FunsClub");
    const other = pageHeadFor(
      { kind: "private", locale: "en-us", path: "/en-us/oauth/callback" },
      en(),
      origin,
    );
    expect(other.title).toBe("Your account · FunsClub");
  });
});

describe("pageHeadFor in every language", () => {
  const live = anEvent({
    status: "in_progress",
    extraInfo: { currentMinute: 67 },
    scopes: { "full_event--0": scope("full_event", 2, 1) },
  });
  const pages = (locale: (typeof LOCALES)[number]["path"]): PageHeadInput[] => [
    { kind: "home", locale },
    { kind: "live", locale, sportCode: "soccer" },
    { kind: "day", locale, sportCode: "soccer", date: "2026-11-24" },
    { ...eventPage(anEvent()), locale } as PageHeadInput,
    { ...eventPage(live), locale } as PageHeadInput,
    { kind: "private", locale, path: `/${locale}/oauth/callback` },
    { kind: "tips", locale, sportCode: "soccer" },
    { kind: "ranking", locale, sportCode: "soccer", tab: "ALL", period: "ALL_TIME" },
    { kind: "ranking", locale, sportCode: "soccer", tab: "TOP_PROFIT", period: "LAST_30_DAYS" },
    { kind: "tipster", locale, userId: "u-1", tab: undefined, sportCode: undefined, name: "Tia" },
    { kind: "tipster", locale, userId: "u-1", tab: "closed-tips", sportCode: "soccer", name: undefined },
    { kind: "tipRecord", locale },
  ];

  it("has a text of its own for every page, with every value filled in", () => {
    const english = pages("en-us").map((page) => pageHeadFor(page, en(), origin));
    for (const locale of LOCALES) {
      const t = translators.get(locale.language)!;
      pages(locale.path).forEach((page, index) => {
        const head = pageHeadFor(page, t, origin);
        expect(head.path.startsWith(`/${locale.path}/`), head.path).toBe(true);
        for (const text of [head.title, head.description]) expect(text, text).not.toMatch(/{{|}}|^seo\./);
        if (locale.language === "en") return;
        expect(head.title).not.toBe(english[index]!.title);
        expect(head.description).not.toBe(english[index]!.description);
      });
    }
    expect(missingKeys).not.toHaveBeenCalled();
  });

  it("renders into head tags that carry the image and both JSON-LD objects", () => {
    const html = renderHeadTags(pageHeadFor(eventPage(live), en(), origin), origin);
    expect(html).toContain(`<meta property="og:image" content="${origin}/og/event/${ID}.png">`);
    expect(html).toContain("Arsenal 2–1 Chelsea (67&#39;)");
    expect(html.match(/<script type="application\/ld\+json">/g)).toHaveLength(2);
  });

  it("gives an indexed ranking a canonical and a shorter period robots noindex instead", () => {
    const whole = renderHeadTags(
      pageHeadFor(
        { kind: "ranking", locale: "en-us", sportCode: "soccer", tab: "ALL", period: "ALL_TIME" },
        en(),
        origin,
      ),
      origin,
    );
    expect(whole).toContain(
      `<link rel="canonical" href="${origin}/en-us/tipsters-ranking/soccer/ALL/ALL_TIME">`,
    );
    expect(whole).not.toContain("noindex");
    const week = renderHeadTags(
      pageHeadFor(
        { kind: "ranking", locale: "en-us", sportCode: "soccer", tab: "ALL", period: "LAST_7_DAYS" },
        en(),
        origin,
      ),
      origin,
    );
    expect(week).toContain('<meta name="robots" content="noindex">');
    expect(week).not.toContain('rel="canonical"');
  });

  it("gives a profile Open Graph type profile and its canonical at /view", () => {
    const html = renderHeadTags(
      pageHeadFor(
        {
          kind: "tipster",
          locale: "en-us",
          userId: "u-1",
          tab: "active-tips",
          sportCode: "soccer",
          name: "Tia <Tipster>",
        },
        en(),
        origin,
      ),
      origin,
    );
    expect(html).toContain("<title>Tia &lt;Tipster&gt;: tips and statistics · FunsClub</title>");
    expect(html).toContain('<meta property="og:type" content="profile">');
    expect(html).toContain(`<link rel="canonical" href="${origin}/en-us/user-profile/u-1/view">`);
  });
});
