import {
  createMemoryHistory,
  createRootRouteWithContext,
  createRouter,
  RouterProvider,
} from "@tanstack/react-router";
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it } from "vitest";
import { createActor } from "xstate";
import type { Language } from "../../../domain/i18n/locales.ts";
import { profileMachine } from "../../../machines/profile/profileMachine.ts";
import { toastsMachine } from "../../../machines/toasts/toastsMachine.ts";
import type { RouterContext } from "../../../ui/app/routerContext.ts";
import { FollowButton } from "../../../ui/follow/FollowButton.tsx";
import { UserSubscriptionsSheet } from "../../../ui/follow/UserSubscriptionsSheet.tsx";
import { createI18n, loadStrings } from "../../../ui/i18n/i18n.ts";
import { fakeSession } from "../app/fakeSession.ts";

/**
 * The follow views as the server renders them (and the browser's first, hydrating render must match):
 * the server knows no session, so every button is a visitor's, and the sheet waits for its list.
 */
const rendered = async (language: Language, view: () => React.ReactNode): Promise<string> => {
  const i18n = await createI18n(language);
  await loadStrings(i18n, ["follow"]);
  const { actor: session } = fakeSession("token-1");
  const context = {
    session,
    profile: createActor(profileMachine),
    toasts: createActor(toastsMachine),
    authorized: {},
    tips: { transport: null, inProcess: null, now: () => 0, storage: undefined, inspect: undefined },
  } as unknown as RouterContext;
  const root = createRootRouteWithContext<RouterContext>()({ component: view });
  const router = createRouter({
    routeTree: root,
    context,
    history: createMemoryHistory({ initialEntries: ["/en-us/user-profile/tia/view"] }),
  });
  await router.load();
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
};

describe("FollowButton", () => {
  it("renders a visitor's Follow, named after the user, whoever is signed in", async () => {
    const html = await rendered("en", () => <FollowButton userId="tia" userName="Tia Tipster" />);
    expect(html).toContain(
      '<button type="button" class="button follow-button" aria-label="Follow Tia Tipster" data-follow-state="signIn">Follow</button>',
    );
  });

  it("speaks the page's language", async () => {
    const html = await rendered("ru", () => <FollowButton userId="tia" userName="Tia" />);
    expect(html).toContain('aria-label="Подписаться на Tia"');
    expect(html).toContain(">Подписаться</button>");
  });
});

describe("UserSubscriptionsSheet", () => {
  it("is an empty dialog while closed", async () => {
    const html = await rendered("en", () => (
      <UserSubscriptionsSheet userId="tia" list="followers" open={false} onClose={() => {}} />
    ));
    expect(html).toMatch(
      /<dialog[^>]*class="modal"[^>]*aria-labelledby="user-subscriptions-followers"[^>]*><\/dialog>/,
    );
  });

  it("opens titled by its list, its rows outlined until they load", async () => {
    const html = await rendered("es", () => (
      <UserSubscriptionsSheet userId="tia" list="following" open onClose={() => {}} />
    ));
    expect(html).toContain('<h2 id="user-subscriptions-following" class="modal__title">Siguiendo</h2>');
    expect(html).toContain('class="ghost-list ghost-list--list"');
    expect(html).not.toContain("subscriptions-sheet__row");
  });
});
