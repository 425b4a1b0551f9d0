import "./styles/tokens.css";
import "./styles/base.css";
import "./styles/components.css";
import "./shell/shell.css";
import "./settings/settings.css";
import "./toasts/toasts.css";
import "./pages/pages.css";
import "./home/home.css";
import "./sports/sports.css";
import "./feed/feed.css";
import "./event/event.css";
import { RouterProvider } from "@tanstack/react-router";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { I18nextProvider } from "react-i18next";
import { createActor } from "xstate";
import { localeByPath, withLocaleSegment } from "../domain/i18n/locales.ts";
import { createSettingsStorage } from "../machines/systemSettings/settingsStorage.ts";
import { systemSettingsMachine } from "../machines/systemSettings/systemSettingsMachine.ts";
import { toastsMachine } from "../machines/toasts/toastsMachine.ts";
import { AppErrorBoundary } from "./app/AppErrorBoundary.tsx";
import { applyDocumentLanguage, applyDocumentTheme, browserStorage } from "./app/browserEffects.ts";
import { createBrowserTransport } from "./app/browserTransport.ts";
import { createFeedServices } from "./app/feedServices.ts";
import { createHomeActors } from "./app/homeActors.ts";
import { localeOfPath } from "./app/localePath.ts";
import { type AppRouter, createAppRouter } from "./app/router.tsx";
import { HomeActorsProvider } from "./home/HomeActorsContext.tsx";
import { createI18n, languageOf } from "./i18n/i18n.ts";

/**
 * The composition root: the only place that creates actors and hands them the browser (storage, the
 * document, i18n, the router). Everything below renders snapshots and sends events.
 */

// Development only: the inspector's module is not part of the production build (the branch is dead there).
const devtools = import.meta.env.DEV ? await import("./devtools/devtools.ts") : undefined;
const inspect = devtools?.inspectorStore.inspect;

// The first screen is rendered in the URL's language, so there is no flash of English on `/th-th/...`.
const i18n = await createI18n(localeByPath(localeOfPath(window.location.pathname) ?? "")?.language ?? "en");
applyDocumentLanguage(i18n.language);
i18n.on("languageChanged", applyDocumentLanguage);

// Declared before the settings actor because its `applyLocale` rewrites the URL; it is assigned below,
// before the actor can receive a locale change (the first one comes from a rendered page).
let router: AppRouter;

const settings = createActor(
  systemSettingsMachine.provide({
    actors: { settingsStorage: createSettingsStorage(browserStorage()) },
    actions: {
      applyTheme: (_, { theme }) => applyDocumentTheme(theme),
      applyLocale: (_, { locale }) => {
        void i18n.changeLanguage(languageOf(locale));
        const { pathname, searchStr, hash } = router.latestLocation;
        const target = withLocaleSegment(pathname, locale);
        if (target !== pathname) {
          void router.navigate({ href: `${target}${searchStr}${hash ? `#${hash}` : ""}`, replace: true });
        }
      },
    },
  }),
  { id: "systemSettings", inspect },
);
const toasts = createActor(toastsMachine, { id: "toasts", inspect });
toasts.subscribe({ error: (error) => console.error("The toasts actor stopped:", error) });

// One RPC client and one realtime connection for the whole app; the feed pages share them.
const transport = await createBrowserTransport();
const feed = createFeedServices(transport, inspect);
// The home page's Sportsbook queries (GraphQL over persisted GETs).
const home = createHomeActors(inspect);

router = createAppRouter({ settings, toasts, feed });
settings.start();
toasts.start();

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

createRoot(root).render(
  <StrictMode>
    <I18nextProvider i18n={i18n}>
      <AppErrorBoundary>
        <HomeActorsProvider actors={home}>
          <RouterProvider router={router} />
        </HomeActorsProvider>
      </AppErrorBoundary>
      {devtools && <devtools.InspectorPanel store={devtools.inspectorStore} />}
    </I18nextProvider>
  </StrictMode>,
);
