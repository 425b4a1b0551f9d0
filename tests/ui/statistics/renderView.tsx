import {
  createMemoryHistory,
  createRootRouteWithContext,
  createRouter,
  RouterProvider,
} from "@tanstack/react-router";
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import type { Language } from "../../../domain/i18n/locales.ts";
import type { RouterContext } from "../../../ui/app/routerContext.ts";
import { createI18n, loadStrings } from "../../../ui/i18n/i18n.ts";
import type { PageNamespace } from "../../../ui/i18n/namespaces.ts";

/** A view as the server renders it, under a router (for its links) and the page's strings. */
export const renderView = async (
  view: () => ReactNode,
  {
    language = "en",
    namespaces = ["statistics"],
  }: { language?: Language; namespaces?: PageNamespace[] } = {},
): Promise<string> => {
  const i18n = await createI18n(language);
  await loadStrings(i18n, namespaces);
  const root = createRootRouteWithContext<RouterContext>()({ component: view });
  const router = createRouter({
    routeTree: root,
    context: {} as RouterContext,
    history: createMemoryHistory({ initialEntries: ["/en-us/tournament/t1"] }),
  });
  await router.load();
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
};
