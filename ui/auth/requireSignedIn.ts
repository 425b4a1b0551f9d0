import { redirect } from "@tanstack/react-router";
import { waitFor } from "xstate";
import { localeOfPath } from "../app/localePath.ts";
import type { RouterContext } from "../app/routerContext.ts";
import { signInHref } from "./signInRedirect.ts";

/** The part of TanStack's `beforeLoad` arguments the guard reads, so it fits any route under the locale. */
export interface SignedInGuardArgs {
  readonly context: Pick<RouterContext, "session" | "settings">;
  readonly location: { readonly pathname: string; readonly href: string };
}

/**
 * `beforeLoad: requireSignedIn` on a protected route (accounts spec section 2: settings pages): a visitor
 * is sent to `/{locale}/sign-in?redirect=<this page>` and comes back here after signing in. Waits for the
 * session to read its stored token first, so a reload of a protected page does not bounce a signed-in user.
 * The composition root re-runs the guards (`router.invalidate()`) when the session ends, so a sign-out on a
 * protected page leaves it too.
 */
export const requireSignedIn = async ({ context, location }: SignedInGuardArgs): Promise<void> => {
  // The spec's signed-in check lets server rendering through; there is no `window` there.
  if (typeof window === "undefined") return;
  const session = await waitFor(context.session, (snapshot) => !snapshot.hasTag("loading"));
  if (session.hasTag("signedIn")) return;
  const locale = localeOfPath(location.pathname) ?? context.settings.getSnapshot().context.locale;
  throw redirect({ href: signInHref(locale, location.href), replace: true });
};
