import { PassThrough } from "node:stream";
import { createMemoryHistory, RouterProvider } from "@tanstack/react-router";
import type { i18n as I18n } from "i18next";
import { StrictMode } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { validateEventId } from "../../../domain/event/eventId.ts";
import { isEnded } from "../../../domain/event/lifecycle.ts";
import { findEvent } from "../../../domain/feed/filterFeedTree.ts";
import type { FeedTree } from "../../../domain/feed/tree.ts";
import { DEFAULT_LOCALE_PATH, type Language, localeByPath } from "../../../domain/i18n/locales.ts";
import { sportById } from "../../../domain/sports/catalogue.ts";
import type {
  CreatePageRenderer,
  PageRendererOptions,
  RenderedPage,
  RenderRequest,
} from "../../../domain/ssr/pageRenderer.ts";
import { type ArchivedEvent, archivedTree } from "../../../domain/statistics/archivedEvent.ts";
import { archivedEventPage } from "../../event/archivedEventPage.ts";
import { isEventStatTab } from "../../event/eventTabList.ts";
import { HomeActorsProvider } from "../../home/HomeActorsContext.tsx";
import { createI18n, languageOf, loadStrings } from "../../i18n/i18n.ts";
import { namespaceSources } from "../../i18n/namespaces.ts";
import { DEFAULT_SPORT, mainSportByCode, sportIdOf } from "../../sports/mainSports.ts";
import { AppErrorBoundary } from "../AppErrorBoundary.tsx";
import { localeOfPath, localeRedirect } from "../localePath.ts";
import { feedPageKey } from "../pageActors.ts";
import { createAppRouter, pageNameOf, stringsOf } from "../router.tsx";
import { tipsterProfileKey } from "../tipsterProfileActors.ts";
import { documentEnd, documentStart, pageAssets, parseTemplate } from "./document.ts";
import { pageHeadTags } from "./pageHeadTags.ts";
import { requestSettings, requestVariant } from "./requestSettings.ts";
import { createServerActors, createServerContext } from "./serverContext.ts";
import { serverPageSnapshots } from "./serverPageSnapshots.ts";

/** Live pages change every second; a finished event's page hardly at all (issue 14: 1 s and 60 s). */
const LIVE_MAX_AGE_MS = 1_000;
const FINISHED_MAX_AGE_MS = 60_000;
const QUIET_MAX_AGE_MS = 10_000;

const HTML = { "content-type": "text/html; charset=utf-8" } as const;

const redirectTo = (location: string, status: 301 | 302 = 301): RenderedPage => ({
  status,
  headers: { location },
  sharedMaxAgeMs: 0,
  body: concat("", [], ""),
});

/**
 * The app's server entry (built by `vite build --ssr`, loaded by server/ssr/loadPageRenderer.ts): each
 * request gets its own router and actors over the server's services, its page machines are prefetched,
 * and the HTML streams with their snapshots for the browser to resume from.
 */
export const createPageRenderer: CreatePageRenderer = (options: PageRendererOptions) => {
  const template = parseTemplate(options.template);
  const shared = createServerActors(options.services);
  // One i18n instance per language for all requests: translating is pure once the language is loaded.
  const languages = new Map<Language, Promise<I18n>>();
  const i18nFor = (language: Language) => {
    let instance = languages.get(language);
    if (!instance) {
      instance = createI18n(language);
      languages.set(language, instance);
    }
    return instance;
  };

  const render = async (request: RenderRequest): Promise<RenderedPage> => {
    const url = new URL(request.url, "http://localhost");
    const settings = requestSettings(request);
    const preferred = settings.preferredLocale ?? DEFAULT_LOCALE_PATH;
    if (url.pathname === "/") return redirectTo(`/${preferred}/${url.search}`);
    const target = localeRedirect(url.pathname, preferred);
    if (target) return redirectTo(`${target}${url.search}`);
    const locale = localeOfPath(url.pathname) ?? DEFAULT_LOCALE_PATH;
    const i18n = await i18nFor(languageOf(locale));

    const pages = serverPageSnapshots(options.loadBoundMs);
    const context = createServerContext(shared, settings, pages, (namespaces) =>
      loadStrings(i18n, namespaces),
    );
    const router = createAppRouter(context, {
      history: createMemoryHistory({ initialEntries: [`${url.pathname}${url.search}`] }),
    });
    await router.load();

    // A route that redirects (the ranking's default tab and period) answers with it, not with an empty
    // page the browser then leaves. NOTE: the router keeps its server load's outcome in an internal field;
    // tests/server/ssr/rankingRendering.test.ts fails if a router update moves it.
    const served = (router as { _serverResult?: { type: string; redirect?: { headers: Headers } } })
      ._serverResult;
    const location = served?.type === "redirect" ? served.redirect?.headers.get("Location") : undefined;
    if (location) return redirectTo(location, 302);

    const matches = router.state.matches;
    const page = matches.at(-1);
    const eventId = eventOf(url.pathname);
    const eventTree = eventId === undefined ? undefined : carriedTree(pages.carried(), eventId);
    const routeParams = (page?.params ?? {}) as Record<string, string>;
    const notFound =
      matches.some(
        (match) =>
          match.status === "notFound" ||
          (match as { globalNotFound?: boolean }).globalNotFound === true ||
          // A notFound() that bubbled up to the root (no route below names a notFoundComponent: an event's
          // unknown tab) leaves the root match a success marked `_notFound`.
          (match as { _notFound?: boolean })._notFound === true,
      ) ||
      matches.some((match) => match.routeId === "/$locale/$") ||
      // A prefetched machine found nothing there (an unknown event), or the id is not one at all.
      pages.missing() ||
      eventId === "";
    const error = matches.some((match) => match.status === "error");
    const signedInOnly = matches.some(
      (match) => router.routesById[match.routeId]?.options.staticData?.signedInOnly,
    );
    const status = error ? 500 : notFound ? 404 : 200;

    const assets = pageAssets(
      options.manifest,
      [
        ...sourcesOf(options.manifest, pageNameOf(url.pathname)),
        `i18n/locales/${languageOf(locale)}.ts`,
        ...namespaceSources(stringsOf(url.pathname), languageOf(locale)),
      ],
      options.template,
    );
    const head = documentStart(template, {
      lang: localeByPath(locale)?.language ?? "en",
      theme: context.settings.getSnapshot().context.theme,
      headTags: pageHeadTags({
        url,
        locale,
        i18n,
        origin: options.origin,
        notFound,
        signedInOnly,
        eventId,
        eventTree,
        tipsterName: carriedTipsterName(pages.carried(), routeParams),
        now: options.services.now(),
        route: { id: page?.routeId ?? "", params: routeParams },
      }),
      styles: assets.styles,
    });
    const tail = documentEnd(
      template,
      { hydrate: !signedInOnly && status !== 500, snapshots: pages.carried() },
      assets.scripts,
      request.nonce,
    );

    const app = (
      <StrictMode>
        <I18nextProvider i18n={i18n}>
          <AppErrorBoundary>
            <HomeActorsProvider actors={context.home}>
              <RouterProvider router={router} />
            </HomeActorsProvider>
          </AppErrorBoundary>
        </I18nextProvider>
      </StrictMode>
    );
    const stream = await streamOf(app, request.nonce);
    context.settings.stop();
    return {
      status,
      headers: HTML,
      sharedMaxAgeMs: sharedMaxAge(status, eventTree, eventId, signedInOnly),
      body: concat(head, stream, tail),
    };
  };

  return { render, variantOf: (request) => requestVariant(request) };
};

/** The event id of an event page's path (Markets, Tips or a statistics tab), when the path is one. */
const eventOf = (pathname: string): string | undefined => {
  const match = /^\/[^/]+\/event\/([^/]+)(?:\/([^/]+))?$/.exec(pathname);
  if (!match || (match[2] !== undefined && match[2] !== "tips" && !isEventStatTab(match[2])))
    return undefined;
  let raw: string;
  try {
    raw = decodeURIComponent(match[1]!);
  } catch {
    return "";
  }
  const id = validateEventId(raw);
  return typeof id === "string" ? id : "";
};

const carriedTree = (carried: Readonly<Record<string, unknown>>, eventId: string): FeedTree | undefined => {
  if (eventId === "") return undefined;
  const snapshot = carried[feedPageKey({ kind: "event", eventId })] as
    | { context?: { tree?: FeedTree } }
    | undefined;
  const tree = snapshot?.context?.tree;
  if (tree && findEvent(tree, eventId)) return tree;
  // Not on the line: the archive's match (the route prefetched it), as a tree of its own.
  const archived = (
    carried[`${archivedEventPage.id} ${JSON.stringify({ id: eventId })}`] as
      | { context?: { answer?: ArchivedEvent | null } }
      | undefined
  )?.context?.answer;
  const sport = archived ? sportById(archived.sportId) : undefined;
  return archived && sport ? archivedTree(archived, sport) : tree;
};

/** The name on a tipster's profile, from the profile machine's snapshot the route prefetched. */
const carriedTipsterName = (
  carried: Readonly<Record<string, unknown>>,
  params: Readonly<Record<string, string>>,
): string | undefined => {
  const sport = mainSportByCode(params.sportCode ?? DEFAULT_SPORT);
  if (params.userId === undefined || !sport) return undefined;
  const snapshot = carried[tipsterProfileKey({ userId: params.userId, sportId: sportIdOf(sport) })] as
    | { context?: { user?: { name?: string } | null } }
    | undefined;
  return snapshot?.context?.user?.name;
};

const sharedMaxAge = (
  status: number,
  tree: FeedTree | undefined,
  eventId: string | undefined,
  signedInOnly: boolean,
): number => {
  if (status === 500 || signedInOnly) return 0;
  if (eventId && tree) {
    const found = findEvent(tree, eventId);
    if (found && isEnded(found.event.status)) return FINISHED_MAX_AGE_MS;
    return LIVE_MAX_AGE_MS;
  }
  if (status === 404) return QUIET_MAX_AGE_MS;
  return LIVE_MAX_AGE_MS;
};

const sourcesOf = (
  manifest: PageRendererOptions["manifest"],
  name: string | undefined,
): ReadonlyArray<string> =>
  name === undefined ? [] : Object.keys(manifest).filter((key) => key.endsWith(`/${name}.tsx`));

/** React's HTML once the shell is ready (nothing suspends: the data is in the machines already). */
const streamOf = (app: React.ReactNode, nonce: string): Promise<PassThrough> =>
  new Promise((resolve, reject) => {
    const out = new PassThrough();
    const { pipe } = renderToPipeableStream(app, {
      // Any script React writes itself (none while nothing suspends) carries the nonce too.
      nonce,
      onShellReady: () => {
        pipe(out);
        resolve(out);
      },
      onShellError: reject,
      onError: (error) => {
        console.error("[ssr] render error", error);
      },
    });
  });

async function* concat(
  head: string,
  stream: AsyncIterable<Uint8Array | string> | Iterable<Uint8Array | string>,
  tail: string,
) {
  yield head;
  yield* stream;
  yield tail;
}
