import {
  createRootRouteWithContext,
  createRoute,
  createRouter,
  notFound,
  redirect,
} from "@tanstack/react-router";
import { EmailVerificationPage } from "../auth/EmailVerificationPage.tsx";
import { NewPasswordPage } from "../auth/NewPasswordPage.tsx";
import { OAuthCallbackPage } from "../auth/OAuthCallbackPage.tsx";
import { oauthReturnOf } from "../auth/oauthReturn.ts";
import { ResetEmailSentPage } from "../auth/ResetEmailSentPage.tsx";
import { ResetPasswordPage } from "../auth/ResetPasswordPage.tsx";
import { SignInPage } from "../auth/SignInPage.tsx";
import { SignUpPage } from "../auth/SignUpPage.tsx";
import { VerifyEmailPage } from "../auth/VerifyEmailPage.tsx";
import { EventPage } from "../event/EventPage.tsx";
import { HomePage } from "../home/HomePage.tsx";
import { ComingSoonPage } from "../pages/ComingSoonPage.tsx";
import { ErrorPage } from "../pages/ErrorPage.tsx";
import { NotFoundPage } from "../pages/NotFoundPage.tsx";
import { accountSettingsRoutes } from "../settings/account/accountSettingsRoutes.tsx";
import { AppShell } from "../shell/AppShell.tsx";
import { DayPage } from "../sports/DayPage.tsx";
import { LivePage } from "../sports/LivePage.tsx";
import { mainSportByCode } from "../sports/mainSports.ts";
import { isMatchDay } from "../sports/matchDay.ts";
import { localeRedirect, shouldScrollToTop } from "./localePath.ts";
import type { RouterContext } from "./routerContext.ts";

/**
 * Code-based routes. Every page sits under the locale segment (`/en-us/...`); `/` and paths with an unknown
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
  },
  component: AppShell,
});

const homeRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: "/",
  component: HomePage,
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
  path: "live/$sportCode",
  notFoundComponent: NotFoundPage,
  beforeLoad: ({ params }) => assertMainSport(params.sportCode),
  component: LivePage,
});

const dayRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: "all/$sportCode/$date",
  notFoundComponent: NotFoundPage,
  beforeLoad: ({ params }) => {
    assertMainSport(params.sportCode);
    if (!isMatchDay(params.date)) throw notFound();
  },
  component: DayPage,
});

/** The id is checked by the page itself: a malformed one gets the event's own not-found state. */
const eventRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: "event/$id",
  component: EventPage,
});

// Account pages (accounts spec section 2). Protected pages use `beforeLoad: requireSignedIn`
// (ui/auth/requireSignedIn.ts), which sends a visitor to sign-in and back.
const signInRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: "sign-in",
  component: SignInPage,
});

const signUpRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: "sign-up",
  component: SignUpPage,
});

const emailVerificationRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: "email-verification/$userId/$email",
  component: EmailVerificationPage,
});

const verifyEmailRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: "user/verify/$emailVerificationToken",
  component: VerifyEmailPage,
});

const resetPasswordRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: "reset-password",
  component: ResetPasswordPage,
});

const resetEmailSentRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: "reset-password/email/$email",
  component: ResetEmailSentPage,
});

const newPasswordRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: "password/reset/$passwordRecoveryToken",
  component: NewPasswordPage,
});

/**
 * The return from an external login provider: the cookies are read (and deleted) once, before anything
 * renders; a good pair signs in and goes on to the stored page, anything else is left to the page to report.
 */
const oauthCallbackRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: "oauth/callback",
  beforeLoad: ({ context, location }) => {
    const outcome = oauthReturnOf(context.takeOAuthCookies(), location.searchStr);
    if (outcome.kind === "signedIn") {
      context.session.send({ type: "session.signedIn", token: outcome.token });
      throw redirect({ href: outcome.returnTo, replace: true });
    }
    return { oauthFailure: outcome.code ?? "missing_cookie" };
  },
  component: OAuthCallbackPage,
});

const tipsRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: "tips/$sportCode",
  notFoundComponent: NotFoundPage,
  beforeLoad: ({ params }) => assertMainSport(params.sportCode),
  component: () => <ComingSoonPage feature="tips" />,
});

const rankingRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: "tipsters-ranking/$sportCode",
  notFoundComponent: NotFoundPage,
  beforeLoad: ({ params }) => assertMainSport(params.sportCode),
  component: () => <ComingSoonPage feature="ranking" />,
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
    eventRoute,
    signInRoute,
    signUpRoute,
    emailVerificationRoute,
    verifyEmailRoute,
    resetPasswordRoute,
    resetEmailSentRoute,
    newPasswordRoute,
    oauthCallbackRoute,
    tipsRoute,
    rankingRoute,
    // The signed-in settings pages (profile, password, e-mail, notifications).
    accountSettingsRoutes(localeRoute),
    fallbackRoute,
  ]),
]);

export const createAppRouter = (context: RouterContext) => {
  const router = createRouter({
    routeTree,
    context,
    // `/en-us/` stays `/en-us/`: the locale home keeps its slash, like the redirect from `/` writes it.
    trailingSlash: "preserve",
    defaultPreload: "intent",
    // A failing page shows the error page in its place, inside the shell.
    defaultErrorComponent: ErrorPage,
  });
  router.subscribe("onResolved", ({ fromLocation, toLocation }) => {
    if (shouldScrollToTop(fromLocation?.pathname, toLocation.pathname)) window.scrollTo({ top: 0 });
  });
  return router;
};

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module "@tanstack/react-router" {
  interface Register {
    router: AppRouter;
  }
}
