import type { FeedSnapshot, LineView } from "../feed/views.ts";
import type { HomeTopAnswer, HomeTopVariables } from "../sportsbook/homeQuery.ts";
import type { TipChainEntriesAnswer, TipChainHeadAnswer } from "../tips/chain/tipChainQuery.ts";
import type { RankingAnswer, RankingVariables } from "../tips/rankingQuery.ts";
import type { TeamTipsVariables } from "../tips/teamTipsQuery.ts";
import type { TipsAnswer, TipsVariables } from "../tips/tipsQuery.ts";
import type {
  TipsterProfileAnswer,
  TipsterProfileVariables,
  TipsterTipsVariables,
} from "../tips/tipsterProfileQuery.ts";

/**
 * The contract between the server and the server-rendered web app (issue 14). The server builds the
 * app's server entry with Vite (`dist/web-ssr/`) and loads it at start; tests import the entry's source.
 * Nothing here knows React or Node: the renderer is a function from a request to a page.
 */

/** What the renderer needs to know of one request. */
export interface RenderRequest {
  /** Path and query, as requested: `/en-us/event/123?x=1`. */
  readonly url: string;
  /** The raw `Cookie` header: the visitor's versioned settings are read from it. */
  readonly cookie: string | undefined;
  /**
   * The Content Security Policy nonce every script and style element the document writes carries. The
   * server passes its per-process marker here and puts a fresh nonce in its place in each response
   * (server/ssr/pageNonce.ts), so one render serves many responses, each with its own nonce.
   */
  readonly nonce: string;
}

/** One rendered answer: a document, a redirect, or an error page. */
export interface RenderedPage {
  /** 200, 301 (locale redirects), 404 (unknown path or id) or 500. */
  readonly status: number;
  /** Content type, `location` of a redirect, `vary`; never `set-cookie` (shared caches keep these). */
  readonly headers: Readonly<Record<string, string>>;
  /**
   * How long an anonymous copy may be shared between visitors with the same `variant`, in ms: about a
   * second for a live event, a minute for a finished one; 0 never (redirects to a stored locale, errors).
   */
  readonly sharedMaxAgeMs: number;
  /** The document as React streams it (empty for a redirect). */
  readonly body: AsyncIterable<Uint8Array | string>;
}

/** The server entry's exports, as the server sees them after a dynamic import. */
export interface PageRenderer {
  /**
   * The part of a request, beyond its path, that changes the HTML (theme, odds visibility, time zone,
   * the cookie banner): requests with the same path and variant get the same document.
   */
  readonly variantOf: (request: RenderRequest) => string;
  readonly render: (request: RenderRequest) => Promise<RenderedPage>;
}

/** The server's own services the page machines reach in-process during a render (no HTTP to itself). */
export interface SsrServices {
  /** A view's snapshot, as `get_*_line` / `find_event_snapshot` answer it (an unknown event: empty tree). */
  readonly viewSnapshot: (view: LineView) => Promise<FeedSnapshot>;
  /** The home page's `HomeTop` answer, as the Sportsbook GraphQL service gives it. */
  readonly homeTop: (variables: HomeTopVariables) => Promise<HomeTopAnswer>;
  /** The tips page's `Tips` answer as a visitor gets it from the users GraphQL service (no comments). */
  readonly tips: (variables: TipsVariables) => Promise<TipsAnswer>;
  /** The ranking's `TipsterRanking` answer as a visitor gets it from the users GraphQL service. */
  readonly ranking: (variables: RankingVariables) => Promise<RankingAnswer>;
  /** The tip record's `tipChainHead` and `tipChainEntries` answers from the users GraphQL service (public). */
  readonly tipChainHead: () => Promise<typeof TipChainHeadAnswer.Type>;
  readonly tipChainEntries: (variables: {
    readonly fromSeq: number;
    readonly limit: number;
  }) => Promise<typeof TipChainEntriesAnswer.Type>;
  /** A profile's `user` and `tipsterStatistics` answers as a visitor gets them from the users GraphQL service. */
  readonly tipsterProfile: (variables: TipsterProfileVariables) => Promise<TipsterProfileAnswer>;
  /** A profile's tip lists: `tips` with the creator filter, as a visitor gets them (no comments). */
  readonly tipsterTips: (variables: TipsterTipsVariables) => Promise<TipsAnswer>;
  /** A team page's tips: `tips` with the team filter, as a visitor gets them (no comments). */
  readonly teamTips: (variables: TeamTipsVariables) => Promise<TipsAnswer>;
  /** The provider's clock (start times and listings are on it). */
  /** A Statistics or Aggregator query run in process, as a visitor's request would: the answer's `data`. */
  readonly statisticsQuery: (
    service: "statistics" | "aggregator",
    document: string,
    variables: Readonly<Record<string, unknown>>,
  ) => Promise<unknown>;
  readonly now: () => number;
}

/** What the server hands the app's server entry once, at start. */
export interface PageRendererOptions {
  readonly services: SsrServices;
  /** The built `index.html`: its script and style tags are the browser entry's. */
  readonly template: string;
  /** The client build's `.vite/manifest.json`, for each page's chunks and styles. */
  readonly manifest: ViteManifest;
  /** The public origin (`PUBLIC_URL`) for canonical and Open Graph URLs. */
  readonly origin: string;
  /** How long a page machine may take to load before its loading state is streamed instead. */
  readonly loadBoundMs: number;
}

/** The part of Vite's build manifest the renderer reads. */
export type ViteManifest = Readonly<
  Record<
    string,
    {
      readonly file: string;
      readonly css?: ReadonlyArray<string>;
      readonly imports?: ReadonlyArray<string>;
      readonly isEntry?: boolean;
      readonly isDynamicEntry?: boolean;
    }
  >
>;

/** The server entry's one export. */
export type CreatePageRenderer = (options: PageRendererOptions) => PageRenderer;
