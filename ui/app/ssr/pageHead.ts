import type { TFunction } from "i18next";
import { displayStatus } from "../../../domain/event/displayStatus.ts";
import { isListed, isLive, isUpcoming } from "../../../domain/event/lifecycle.ts";
import { matchMinute } from "../../../domain/event/matchMinute.ts";
import { twoParticipants } from "../../../domain/event/participants.ts";
import { startedScore } from "../../../domain/event/scoreDisplay.ts";
import { findEvent } from "../../../domain/feed/filterFeedTree.ts";
import type { FeedTree } from "../../../domain/feed/tree.ts";
import { type LocalePath, localeByPath } from "../../../domain/i18n/locales.ts";
import { type BreadcrumbItem, breadcrumbList } from "../../../domain/seo/breadcrumbList.ts";
import { absoluteUrl } from "../../../domain/seo/jsonLd.ts";
import { eventOgImagePath, OG_IMAGE_HEIGHT, OG_IMAGE_WIDTH } from "../../../domain/seo/ogImagePath.ts";
import { type PageHead, SITE_NAME } from "../../../domain/seo/pageHead.ts";
import { type EventInLine, sportsEventJsonLd } from "../../../domain/seo/sportsEventJsonLd.ts";
import { rankingPeriodOf, rankingTabOf } from "../../../domain/tips/rankingQuery.ts";
import { effectivePeriod, PERIOD_UI_NAMES } from "../../../domain/tips/stats/periods.ts";
import { DEFAULT_SPORT, type MainSport, mainSportByCode, mainSportById } from "../../sports/mainSports.ts";
import { formatMatchDay, isMatchDay } from "../../sports/matchDay.ts";
import { DEFAULT_PROFILE_TAB, isProfileTab, TAB_LABELS } from "../../tipster/profileTabs.ts";

/** The pages a head is built for, with what each needs to say what it shows. */
export type PageHeadInput =
  | { readonly kind: "home"; readonly locale: LocalePath }
  | { readonly kind: "live"; readonly locale: LocalePath; readonly sportCode: string }
  | { readonly kind: "day"; readonly locale: LocalePath; readonly sportCode: string; readonly date: string }
  | {
      readonly kind: "event";
      readonly locale: LocalePath;
      readonly eventId: string;
      /** The event page's feed tree. */
      readonly tree: FeedTree;
      /** Epoch ms: a result the line no longer lists is kept out of the index. */
      readonly now: number;
    }
  /** The tips marketplace of a sport: `/tips/{sportCode}`. */
  | { readonly kind: "tips"; readonly locale: LocalePath; readonly sportCode: string }
  /** `/tipsters-ranking/{sportCode}/{tab}/{period}`, the segments as the path has them. */
  | {
      readonly kind: "ranking";
      readonly locale: LocalePath;
      readonly sportCode: string;
      readonly tab: string;
      readonly period: string;
    }
  /** `/user-profile/{userId}/view[/{tab}/{sportCode}]`. */
  | {
      readonly kind: "tipster";
      readonly locale: LocalePath;
      readonly userId: string;
      readonly tab: string | undefined;
      readonly sportCode: string | undefined;
      /** The tipster's name from the profile's server-rendered snapshot; undefined when it did not load in time. */
      readonly name: string | undefined;
    }
  /** The public tip record, `/tips-record`. */
  | { readonly kind: "tipRecord"; readonly locale: LocalePath }
  | { readonly kind: "notFound"; readonly locale: LocalePath; readonly path: string }
  /** Sign-in, settings and other pages of one visitor's own: never indexed. */
  | { readonly kind: "private"; readonly locale: LocalePath; readonly path: string };

const titled = (page: string): string => `${page} · ${SITE_NAME}`;

const homePath = (locale: LocalePath) => `/${locale}/`;
const livePath = (locale: LocalePath, sport: MainSport) => `/${locale}/live/${sport.code}`;
const dayPath = (locale: LocalePath, sport: MainSport, day: string) => `/${locale}/all/${sport.code}/${day}`;
const eventPath = (locale: LocalePath, eventId: string) => `/${locale}/event/${encodeURIComponent(eventId)}`;

/**
 * A kick-off as the server can say it to everyone alike: in UTC, `2026-11-24 20:00 UTC`. The head is
 * shared between visitors (cached per path), so it cannot follow one visitor's time zone.
 */
const kickOffUtc = (epochMs: number): string => {
  const iso = new Date(epochMs).toISOString();
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
};

const languageOfLocale = (locale: LocalePath): string => localeByPath(locale)?.language ?? "en";

/** The heads of public list pages: indexed, a breadcrumb trail, no image. */
const listHead = (
  locale: LocalePath,
  origin: string,
  texts: { readonly title: string; readonly description: string },
  crumbs: ReadonlyArray<BreadcrumbItem>,
): PageHead => ({
  title: titled(texts.title),
  description: texts.description,
  path: crumbs.at(-1)!.path,
  locale,
  ogType: "website",
  jsonLd: [breadcrumbList(crumbs, origin)],
  noindex: false,
});

/** A page kept out of the index: its title, a two-crumb trail, `noindex`. */
const unlistedHead = (
  locale: LocalePath,
  origin: string,
  path: string,
  texts: { readonly title: string; readonly description: string },
  t: TFunction,
): PageHead => ({
  title: titled(texts.title),
  description: texts.description,
  path,
  locale,
  ogType: "website",
  jsonLd: [
    breadcrumbList(
      [
        { name: t("nav.home"), path: homePath(locale) },
        { name: texts.title, path },
      ],
      origin,
    ),
  ],
  noindex: true,
});

const notFoundHead = (locale: LocalePath, path: string, t: TFunction, origin: string): PageHead =>
  unlistedHead(locale, origin, path, { title: t("notFound.title"), description: t("notFound.body") }, t);

/** The private page's own name where it has one already, from the page after the locale segment. */
const privateTitle = (path: string, t: TFunction): string => {
  const page = path.split("/")[2] ?? "";
  switch (page) {
    case "sign-in":
      return t("header.signIn");
    case "sign-up":
      return t("auth.signUp.title");
    case "reset-password":
      return t("auth.reset.title");
    case "settings":
      return t("accountSettings.title");
    default:
      return t("seo.private.title");
  }
};

const sportCrumb = (locale: LocalePath, sport: MainSport, t: TFunction): BreadcrumbItem => ({
  name: t(sport.label),
  path: livePath(locale, sport),
});

/** What a shared link says of the match: its score while played and after, its kick-off before. */
const eventDescription = (
  line: EventInLine,
  texts: { readonly match: string; readonly tournament: string },
  t: TFunction,
): string => {
  const { event } = line;
  const status = t(`status.long.${displayStatus(event)}`);
  const kickOff = kickOffUtc(event.startTime);
  if (isUpcoming(event.status)) return t("seo.event.upcoming", { ...texts, kickOff });
  const score = startedScore(event);
  if (!score || event.participants.length !== 2) return t("seo.event.off", { ...texts, status, kickOff });
  const { home, away } = twoParticipants(event);
  const sides = {
    ...texts,
    home: home.name,
    away: away.name,
    homeScore: score.home.text,
    awayScore: score.away.text,
  };
  if (isLive(event.status))
    return t("seo.event.live", { ...sides, clock: matchMinute(event.extraInfo) ?? status });
  return t("seo.event.ended", { ...sides, status });
};

const matchName = (line: EventInLine, t: TFunction): string => {
  const { participants } = line.event;
  if (participants.length !== 2) return participants.map((participant) => participant.name).join(" – ");
  const { home, away } = twoParticipants(line.event);
  return t("event.title", { home: home.name, away: away.name });
};

const eventHead = (
  locale: LocalePath,
  eventId: string,
  tree: FeedTree,
  now: number,
  t: TFunction,
  origin: string,
): PageHead => {
  const path = eventPath(locale, eventId);
  const line = findEvent(tree, eventId);
  if (!line) return notFoundHead(locale, path, t, origin);
  const { sport, tournament, event } = line;
  const mainSport = mainSportById(sport.id);
  const sportName = mainSport ? t(mainSport.label) : sport.name;
  const match = matchName(line, t);
  const texts = { match, tournament: tournament.name };
  const description = eventDescription(line, texts, t);
  const url = absoluteUrl(origin, path);
  const imageUrl = absoluteUrl(origin, eventOgImagePath(eventId));
  // The sport and the tournament link to the pages that list them: the sport's live list and the day
  // of the kick-off (in UTC, like the rest of the head); a sport outside the five has neither.
  const crumbs: BreadcrumbItem[] = [{ name: t("nav.home"), path: homePath(locale) }];
  if (mainSport)
    crumbs.push(sportCrumb(locale, mainSport, t), {
      name: tournament.name,
      path: dayPath(locale, mainSport, new Date(event.startTime).toISOString().slice(0, 10)),
    });
  crumbs.push({ name: match, path });
  return {
    title: titled(t("seo.event.title", texts)),
    description,
    path,
    locale,
    ogType: "website",
    image: {
      url: imageUrl,
      width: OG_IMAGE_WIDTH,
      height: OG_IMAGE_HEIGHT,
      alt: t("seo.event.imageAlt", texts),
    },
    jsonLd: [
      breadcrumbList(crumbs, origin),
      sportsEventJsonLd(line, { name: match, sportName, url, imageUrl, description }),
    ],
    // A result older than the line's window is dropped from the sitemap: drop it from the index too.
    noindex: !isListed(event, now),
  };
};

const tipsPath = (locale: LocalePath, sport: MainSport) => `/${locale}/tips/${sport.code}`;
const rankingPath = (locale: LocalePath, sport: MainSport, tab: string, period: string) =>
  `/${locale}/tipsters-ranking/${sport.code}/${tab}/${period}`;
const profilePath = (locale: LocalePath, userId: string) =>
  `/${locale}/user-profile/${encodeURIComponent(userId)}/view`;

const tipsHead = (locale: LocalePath, sportCode: string, t: TFunction, origin: string): PageHead => {
  const sport = mainSportByCode(sportCode);
  if (!sport) return notFoundHead(locale, `/${locale}/tips/${sportCode}`, t, origin);
  const texts = { sport: t(sport.label) };
  const title = t("seo.title", { ns: "tips", ...texts });
  return listHead(locale, origin, { title, description: t("seo.description", { ns: "tips", ...texts }) }, [
    { name: t("nav.home"), path: homePath(locale) },
    sportCrumb(locale, sport, t),
    { name: title, path: tipsPath(locale, sport) },
  ]);
};

/**
 * NOTE: the index gets each public tab over all time, one list per sport and tab; a shorter period is a
 * rolling window of the same list (noindex, its links followed), TOP_STREAK under another period is the
 * all-time list again, and FOLLOWING is each viewer's own (noindex both).
 */
const rankingHead = (
  locale: LocalePath,
  page: { readonly sportCode: string; readonly tab: string; readonly period: string },
  t: TFunction,
  origin: string,
): PageHead => {
  const sport = mainSportByCode(page.sportCode);
  const tab = rankingTabOf(page.tab);
  const period = rankingPeriodOf(page.period);
  if (!sport || !tab || !period)
    return notFoundHead(
      locale,
      `/${locale}/tipsters-ranking/${page.sportCode}/${page.tab}/${page.period}`,
      t,
      origin,
    );
  const shown = effectivePeriod(tab, period);
  const texts = {
    sport: t(sport.label),
    tab: t(`tab.${tab}`, { ns: "ranking" }),
    period: t(`period.${PERIOD_UI_NAMES[shown]}` as "period.allTime", { ns: "ranking" }),
  };
  const whole = {
    name: t("seo.title", { ns: "ranking", ...texts }),
    path: rankingPath(locale, sport, "ALL", "ALL_TIME"),
  };
  const crumbs: BreadcrumbItem[] = [{ name: t("nav.home"), path: homePath(locale) }, whole];
  const isWhole = tab === "ALL" && period === "ALL_TIME";
  if (!isWhole)
    crumbs.push({
      name: t("seo.crumb", { ns: "ranking", ...texts }),
      path: rankingPath(locale, sport, tab, period),
    });
  const head = listHead(
    locale,
    origin,
    {
      title: isWhole ? whole.name : t("seo.titleOf", { ns: "ranking", ...texts }),
      description: t("seo.description", { ns: "ranking", ...texts }),
    },
    crumbs,
  );
  return { ...head, noindex: tab === "FOLLOWING" || period !== "ALL_TIME" };
};

/**
 * A tipster's profile: named after the tipster, Open Graph `profile`. `/view` is the canonical of its
 * own default (`/view/active-tips/{default sport}`); the owner's bought tips are never indexed.
 */
const tipsterHead = (
  locale: LocalePath,
  page: Extract<PageHeadInput, { kind: "tipster" }>,
  t: TFunction,
  origin: string,
): PageHead => {
  const tab = page.tab ?? DEFAULT_PROFILE_TAB;
  const sport = mainSportByCode(page.sportCode ?? DEFAULT_SPORT);
  const base = profilePath(locale, page.userId);
  const asked = page.tab === undefined ? base : `${base}/${page.tab}/${page.sportCode}`;
  if (!sport || !isProfileTab(tab)) return notFoundHead(locale, asked, t, origin);
  const texts = {
    name: page.name ?? t("seo.someone", { ns: "tipster" }),
    sport: t(sport.label),
    tab: t(TAB_LABELS[tab], { ns: "tipster" }),
  };
  const isDefault = tab === DEFAULT_PROFILE_TAB && sport.code === DEFAULT_SPORT;
  const crumbs: BreadcrumbItem[] = [
    { name: t("nav.home"), path: homePath(locale) },
    { name: texts.name, path: base },
  ];
  if (!isDefault) crumbs.push({ name: texts.tab, path: `${base}/${tab}/${sport.code}` });
  const head = listHead(
    locale,
    origin,
    {
      title: isDefault
        ? t("seo.title", { ns: "tipster", ...texts })
        : t("seo.titleOf", { ns: "tipster", ...texts }),
      description: t("seo.description", { ns: "tipster", ...texts }),
    },
    crumbs,
  );
  return { ...head, ogType: "profile", noindex: tab === "tip-orders" };
};

/**
 * The head of a server-rendered page (issue 14): what search engines and link previews read, in the
 * page's language. Texts come from `t` (the page's i18n); a marketplace page's from its own namespace (`{ ns }`),
 * loaded with the page before the head is built. `origin` makes URLs absolute. A live or day
 * page of an unknown sport or day, and an event missing from its tree, get the not-found head, as their
 * routes answer 404.
 */
export const pageHeadFor = (page: PageHeadInput, t: TFunction, origin: string): PageHead => {
  const { locale } = page;
  const home: BreadcrumbItem = { name: t("nav.home"), path: homePath(locale) };
  switch (page.kind) {
    case "home":
      return listHead(
        locale,
        origin,
        { title: t("seo.home.title"), description: t("seo.home.description") },
        [home],
      );
    case "live": {
      const sport = mainSportByCode(page.sportCode);
      if (!sport) return notFoundHead(locale, `/${locale}/live/${page.sportCode}`, t, origin);
      const texts = { sport: t(sport.label) };
      return listHead(
        locale,
        origin,
        { title: t("seo.live.title", texts), description: t("seo.live.description", texts) },
        [home, sportCrumb(locale, sport, t)],
      );
    }
    case "day": {
      const sport = mainSportByCode(page.sportCode);
      const path = `/${locale}/all/${page.sportCode}/${page.date}`;
      if (!sport || !isMatchDay(page.date)) return notFoundHead(locale, path, t, origin);
      const date = formatMatchDay(page.date, languageOfLocale(locale), {
        day: "numeric",
        month: "short",
        year: "numeric",
      });
      const texts = { sport: t(sport.label), date };
      return listHead(
        locale,
        origin,
        { title: t("seo.day.title", texts), description: t("seo.day.description", texts) },
        [home, sportCrumb(locale, sport, t), { name: date, path }],
      );
    }
    case "tips":
      return tipsHead(locale, page.sportCode, t, origin);
    case "ranking":
      return rankingHead(locale, page, t, origin);
    case "tipster":
      return tipsterHead(locale, page, t, origin);
    case "tipRecord":
      return listHead(
        locale,
        origin,
        {
          title: t("seo.title", { ns: "tipRecord" }),
          description: t("seo.description", { ns: "tipRecord" }),
        },
        [home, { name: t("title", { ns: "tipRecord" }), path: `/${locale}/tips-record` }],
      );
    case "event":
      return eventHead(locale, page.eventId, page.tree, page.now, t, origin);
    case "notFound":
      return notFoundHead(locale, page.path, t, origin);
    case "private":
      return unlistedHead(
        locale,
        origin,
        page.path,
        { title: privateTitle(page.path, t), description: t("seo.private.description") },
        t,
      );
  }
};
