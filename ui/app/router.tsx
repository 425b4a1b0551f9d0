import {
  type AsyncRouteComponent,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  lazyRouteComponent,
  notFound,
  type RouterHistory,
  redirect,
} from "@tanstack/react-router";
import { validateEventId } from "../../domain/event/eventId.ts";
import { oauthReturnOf } from "../auth/oauthReturn.ts";
import { PAGE_STRINGS, type PageNamespace } from "../i18n/namespaces.ts";
import { ErrorPage } from "../pages/ErrorPage.tsx";
import { NotFoundPage } from "../pages/NotFoundPage.tsx";
import { accountSettingsPages, accountSettingsRoutes } from "../settings/account/accountSettingsRoutes.tsx";
import { AppShell } from "../shell/AppShell.tsx";
import { mainSportByCode, sportIdOf } from "../sports/mainSports.ts";
import { isMatchDay } from "../sports/matchDay.ts";
import { tournamentSearchOf } from "../tournament/tournamentSearch.ts";
import { loadChunk } from "./chunkLoad.ts";
import { localeRedirect, shouldScrollToTop } from "./localePath.ts";
import {
  eventMissingFrom,
  feedPage,
  feedPageKey,
  homePage,
  homeRequest,
  sidebarLeaguesKey,
  tipsPage,
} from "./pageActors.ts";
import type { RouterContext } from "./routerContext.ts";

type PageModule = Record<string, unknown>;

/** The lazy pages by the path they answer under the locale, for `preloadPageOf`. */
const lazyPages: Array<{
  readonly test: RegExp;
  readonly component: AsyncRouteComponent<unknown>;
  /** The page's export, named like its file: the server finds the page's chunk in the manifest by it. */
  readonly name: string;
  /** The page's own string namespaces, loaded before it renders. */
  readonly strings: ReadonlyArray<PageNamespace>;
}> = [];

/** `live/$sportCode` as a test of a whole pathname under any locale (`$param` is one segment). */
const pathTest = (path: string) =>
  new RegExp(`^/[^/]+/${path.replace(/^\//, "").replace(/\$[A-Za-z]+/g, "[^/]+")}$`);

/**
 * A route's path and its page as a lazy chunk. The component waits for its chunk while the route loads
 * (the router awaits `preload`), so a page never renders half-loaded; its string namespaces
 * (`PAGE_STRINGS` in ui/i18n/namespaces.ts) are loaded by the locale route before it, on the server and
 * in the browser.
 */
const lazyPage = <TPath extends string, TModule extends PageModule>(
  path: TPath,
  load: () => Promise<TModule>,
  name: keyof TModule & string,
) => {
  // A failed import becomes a ChunkLoadError with its type (error, missing export, timeout).
  const component = lazyRouteComponent(() => loadChunk(name, load), name) as AsyncRouteComponent<unknown>;
  lazyPages.push({ test: pathTest(path), component, name, strings: PAGE_STRINGS[name] ?? [] });
  return { path, component };
};

/**
 * Starts fetching the chunk of the page at `pathname` before the router exists, so the first screen
 * waits for it beside the entry's start-up work rather than after it. Only a hint: the router loads the
 * chunk itself in any case (a missed path costs nothing but the head start).
 */
export const preloadPageOf = (pathname: string): void => {
  void lazyPages.find((page) => page.test.test(pathname))?.component.preload?.();
};

/** The string namespaces of the lazy page at `pathname`, for the server to preload their chunks. */
export const stringsOf = (pathname: string): ReadonlyArray<PageNamespace> =>
  lazyPages.find((page) => page.test.test(pathname))?.strings ?? [];

/** The name of the lazy page at `pathname` (`LivePage`), for the server to preload its chunk. */
export const pageNameOf = (pathname: string): string | undefined =>
  lazyPages.find((page) => page.test.test(pathname))?.name;

/**
 * Code-based routes. Each page is its own chunk (`lazyRouteComponent`), fetched while the route loads, so
 * the first screen carries only the shell and its own page; `scripts/check-bundle.ts` holds every page
 * to the initial-JS budget by these dynamic imports.
 * Every page sits under the locale segment (`/en-us/...`); `/` and paths with an unknown
 * or malformed locale are redirected, and a catch-all under the locale shows the not-found page inside the
 * shell (sports-data section 2: a fallback route matches any path).
 */
const rootRoute = createRootRouteWithContext<RouterContext>()({
  errorComponent: ErrorPage,
  notFoundComponent: NotFoundPage,
});

/** Where `/` and a bad locale lead: the visitor's stored language, en-us when there is none. */
const preferredLocale = (context: RouterContext) => context.settings.getSnapshot().context.locale;

const indexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/",
  beforeLoad: ({ context }) => {
    throw redirect({ href: `/${preferredLocale(context)}/`, replace: true });
  },
});

const localeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "$locale",
  beforeLoad: ({ location, context }) => {
    const target = localeRedirect(location.pathname, preferredLocale(context));
    if (target)
      throw redirect({
        href: `${target}${location.searchStr}${location.hash ? `#${location.hash}` : ""}`,
        replace: true,
      });
    // Before any page below renders (its loader prefetches, its component is fetched meanwhile). NOTE:
    // synchronous when the page has no namespace: an async beforeLoad leaves the route pending while
    // the browser hydrates, and the server's HTML no longer matches (the shell test caught it).
    const strings = stringsOf(location.pathname);
    return strings.length > 0 ? context.strings(strings) : undefined;
  },
  component: AppShell,
});

/** The visitor's zone offset: the day views and the home page load for it. */
const zoneOffset = (context: RouterContext) => context.settings.getSnapshot().context.timeZone.offsetSeconds;

/** A sport's pages show its top leagues in the (desktop) sidebar. */
const prefetchSidebarLeagues = (context: RouterContext, sportId: string) =>
  context.pages.prefetch(
    homePage(
      context.home.logic,
      { sportId, timeZoneOffset: zoneOffset(context) },
      sidebarLeaguesKey(sportId),
    ),
  );

// Pages rendered on the server with their data say so in `loader`: `context.pages.prefetch(<page machine>)`
// runs the page's machine to its loaded state there, and is nothing in the browser (ui/app/pageSnapshots.ts).
const homeRoute = createRoute({
  getParentRoute: () => localeRoute,
  ...lazyPage("/", () => import("../home/HomePage.tsx"), "HomePage"),
  loader: ({ context }) => {
    const request = homeRequest(zoneOffset(context));
    return Promise.all([
      context.pages.prefetch(homePage(context.home.logic, request)),
      // The tipster cards' machines come with their own chunk, not the app's start-up JS.
      import("./homeCardsActors.ts").then(({ prefetchHomeCards }) =>
        prefetchHomeCards(context, request.sportId),
      ),
    ]);
  },
});

/**
 * Routes that reject their parameters (an unknown sport, an impossible date) name their own
 * notFoundComponent: the router renders the nearest route that names one, so the 404 stays inside the shell.
 */
const assertMainSport = (sportCode: string) => {
  if (!mainSportByCode(sportCode)) throw notFound();
};

const liveRoute = createRoute({
  getParentRoute: () => localeRoute,
  ...lazyPage("live/$sportCode", () => import("../sports/LivePage.tsx"), "LivePage"),
  notFoundComponent: NotFoundPage,
  beforeLoad: ({ params }) => assertMainSport(params.sportCode),
  loader: ({ context, params }) => {
    const sportId = sportIdOf(mainSportByCode(params.sportCode)!);
    return Promise.all([
      context.pages.prefetch(feedPage(context.feed.logic, { kind: "live", sportId })),
      prefetchSidebarLeagues(context, sportId),
    ]);
  },
});

const dayRoute = createRoute({
  getParentRoute: () => localeRoute,
  ...lazyPage("all/$sportCode/$date", () => import("../sports/DayPage.tsx"), "DayPage"),
  notFoundComponent: NotFoundPage,
  beforeLoad: ({ params }) => {
    assertMainSport(params.sportCode);
    if (!isMatchDay(params.date)) throw notFound();
  },
  loader: ({ context, params }) => {
    const sportId = sportIdOf(mainSportByCode(params.sportCode)!);
    return Promise.all([
      context.pages.prefetch(
        feedPage(context.feed.logic, {
          kind: "day",
          sportId,
          date: params.date,
          timeZoneOffset: zoneOffset(context),
        }),
      ),
      prefetchSidebarLeagues(context, sportId),
    ]);
  },
});

/** The id is checked by the page itself: a malformed one gets the event's own not-found state. */
const eventRoute = createRoute({
  getParentRoute: () => localeRoute,
  ...lazyPage("event/$id", () => import("../event/EventPage.tsx"), "EventPage"),
  loader: async ({ context, params }) => {
    const eventId = validateEventId(params.id);
    if (typeof eventId !== "string") return;
    const view = { kind: "event", eventId } as const;
    await context.pages.prefetch(feedPage(context.feed.logic, view, { missingIs404: false }));
    // Not on the line (past its days, or an imported match): the archive's, or the 404.
    if (eventMissingFrom(context.pages.take(feedPageKey(view)), eventId))
      await (await import("./archivedEventRoute.ts")).prefetchArchivedEvent(context, eventId);
  },
});

/**
 * The event's Tips tab, `/event/{id}/tips` (the spec's event sub-pages are path segments; Markets stays the
 * default at `/event/{id}`). The event page renders the tab itself, from a lazy chunk of its own; the path
 * is registered with the page's chunk so the server preloads it and its strings for this URL too.
 */
void lazyPage("event/$id/tips", () => import("../event/EventPage.tsx"), "EventPage");
const eventTipsRoute = createRoute({
  getParentRoute: () => eventRoute,
  path: "tips",
});

/**
 * The event's statistics sub-pages (issue 9): `/event/{id}/{tab}` for player-stats, statistics, standings,
 * knockout, lineups, h2h, news and media. The event page renders the tab; an unknown tab is its 404.
 */
void lazyPage("event/$id/$tab", () => import("../event/EventPage.tsx"), "EventPage");
const eventTabRoute = createRoute({
  getParentRoute: () => eventRoute,
  path: "$tab",
  loader: async ({ context, params }) =>
    (await import("./eventTabRoute.ts")).loadEventTab(context, { id: params.id, tab: params.tab }),
});

// Statistics pages (issue 9): a tournament, a team, a player, with sub-pages as a path segment, and a
// sport's leagues. Each loader comes with the page's chunk; an unknown id is the page machine's 404.
const tournamentRoute = createRoute({
  getParentRoute: () => localeRoute,
  ...lazyPage("tournament/$id", () => import("../tournament/TournamentPage.tsx"), "TournamentPage"),
  notFoundComponent: NotFoundPage,
  loaderDeps: ({ search }) => tournamentSearchOf(search),
  loader: async ({ context, params, deps }) =>
    (await import("./tournamentRoute.ts")).loadTournamentPage(context, { id: params.id }, deps),
});
void lazyPage("tournament/$id/$tab", () => import("../tournament/TournamentPage.tsx"), "TournamentPage");
const tournamentTabRoute = createRoute({
  getParentRoute: () => tournamentRoute,
  path: "$tab",
  loaderDeps: ({ search }) => tournamentSearchOf(search),
  loader: async ({ context, params, deps }) =>
    (await import("./tournamentRoute.ts")).loadTournamentPage(
      context,
      { id: params.id, tab: params.tab },
      deps,
    ),
});

const teamRoute = createRoute({
  getParentRoute: () => localeRoute,
  ...lazyPage("team/$id", () => import("../team/TeamPage.tsx"), "TeamPage"),
  notFoundComponent: NotFoundPage,
  loader: async ({ context, params }) =>
    (await import("./teamRoute.ts")).loadTeamPage(context, { id: params.id }),
});
void lazyPage("team/$id/$tab", () => import("../team/TeamPage.tsx"), "TeamPage");
const teamTabRoute = createRoute({
  getParentRoute: () => teamRoute,
  path: "$tab",
  loader: async ({ context, params }) =>
    (await import("./teamRoute.ts")).loadTeamPage(context, { id: params.id, tab: params.tab }),
});

const playerRoute = createRoute({
  getParentRoute: () => localeRoute,
  ...lazyPage("player/$id", () => import("../player/PlayerPage.tsx"), "PlayerPage"),
  notFoundComponent: NotFoundPage,
  loader: async ({ context, params }) =>
    (await import("./playerRoute.ts")).loadPlayerPage(context, { id: params.id }),
});
void lazyPage("player/$id/$tab", () => import("../player/PlayerPage.tsx"), "PlayerPage");
const playerTabRoute = createRoute({
  getParentRoute: () => playerRoute,
  path: "$tab",
  loader: async ({ context, params }) =>
    (await import("./playerRoute.ts")).loadPlayerPage(context, { id: params.id, tab: params.tab }),
});

const leaguesRoute = createRoute({
  getParentRoute: () => localeRoute,
  ...lazyPage("leagues/$sportCode", () => import("../leagues/LeaguesPage.tsx"), "LeaguesPage"),
  notFoundComponent: NotFoundPage,
  beforeLoad: ({ params }) => assertMainSport(params.sportCode),
  loader: async ({ context, params }) =>
    (await import("./leaguesRoute.ts")).loadLeaguesPage(context, { sportCode: params.sportCode }),
});

// Account pages (accounts spec section 2). Protected pages use `beforeLoad: requireSignedIn`
// (ui/auth/requireSignedIn.ts), which sends a visitor to sign-in and back.
const signInRoute = createRoute({
  getParentRoute: () => localeRoute,
  ...lazyPage("sign-in", () => import("../auth/SignInPage.tsx"), "SignInPage"),
});

const signUpRoute = createRoute({
  getParentRoute: () => localeRoute,
  ...lazyPage("sign-up", () => import("../auth/SignUpPage.tsx"), "SignUpPage"),
});

const emailVerificationRoute = createRoute({
  getParentRoute: () => localeRoute,
  ...lazyPage(
    "email-verification/$userId/$email",
    () => import("../auth/EmailVerificationPage.tsx"),
    "EmailVerificationPage",
  ),
});

const verifyEmailRoute = createRoute({
  getParentRoute: () => localeRoute,
  ...lazyPage(
    "user/verify/$emailVerificationToken",
    () => import("../auth/VerifyEmailPage.tsx"),
    "VerifyEmailPage",
  ),
});

const resetPasswordRoute = createRoute({
  getParentRoute: () => localeRoute,
  ...lazyPage("reset-password", () => import("../auth/ResetPasswordPage.tsx"), "ResetPasswordPage"),
});

const resetEmailSentRoute = createRoute({
  getParentRoute: () => localeRoute,
  ...lazyPage(
    "reset-password/email/$email",
    () => import("../auth/ResetEmailSentPage.tsx"),
    "ResetEmailSentPage",
  ),
});

const newPasswordRoute = createRoute({
  getParentRoute: () => localeRoute,
  ...lazyPage(
    "password/reset/$passwordRecoveryToken",
    () => import("../auth/NewPasswordPage.tsx"),
    "NewPasswordPage",
  ),
});

/**
 * The return from an external login provider: the cookies are read (and deleted) once, before anything
 * renders; a good pair signs in and goes on to the stored page, anything else is left to the page to report.
 */
const oauthCallbackRoute = createRoute({
  getParentRoute: () => localeRoute,
  ...lazyPage("oauth/callback", () => import("../auth/OAuthCallbackPage.tsx"), "OAuthCallbackPage"),
  beforeLoad: ({ context, location }) => {
    const outcome = oauthReturnOf(context.takeOAuthCookies(), location.searchStr);
    if (outcome.kind === "signedIn") {
      context.session.send({ type: "session.signedIn", token: outcome.token });
      throw redirect({ href: outcome.returnTo, replace: true });
    }
    return { oauthFailure: outcome.code ?? "missing_cookie" };
  },
});

const tipsRoute = createRoute({
  getParentRoute: () => localeRoute,
  ...lazyPage("tips/$sportCode", () => import("../tips/TipsPage.tsx"), "TipsPage"),
  notFoundComponent: NotFoundPage,
  beforeLoad: ({ params }) => assertMainSport(params.sportCode),
  // The page's machines come with its chunk, not the app's start-up JS.
  loader: async ({ context, params }) => {
    const { tipsActorsOf } = await import("./tipsActors.ts");
    const sportId = sportIdOf(mainSportByCode(params.sportCode)!);
    return context.pages.prefetch(tipsPage(tipsActorsOf(context.tips).logic, sportId));
  },
});

/**
 * A tipster's public profile: `/user-profile/{userId}/view` (active tips in the default sport) and
 * `/view/{tab}/{sport}` (tabs active-tips, closed-tips, statistics, tip-orders). The loader comes with the
 * page's chunk and checks the tab and sport there; an unknown user is the profile machine's 404.
 */
const loadTipsterProfile = async (
  context: RouterContext,
  params: { readonly userId: string; readonly tab?: string; readonly sportCode?: string },
) => (await import("./tipsterProfileRoute.ts")).loadTipsterProfile(context, params);

const tipsterProfileRoute = createRoute({
  getParentRoute: () => localeRoute,
  ...lazyPage(
    "user-profile/$userId/view",
    () => import("../tipster/TipsterProfilePage.tsx"),
    "TipsterProfilePage",
  ),
  notFoundComponent: NotFoundPage,
  loader: ({ context, params }) => loadTipsterProfile(context, params),
});

const tipsterProfileTabRoute = createRoute({
  getParentRoute: () => localeRoute,
  ...lazyPage(
    "user-profile/$userId/view/$tab/$sportCode",
    () => import("../tipster/TipsterProfilePage.tsx"),
    "TipsterProfilePage",
  ),
  notFoundComponent: NotFoundPage,
  loader: ({ context, params }) => loadTipsterProfile(context, params),
});

/** `/tipsters-ranking/{sport}` is the sport's whole ranking: the ALL tab over all time. */
const rankingSportRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: "tipsters-ranking/$sportCode",
  notFoundComponent: NotFoundPage,
  beforeLoad: ({ params }) => {
    assertMainSport(params.sportCode);
    throw redirect({
      href: `/${params.locale}/tipsters-ranking/${params.sportCode}/ALL/ALL_TIME`,
      replace: true,
    });
  },
});

/** `/tipsters-ranking/{sport}/{tab}` (the spec's other form) is the tab over all time; the page checks the tab. */
const rankingTabRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: "tipsters-ranking/$sportCode/$tab",
  beforeLoad: ({ params }) => {
    throw redirect({
      href: `/${params.locale}/tipsters-ranking/${params.sportCode}/${params.tab}/ALL_TIME`,
      replace: true,
    });
  },
});

const rankingRoute = createRoute({
  getParentRoute: () => localeRoute,
  ...lazyPage(
    "tipsters-ranking/$sportCode/$tab/$period",
    () => import("../ranking/RankingPage.tsx"),
    "RankingPage",
  ),
  notFoundComponent: NotFoundPage,
  beforeLoad: ({ params }) => assertMainSport(params.sportCode),
  // The tab and period are checked with the page's own code, which comes with its chunk: a segment that
  // is not one of the spec's names is the not-found page.
  loader: async ({ context, params }) => {
    const { rankingActorsOf, rankingPage, rankingRequestOf } = await import("./rankingActors.ts");
    const request = rankingRequestOf(
      sportIdOf(mainSportByCode(params.sportCode)!),
      params.tab,
      params.period,
    );
    if (!request) throw notFound();
    return context.pages.prefetch(rankingPage(rankingActorsOf(context.ranking).logic, request));
  },
});

/** The public tip record, where anyone verifies every tip's entry in their own browser (issue 8). */
const tipRecordRoute = createRoute({
  getParentRoute: () => localeRoute,
  ...lazyPage("tips-record", () => import("../tipRecord/TipRecordPage.tsx"), "TipRecordPage"),
  // The page's machine comes with its chunk, not the app's start-up JS.
  loader: async ({ context }) => {
    const { tipRecordActorsFor, tipRecordPage } = await import("./tipRecordActors.ts");
    return context.pages.prefetch(tipRecordPage(tipRecordActorsFor(context).logic));
  },
});

const fallbackRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: "$",
  component: NotFoundPage,
});

const routeTree = rootRoute.addChildren([
  indexRoute,
  localeRoute.addChildren([
    homeRoute,
    liveRoute,
    dayRoute,
    eventRoute.addChildren([eventTipsRoute, eventTabRoute]),
    tournamentRoute.addChildren([tournamentTabRoute]),
    teamRoute.addChildren([teamTabRoute]),
    playerRoute.addChildren([playerTabRoute]),
    leaguesRoute,
    signInRoute,
    signUpRoute,
    emailVerificationRoute,
    verifyEmailRoute,
    resetPasswordRoute,
    resetEmailSentRoute,
    newPasswordRoute,
    oauthCallbackRoute,
    tipsRoute,
    tipsterProfileRoute,
    tipsterProfileTabRoute,
    tipRecordRoute,
    rankingSportRoute,
    rankingTabRoute,
    rankingRoute,
    // The signed-in settings pages (profile, password, e-mail, notifications).
    accountSettingsRoutes(localeRoute),
    fallbackRoute,
  ]),
]);

/** Where the router reads the location: the browser's history, or the server's request (`createMemoryHistory`). */
export interface AppRouterOptions {
  readonly history?: RouterHistory;
}

export const createAppRouter = (context: RouterContext, { history }: AppRouterOptions = {}) => {
  const router = createRouter({
    routeTree,
    context,
    ...(history ? { history } : {}),
    // `/en-us/` stays `/en-us/`: the locale home keeps its slash, like the redirect from `/` writes it.
    trailingSlash: "preserve",
    defaultPreload: "intent",
    // A failing page shows the error page in its place, inside the shell.
    defaultErrorComponent: ErrorPage,
  });
  // The server renders one location and stops: no scrolling and no chunks to preload there.
  if (typeof window === "undefined") return router;
  router.subscribe("onResolved", ({ fromLocation, toLocation }) => {
    if (shouldScrollToTop(fromLocation?.pathname, toLocation.pathname)) window.scrollTo({ top: 0 });
  });
  const stopWaiting = router.subscribe("onResolved", () => {
    stopWaiting();
    preloadOtherPagesWhenIdle();
  });
  return router;
};

/**
 * The other pages' chunks load at the visitor's first press or key, or after a quiet while. Links preload
 * on intent, but the app also moves by itself (to sign-in after a verification, home after a sign-out),
 * always after something the visitor did: without this, the old page would stay under the new URL until
 * the next chunk arrived. Not at once when idle: evaluating two dozen chunks while a phone is still
 * hydrating the server's page is the start-up's longest work.
 */
const OTHER_PAGES_QUIET_MS = 15_000;
const FIRST_INPUT = ["pointerdown", "keydown"] as const;

const preloadOtherPagesWhenIdle = () => {
  let done = false;
  const preloadAll = () => {
    if (done) return;
    done = true;
    for (const type of FIRST_INPUT) window.removeEventListener(type, preloadAll, true);
    window.clearTimeout(quiet);
    for (const page of lazyPages) void page.component.preload?.();
    void accountSettingsPages();
  };
  for (const type of FIRST_INPUT) window.addEventListener(type, preloadAll, { capture: true, passive: true });
  const quiet = window.setTimeout(() => {
    if (typeof window.requestIdleCallback === "function") window.requestIdleCallback(preloadAll);
    else preloadAll();
  }, OTHER_PAGES_QUIET_MS);
};

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module "@tanstack/react-router" {
  interface Register {
    router: AppRouter;
  }
  interface StaticDataRouteOption {
    /** Pages of the signed-in user: the server renders their shell and the browser renders them anew. */
    readonly signedInOnly?: boolean;
  }
}
