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
import "./auth/auth.css";
import "./settings/account/accountSettings.css";
import "./shell/userMenu.css";
import "./tips/tips.css";
import "./ranking/ranking.css";
import { RouterProvider } from "@tanstack/react-router";
import { StrictMode, startTransition, useEffect } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { I18nextProvider } from "react-i18next";
import { createActor } from "xstate";
import { localeByPath, withLocaleSegment } from "../domain/i18n/locales.ts";
import { readSettingsCookies } from "../domain/settings/renderSettings.ts";
import { parseSsrPayload, SSR_PAYLOAD_ID } from "../domain/ssr/ssrPayload.ts";
import { INACTIVITY_MS } from "../machines/session/sessionTiming.ts";
import { systemSettingsMachine } from "../machines/systemSettings/systemSettingsMachine.ts";
import { showToast, toastsMachine } from "../machines/toasts/toastsMachine.ts";
import { AppErrorBoundary } from "./app/AppErrorBoundary.tsx";
import type { AccountDeps } from "./app/accountDeps.ts";
import type { AccountSettingsDeps } from "./app/accountSettingsDeps.ts";
import { watchActivity } from "./app/activityEvents.ts";
import { createAppRuntime } from "./app/appRuntime.ts";
import { createAuthorizedCalls } from "./app/authorizedCalls.ts";
import { applyDocumentLanguage, applyDocumentTheme, browserStorage } from "./app/browserEffects.ts";
import { browserLayer } from "./app/browserLayer.ts";
import type { ChatDeps } from "./app/chatDeps.ts";
import { chunkReloadStorage, watchChunkLoadFailures } from "./app/chunkLoad.ts";
import { createFeedServices } from "./app/feedServices.ts";
import { createHomeActors } from "./app/homeActors.ts";
import { localeOfPath } from "./app/localePath.ts";
import { takeOAuthCookies } from "./app/oauthCookies.ts";
import { browserPageSnapshots } from "./app/pageSnapshots.ts";
import { createProfileLogic, type ProfileActorRef } from "./app/profileActors.ts";
import type { RankingDeps } from "./app/rankingDeps.ts";
import { type AppRouter, createAppRouter, preloadPageOf } from "./app/router.tsx";
import { adoptSavedSettings, settingsChangeOf } from "./app/savedSettingsSync.ts";
import { openBrowserChannel } from "./app/session/broadcastLeadership.ts";
import { createSessionLogic } from "./app/sessionActors.ts";
import { createSessionBridgeLogic } from "./app/sessionBridge.ts";
import {
  browserSettingsHost,
  browserSettingsStorage,
  createSettingsStorage,
  hostTimeZoneEvent,
} from "./app/settings/settingsStorage.ts";
import type { StatisticsDeps } from "./app/statisticsDeps.ts";
import type { TipsDeps } from "./app/tipsDeps.ts";
import { HomeActorsProvider } from "./home/HomeActorsContext.tsx";
import { createI18n, languageOf, loadStrings } from "./i18n/i18n.ts";

/**
 * The composition root: the only place that creates actors and hands them the browser (storage, the
 * document, i18n, the router). Everything below renders snapshots and sends events.
 */

// Development only: the inspector's module is not part of the production build (the branch is dead there).
const devtools = import.meta.env.DEV ? await import("./devtools/devtools.ts") : undefined;
const inspect = devtools?.inspectorStore.inspect;

// Watching before the first chunk is asked for: a failed one reloads the page once, then shows the error.
watchChunkLoadFailures(window, chunkReloadStorage(window));
// The page's chunk downloads while the language loads and the actors start, not after the first render.
preloadPageOf(window.location.pathname);

// A server-rendered page carries its machines' snapshots: the page resumes from them (ui/app/pageSnapshots.ts).
const rendered = parseSsrPayload(document.getElementById(SSR_PAYLOAD_ID)?.textContent);
const pages = browserPageSnapshots(rendered?.snapshots ?? {});

// The first screen is rendered in the URL's language, so there is no flash of English on `/th-th/...`.
const i18n = await createI18n(localeByPath(localeOfPath(window.location.pathname) ?? "")?.language ?? "en");
applyDocumentLanguage(i18n.language);
i18n.on("languageChanged", applyDocumentLanguage);

// Declared before the settings actor because its `applyLocale` rewrites the URL; it is assigned below,
// before the actor can receive a locale change (the first one comes from a rendered page).
let router: AppRouter;
// Likewise the profile, which hears the settings' locale and time-zone changes to save them to the account.
let profile: ProfileActorRef;

const settings = createActor(
  systemSettingsMachine.provide({
    actors: {
      // A server-rendered page was rendered in the cookies' zone (UTC on a first visit): the browser starts
      // in it too, so hydration matches, and moves to its own zone once hydrated (`HostTimeZone` below).
      settingsStorage: createSettingsStorage(
        browserSettingsStorage(),
        browserSettingsHost,
        rendered ? { initialTimeZone: readSettingsCookies(document.cookie, new Date()).timeZone } : {},
      ),
    },
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
      // Saved to the account only when signed in (the profile machine ignores it otherwise).
      persistRemote: ({ event }) => {
        const change = settingsChangeOf(event);
        if (change) profile.send({ type: "profile.settings.changed", change });
      },
    },
  }),
  { id: "systemSettings", inspect },
);
const toasts = createActor(toastsMachine, { id: "toasts", inspect });
toasts.subscribe({ error: (error) => console.error("The toasts actor stopped:", error) });

// The app's one runtime (RPC, GraphQL, the realtime connection, uploads) and its one `run`, which every
// actor factory below gets; the pages share its one realtime connection.
const app = await createAppRuntime(browserLayer);
const { run } = app;
const feed = createFeedServices(app, inspect);
// The home page's Sportsbook queries (GraphQL over persisted GETs).
const home = createHomeActors(run, inspect);

// The session (accounts spec sections 4 and 7): one actor for the app, its tabs electing a leader.
const session = createActor(
  createSessionLogic({
    run,
    storage: browserStorage(),
    now: Date.now,
    openChannel: openBrowserChannel,
    page: window,
    // The spec allows 10 s or a minute of idleness before the keep-alive is revoked: 10 s in development.
    inactivityMs: import.meta.env.DEV ? 10_000 : INACTIVITY_MS,
    resetProfile: () => profile.send({ type: "profile.reset" }),
  }),
  { id: "session", inspect, input: { now: Date.now, tabId: crypto.randomUUID() } },
);
session.subscribe({ error: (error) => console.error("The session actor stopped:", error) });
const authorized = createAuthorizedCalls({ session, run });
// The tips page: the list as the signed-in user, unlocks, and sales countdowns kept in local storage.
const tips: TipsDeps = {
  transport: { run, calls: authorized },
  inProcess: null,
  now: Date.now,
  storage: window.localStorage,
  inspect,
};
// The ranking and the home's top 3: public tabs as a visitor, FOLLOWING as the signed-in user.
const ranking: RankingDeps = { transport: { run, calls: authorized }, inProcess: null, inspect };
// The statistics pages (issue 9) ask as visitors; the code that asks comes with the first of them.
const statistics: StatisticsDeps = {
  query: async (service, document, variables, signal) =>
    (await import("./app/statisticsQuery.ts")).queryStatistics(run, service, document, variables, signal),
  inspect,
};
// The live chat: its service and room over the same runtime and connection, each chat's language stored.
const chat: ChatDeps = {
  run,
  topics: app.topics,
  realtime: app.realtime,
  storage: window.localStorage,
  newId: () => crypto.randomUUID(),
  inspect,
};
profile = createActor(
  createProfileLogic({
    calls: authorized,
    adoptSavedSettings: (saved) => adoptSavedSettings(settings, saved),
    notifySettingsSaveFailed: () =>
      toasts.send(showToast({ type: "error", message: i18n.t("auth.toast.settingsNotSaved") })),
  }),
  { id: "profile", inspect },
);
// What the account pages' machines and the header's sign-out call (accountDeps.ts says which).
const account: AccountDeps = { run, calls: authorized, session };
// The settings pages' forms: profile (with the picture upload), password and e-mail, as the signed-in user.
const accountSettings: AccountSettingsDeps = { calls: authorized, profile, toasts, t: (key) => i18n.t(key) };

router = createAppRouter({
  settings,
  toasts,
  feed,
  home,
  tips,
  ranking,
  statistics,
  chat,
  pages,
  session,
  profile,
  account,
  accountSettings,
  authorized,
  strings: (namespaces) => loadStrings(i18n, namespaces),
  takeOAuthCookies: () => takeOAuthCookies(document),
});
settings.start();
toasts.start();
profile.start();
session.start();
// The websocket's login, the profile's load and the sign-out notice follow the session.
createActor(
  createSessionBridgeLogic({
    session,
    profile,
    realtime: app.realtime,
    run,
    onSignedOut: (reason) => {
      // Protected pages check again: a sign-out there leads to the sign-in page.
      void router.invalidate();
      if (reason !== null) {
        toasts.send(showToast({ type: "warning", message: i18n.t("auth.toast.sessionEnded") }));
      }
    },
  }),
  { id: "sessionBridge", inspect },
).start();
watchActivity(window, document, () => session.send({ type: "session.activity" }));
// Web push (issue 11): the service worker, and this device bound to each session once push is granted.
void import("./app/webPush.ts").then(({ startWebPush }) => startWebPush({ session, calls: authorized }));

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

/** Once the page is on screen (hydrated or rendered), the browser's own zone reaches the settings. */
function HostTimeZone() {
  useEffect(() => settings.send(hostTimeZoneEvent(browserSettingsHost)), []);
  return null;
}

const tree = (
  <StrictMode>
    <I18nextProvider i18n={i18n}>
      <AppErrorBoundary>
        <HomeActorsProvider actors={home}>
          <RouterProvider router={router} />
        </HomeActorsProvider>
      </AppErrorBoundary>
      {devtools && <devtools.InspectorPanel store={devtools.inspectorStore} />}
      <HostTimeZone />
    </I18nextProvider>
  </StrictMode>
);

// Hydration needs the same tree the server rendered: the route resolved and its chunk loaded first. A page
// the server sent as a shell only (signed-in pages), or one the browser resolves elsewhere (a redirect),
// is rendered anew.
const mount = async () => {
  // The snapshots belong to the first location: once the app moves on, a later visit starts fresh.
  const forgetOnLeaving = () => {
    const stop = router.subscribe("onBeforeNavigate", ({ pathChanged }) => {
      if (!pathChanged) return;
      pages.forget();
      stop();
    });
  };
  if (rendered?.hydrate !== true) {
    createRoot(root).render(tree);
    return;
  }
  const renderedHref = router.latestLocation.href;
  await router.load();
  forgetOnLeaving();
  // NOTE: a redirect thrown while loading (the OAuth return's sign-in) may still be under way when the
  // load answers: hydrating then would render its target over the rendered page's HTML.
  const moved =
    router.state.location.href !== renderedHref ||
    router.latestLocation.href !== renderedHref ||
    router.state.status !== "idle";
  if (moved) {
    createRoot(root).render(tree);
    return;
  }
  // Tells the router the markup came from a server render: it renders its matches as the server did (no
  // Suspense boundary of its own around them). Set after the load, which would otherwise wait for TanStack
  // Start's own hydration data.
  router.ssr = { manifest: undefined };
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the main
  // thread for the whole page (a phone's taps and scrolls stay answered meanwhile).
  startTransition(() => {
    hydrateRoot(root, tree);
  });
};
// NOTE: not awaited here: the page's chunk imports this entry's chunk, which is only evaluated once this
// module's top level has finished; awaiting the route's load here would wait for itself.
void mount();
