import { type AnyRoute, createRoute } from "@tanstack/react-router";
import { requireSignedIn, type SignedInGuardArgs } from "../../auth/requireSignedIn.ts";
import { AccountSettingsLayout } from "./AccountSettingsLayout.tsx";
import { ChangeEmailPage } from "./ChangeEmailPage.tsx";
import { ChangePasswordPage } from "./ChangePasswordPage.tsx";
import { EmailChangePendingPage } from "./EmailChangePendingPage.tsx";
import { NotificationsSettingsPage } from "./NotificationsSettingsPage.tsx";
import { ProfileSettingsPage } from "./ProfileSettingsPage.tsx";

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
    component: AccountSettingsLayout,
  });
  const page = <TPath extends string>(path: TPath, component: () => React.ReactNode) =>
    createRoute({ getParentRoute: () => layout, path, component });
  return layout.addChildren([
    page("user-profile/settings", ProfileSettingsPage),
    page("settings/change-password", ChangePasswordPage),
    page("settings/change-email", ChangeEmailPage),
    page("user-profile/email-verification/$userId/$email", EmailChangePendingPage),
    page("settings/notifications", NotificationsSettingsPage),
  ]);
};
