import { createActor, fromCallback, fromPromise } from "xstate";
import type { FeedGap, FeedSnapshot, LineView } from "../../../domain/feed/views.ts";
import type { TimeZone } from "../../../domain/settings/timeZone.ts";
import type { StoragePort } from "../../../domain/settings/versionedEntry.ts";
import { TOP_TOURNAMENTS_DEFAULT_SIZE } from "../../../domain/sportsbook/homeLimits.ts";
import type { HomeTopAnswer } from "../../../domain/sportsbook/homeQuery.ts";
import type { SsrServices } from "../../../domain/ssr/pageRenderer.ts";
import { feedCountersMachine } from "../../../machines/feed/feedCountersMachine.ts";
import { feedMachine, type GapRequest } from "../../../machines/feed/feedMachine.ts";
import { type HomeRequest, homePageMachine } from "../../../machines/home/homePageMachine.ts";
import { profileMachine } from "../../../machines/profile/profileMachine.ts";
import { sessionMachine } from "../../../machines/session/sessionMachine.ts";
import { systemSettingsMachine } from "../../../machines/systemSettings/systemSettingsMachine.ts";
import { toastsMachine } from "../../../machines/toasts/toastsMachine.ts";
import type { Run } from "../appRuntime.ts";
import { createAuthorizedCalls } from "../authorizedCalls.ts";
import type { PageSnapshots } from "../pageSnapshots.ts";
import type { RouterContext } from "../routerContext.ts";
import { createSettingsStorage, type SettingsStorageHost } from "../settings/settingsStorage.ts";
import type { TipsDeps } from "../tipsDeps.ts";

/**
 * Nothing on the server reaches the app's transport: a page machine that tries has not been prefetched.
 * The refusal is marked handled, since factories start some programs eagerly (a cache) and await later.
 */
const noTransport: Run = () => {
  const refused = Promise.reject(
    new Error("Server rendering calls the server's services in-process, not the transport"),
  );
  refused.catch(() => {});
  return refused;
};

/** What the visitor's cookies say, read through the same storage rules as in the browser. */
export interface ServerSettings {
  readonly storage: StoragePort;
  /** The zone to render times in: the stored one, the one the browser reported, or UTC. */
  readonly timeZone: TimeZone;
}

/** The server knows no host zone: the cookies' zone, or UTC, until the browser reports its own. */
const serverHost: SettingsStorageHost = { now: () => new Date(), timeZoneName: () => undefined };

/** What every render shares: machines wired to the server's services, and actors that are never started. */
export type ServerActors = Omit<RouterContext, "settings" | "pages" | "strings">;

/**
 * The server's variant of the composition root (ui/main.tsx): the same machines, with actors that call the
 * server's services in-process. Made once per renderer: the page machines' logic, and the session, profile
 * and account actors, which no render starts (they render their initial, signed-out state). The account
 * and settings pages' machines are made from `account` and `accountSettings` as those pages render: they
 * render their first state and never send (the settings pages, signed-in only, are rendered anew in the
 * browser).
 */
export const createServerActors = (services: SsrServices): ServerActors => {
  const feedLogic = feedMachine.provide({
    actors: {
      loadSnapshot: fromPromise<FeedSnapshot, LineView>(({ input }) => services.viewSnapshot(input)),
      // A render is one moment: no gap to fill and nothing to subscribe to.
      loadGap: fromPromise<FeedGap, GapRequest>(() => Promise.resolve([])),
      batches: fromCallback(() => undefined),
    },
  });
  const homeLogic = homePageMachine.provide({
    actors: {
      loadHome: fromPromise<HomeTopAnswer, HomeRequest>(({ input }) =>
        services.homeTop({ ...input, size: TOP_TOURNAMENTS_DEFAULT_SIZE }),
      ),
    },
  });
  const session = createActor(sessionMachine, { input: { now: () => 0, tabId: "server" } });
  const authorized = createAuthorizedCalls({ session, run: noTransport });
  const toasts = createActor(toastsMachine);
  const profile = createActor(profileMachine);
  // The list as a visitor sees it; unlocks and countdowns are the browser's (never started here).
  const tips: TipsDeps = {
    transport: null,
    inProcess: services.tips,
    now: services.now,
    storage: undefined,
    inspect: undefined,
  };
  return {
    toasts,
    feed: { logic: feedLogic, counters: createActor(feedCountersMachine), inspect: undefined },
    home: { logic: homeLogic, inspect: undefined },
    tips,
    ranking: { transport: null, inProcess: services.ranking, inspect: undefined },
    statistics: { query: services.statisticsQuery, inspect: undefined },
    tipsterInProcess: { profile: services.tipsterProfile, tips: services.tipsterTips },
    tipRecordInProcess: { head: services.tipChainHead, entries: services.tipChainEntries },
    teamTipsInProcess: services.teamTips,
    session,
    profile,
    account: { run: noTransport, calls: authorized, session },
    // Nothing is saved while rendering, so nothing is announced: the key stands in for its string.
    accountSettings: { calls: authorized, profile, toasts, t: (key) => key },
    authorized,
    takeOAuthCookies: () => ({ token: undefined, postOAuthUrl: undefined }),
  };
};

/**
 * One render's context: the shared actors, the settings machine started on this request's cookies, and the
 * registry its page machines are prefetched into.
 */
export const createServerContext = (
  shared: ServerActors,
  settings: ServerSettings,
  pages: PageSnapshots,
  strings: RouterContext["strings"],
): RouterContext => {
  const settingsActor = createActor(
    systemSettingsMachine.provide({
      actors: {
        settingsStorage: createSettingsStorage(settings.storage, serverHost, {
          initialTimeZone: settings.timeZone,
        }),
      },
    }),
  );
  settingsActor.start();
  return { ...shared, settings: settingsActor, pages, strings };
};
