import { type AnyRoute, createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { requireSignedIn, type SignedInGuardArgs } from "../../auth/requireSignedIn.ts";

// One chunk for the frame and all the pages (accountSettingsPages.ts), fetched when a settings route loads
// (or in the background once the first page is on screen, ui/app/router.tsx).
export const accountSettingsPages = () => import("./accountSettingsPages.ts");

/**
 * The signed-in settings pages (accounts spec section 2) under one pathless layout route that checks the
 * session once for all of them (`requireSignedIn`). The paths keep the spec's shapes, which share no prefix.
 */
export const accountSettingsRoutes = <TLocaleRoute extends AnyRoute>(localeRoute: TLocaleRoute) => {
  const layout = createRoute({
    getParentRoute: () => localeRoute,
    id: "account-settings",
    // NOTE: the parent is a type parameter here, so TanStack cannot see that its context is the app's
    // RouterContext; the guard reads only `context.session`, `context.settings` and `location`.
    beforeLoad: (options) => requireSignedIn(options as unknown as SignedInGuardArgs),
    // The server renders the shell; the browser, which holds the session, renders the page anew.
    staticData: { signedInOnly: true },
    component: lazyRouteComponent(accountSettingsPages, "AccountSettingsLayout"),
  });
  const page = <TPath extends string>(
    path: TPath,
    name: Exclude<keyof Awaited<ReturnType<typeof accountSettingsPages>>, "AccountSettingsLayout">,
  ) =>
    createRoute({
      getParentRoute: () => layout,
      path,
      component: lazyRouteComponent(accountSettingsPages, name),
    });
  return layout.addChildren([
    page("user-profile/settings", "ProfileSettingsPage"),
    page("settings/change-password", "ChangePasswordPage"),
    page("settings/change-email", "ChangeEmailPage"),
    page("user-profile/email-verification/$userId/$email", "EmailChangePendingPage"),
    page("settings/notifications", "NotificationsSettingsPage"),
  ]);
};
