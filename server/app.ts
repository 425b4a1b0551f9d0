import { createServer, type Server } from "node:http";
import { Clock, Layer, ManagedRuntime } from "effect";
import { FILE_UPLOAD_PATH, fileIdInPath } from "../domain/files/fileRoutes";
import { apiError, RpcErrorCode } from "../domain/rpc/errors";
import { parseRpcPath } from "../domain/rpc/services";
import {
  baseSecurityHeaders,
  NOT_A_PAGE_POLICY,
  SERVICE_WORKER_SCRIPT_POLICY,
} from "../domain/security/contentSecurityPolicy";
import { AccountsConfig } from "./accounts/AccountsConfig";
import type { AccountPolicy } from "./accounts/accountPolicy";
import { accountHandlers } from "./accounts/commands/accountHandlers";
import { makeExternalLoginRoutes } from "./accounts/external/externalLoginRoutes";
import { setUpExternalLogin } from "./accounts/external/externalLoginSetup";
import { makeRealtimeLogin } from "./accounts/realtimeLogin";
import { type Chat, type ChatOptions, startChat } from "./chat/startChat";
import type { ServerConfig } from "./config";
import { Database } from "./db/Database";
import type { SqlDriver } from "./db/SqlDriver";
import { DEV_MAILBOX_PATH, serveMailbox } from "./dev/mailboxPage";
import { makeSimControlRoute, type SimControl } from "./dev/simControl";
import { FeedEngine, type FeedEngineOptions } from "./feed/FeedEngine";
import { type FeedStore, makeFeedStore } from "./feed/feedStore";
import { LineFeed } from "./feed/LineFeed";
import { makeFilesEndpoint } from "./files/filesEndpoint";
import { followHandlers } from "./follow/followHandlers";
import { makeGateway } from "./graphql/gateway";
import { loadOperationManifest } from "./graphql/operationManifest";
import { makePersistedQueryStore } from "./graphql/persistedQueryStore";
import type { StatisticsDeps } from "./graphql/statistics/statisticsSchemaParts";
import { makeClientAddress, parseTrustedProxies } from "./http/clientAddress";
import { HEALTH_PATH, sendHealth } from "./http/health";
import { sendApiErrors } from "./http/respond";
import { makeStaticFiles } from "./http/staticFiles";
import { JobQueue } from "./jobs/JobQueue";
import { type JobRunner, startJobRunner } from "./jobs/jobRunner";
import type { Logger } from "./log";
import type { MailOutbox } from "./mail/MailOutbox";
import { sendMailHandler } from "./mail/mailJob";
import { openMailer } from "./mail/openMailer";
import { openOutbox } from "./mail/openOutbox";
import {
  type Notifications,
  type NotificationsOptions,
  startNotifications,
} from "./notifications/startNotifications";
import { makeEventImageRoute } from "./og/eventImageRoute";
import { SportsClock } from "./provider/SportsClock";
import type { SportsDataProvider } from "./provider/SportsDataProvider";
import type { StatisticsProvider } from "./provider/StatisticsProvider";
import { makeRealtimeHub, type RealtimeHub } from "./realtime/hub";
import type { RelayBus } from "./realtime/RelayBus";
import { makeTopicRegistry, type TopicRegistry } from "./realtime/topics";
import { frontServerHandlers } from "./rpc/commands/frontServer";
import { lineHandlers } from "./rpc/commands/line";
import { makeRpcEndpoint } from "./rpc/rpcEndpoint";
import { makeCspReportRoute } from "./security/cspReportRoute";
import { makeSeoRoutes } from "./seo/seoRoutes";
import { makeHtmlCache } from "./ssr/htmlCache";
import type { PageRendererBuild } from "./ssr/loadPageRenderer";
import { makePageSecurity, policyOrigins } from "./ssr/pageSecurity";
import { makeSsrRoute } from "./ssr/ssrRoute";
import { makeSsrServices } from "./ssr/ssrServices";
import { makeArchiveReader } from "./statistics/archiveReader";
import { matchFormulas } from "./statistics/matchFormulas";
import { tipHandlers } from "./tips/commands/tipHandlers";
import { startMarketplaceTimers } from "./tips/marketplaceTimers";
import type { RankingRefresher } from "./tips/ranking/rankingRefresher";
import type { TipSettler } from "./tips/settlement/tipSettler";
import { eventTeamsLookup } from "./tips/teams/eventTeamsLookup";
import { startTipTeamsBackfill, type TipTeamsBackfill } from "./tips/teams/tipTeamsBackfill";

export interface App {
  readonly server: Server;
  readonly hub: RealtimeHub;
  readonly topics: TopicRegistry;
  readonly feed: FeedEngine;
  /** The live chat: its relay (people online, publishing) and, where they run, the demo's fans. */
  readonly chat: Chat;
  /** Notifications (issue 11): tests ask the reminder scheduler to look at will. */
  readonly notifications: Pick<Notifications, "giveDueReminders" | "queued">;
  /** Where account mail goes without SMTP (shown at /dev/mail outside production; read by tests). */
  readonly mail: MailOutbox;
  /** Runs deferred work (mail) after the commits that enqueue it; tests wait on `idle()`. */
  readonly jobs: JobRunner;
  /** Settles tips as their events finish (tests run it at will). */
  readonly tips: TipSettler;
  /** Rebuilds the materialised tipster rankings (tests run it at will). */
  readonly rankings: RankingRefresher;
  /** Gives tips published before tips kept their teams those teams; run at start (tests run it at will). */
  readonly tipTeams: TipTeamsBackfill;
  /** Stops accepting connections, closes websockets and the runtime. The driver is the caller's. */
  readonly close: () => Promise<void>;
}

export interface AppOptions {
  readonly config: ServerConfig;
  readonly driver: SqlDriver;
  readonly logger: Logger;
  /** Where sports data comes from: the seeded simulator in `npm start`, fakes in tests. */
  readonly provider: SportsDataProvider;
  /** The feed's store; the ingest worker's (server/ingest/) starts the feed from the worker's lines. */
  readonly feedStore?: FeedStore;
  /** The statistics side of the provider (issue 9): tournaments, teams, players and match details. */
  readonly statistics?: StatisticsProvider;
  /** The simulator's clock control, served at /dev/sim/advance when the config allows it. */
  readonly simControl?: SimControl;
  /** True while the world replays a fresh demo's history fast: the demo tipsters step every second. */
  readonly replayingHistory?: () => boolean;
  readonly heartbeatMs?: number;
  readonly graphqlCacheMs?: number;
  readonly feedOptions?: Partial<
    Pick<FeedEngineOptions, "silenceMs" | "ringSize" | "viewLingerMs" | "flushMs" | "onCommitted">
  >;
  /** The clock of the Effect runtime (RPC, GraphQL, sessions); tests move it to reach expiry. */
  readonly clock?: Clock.Clock;
  /** Lifetimes and rate limits of the account flows; tests shorten them. */
  readonly accountPolicy?: AccountPolicy;
  /** Defaults to files under DATA_DIR/mail, or memory for `memory://`. */
  readonly mailOutbox?: MailOutbox;
  /** The server-rendering build (server/ssr/loadPageRenderer.ts); without it pages get the bare index.html. */
  readonly pages?: PageRendererBuild;
  /** How long a page machine may load during a render before its loading state is sent (default 300 ms). */
  readonly pageLoadBoundMs?: number;
  /**
   * Cluster mode (server/cluster/): a gateway serves and leaves the marketplace's timers (settlement, the
   * rankings, the demo tipsters) to the ingest process, so that each runs once in the cluster. `all`, the
   * default, is the single process of `npm start`.
   */
  readonly role?: "all" | "gateway" | "ingest";
  /**
   * Where the marketplace's timers run: here (the default, but for a gateway), or on the ingest worker
   * thread that commits the line (`npm start`'s default, issue 10 item 2), which starts its own.
   */
  readonly marketplaceTimers?: "here" | "elsewhere";
  /** The reminder scheduler's pace and where pushes go (tests). */
  readonly notifications?: NotificationsOptions;
  /**
   * Cluster mode: the bus between the processes' realtime relays (server/cluster/natsRelayBus.ts), so a
   * chat message sent to one gateway reaches the sockets of every other and people online are summed.
   */
  readonly relayBus?: RelayBus;
  /** The chat's limits, translation provider and demo fans' pace (tests, the bench). */
  readonly chat?: ChatOptions;
}

/** Wires every endpoint onto one HTTP server: RPC, GraphQL, websocket, dev pages and the web app. */
export const createApp = async ({
  config,
  driver,
  logger,
  provider,
  feedStore,
  statistics,
  simControl,
  replayingHistory,
  heartbeatMs,
  graphqlCacheMs,
  feedOptions,
  clock,
  accountPolicy,
  mailOutbox,
  pages,
  pageLoadBoundMs = 300,
  role = "all",
  marketplaceTimers = role === "gateway" ? "elsewhere" : "here",
  notifications: notificationsOptions,
  relayBus,
  chat: chatOptions,
}: AppOptions): Promise<App> => {
  // Issue 10: production answers only the web app's GraphQL operations; without their manifest it does not start.
  const graphqlOperations = config.production ? loadOperationManifest(config.ssrDir) : undefined;
  // Issue 10: behind trusted proxies the client is read from X-Forwarded-For, never from a direct caller.
  const clientAddress = makeClientAddress(parseTrustedProxies(config.trustedProxies));
  const topics = makeTopicRegistry();
  const hub = makeRealtimeHub({
    topics,
    clientAddress,
    // The runtime is built below, after the feed that needs this hub; logins only arrive once it exists.
    authenticate: makeRealtimeLogin(() => runtime),
    logger,
    ...(heartbeatMs ? { heartbeatMs } : {}),
  });
  const feed = await FeedEngine.start({
    provider,
    store: feedStore ?? makeFeedStore(driver),
    hub,
    topics,
    logger,
    ...feedOptions,
  });
  const mail = mailOutbox ?? openOutbox(config.dataDir);
  const accounts = Layer.mergeAll(
    AccountsConfig.layer({
      authSecret: config.authSecret,
      publicUrl: config.publicUrl,
      policy: accountPolicy,
    }),
    openMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outbox: mail, logger }),
    // The runner is made below, over the runtime its handlers use; jobs are only enqueued once it exists.
    JobQueue.layer(() => jobs.wake()),
  );
  const externalLogin = setUpExternalLogin({ config, logger, address: () => server.address() });
  const runtime = ManagedRuntime.make(
    Layer.mergeAll(
      accounts.pipe(Layer.provideMerge(Database.fromDriver(driver))),
      externalLogin.providers,
      Layer.succeed(LineFeed, feed),
      Layer.succeed(SportsClock, { now: provider.now }),
      clock ? Layer.succeed(Clock.Clock, clock) : Layer.empty,
    ),
  );
  // The line's sport events and the reminders are looked for where the line is followed once: not on a
  // cluster's gateways (every process sees every batch; the ingest side is the one that commits them).
  const notifications = startNotifications({
    config,
    topics,
    feed,
    statistics,
    runtime,
    // The chat's relay (made below, before any job can run): a user's changes reach their sockets on
    // every process of a cluster.
    publish: (topic, data) => chat.relay.publish(topic, data),
    sportsNow: provider.now,
    logger,
    watchLine: role !== "gateway",
    ...(notificationsOptions ? { options: notificationsOptions } : {}),
  });
  const jobs = startJobRunner({
    db: driver,
    handlers: [sendMailHandler(runtime), ...notifications.jobHandlers],
    logger,
    ...(clock ? { now: () => clock.currentTimeMillisUnsafe() } : {}),
  });
  const marketplace = startMarketplaceTimers({
    runtime,
    logger,
    timers: marketplaceTimers === "here",
    ...(config.demoTipsters
      ? { demo: { seed: config.simSeed, ...(replayingHistory ? { busy: replayingHistory } : {}) } }
      : {}),
  });
  // Idempotent, so every process of a cluster may run it; each knows the line and what statistics it has.
  const tipTeams = startTipTeamsBackfill({ runtime, logger, lookup: eventTeamsLookup(feed, statistics) });
  const archive = makeArchiveReader(driver);
  // The fans watch the line where it is committed or followed once: this process, or a cluster's ingest.
  const chat = startChat({
    topics,
    hub,
    bus: relayBus,
    feed,
    statistics,
    archive,
    runtime,
    logger,
    ...(chatOptions ? { options: chatOptions } : {}),
    ...(config.simChat && role !== "gateway"
      ? { fans: { seed: config.simSeed, ...(replayingHistory ? { busy: replayingHistory } : {}) } }
      : {}),
  });
  const rpc = makeRpcEndpoint({
    handlers: [
      ...frontServerHandlers,
      ...lineHandlers,
      ...accountHandlers,
      ...followHandlers,
      ...tipHandlers,
      ...notifications.handlers,
      ...chat.handlers,
    ],
    runtime,
    logger,
    clientAddress,
  });
  const files = makeFilesEndpoint({ runtime, logger });
  const seo = makeSeoRoutes({ publicUrl: config.publicUrl, feed });
  const eventImages = makeEventImageRoute({ feed, logger });
  // Issue 17: every response says nosniff, no framing, its referrer policy and its resource policy; what
  // is not an app page may run nothing, and app pages get a strict policy with a nonce of their own.
  const security = makePageSecurity(policyOrigins(config));
  const cspReports = makeCspReportRoute({
    driver,
    logger,
    now: () => Date.now(),
    production: config.production,
    addressOf: clientAddress,
  });
  const everyResponse = Object.entries({
    ...baseSecurityHeaders(policyOrigins(config).https),
    "content-security-policy": NOT_A_PAGE_POLICY,
  });
  // The Statistics and Aggregator services and the server render share one set of caches.
  const statisticsDeps: StatisticsDeps | undefined = statistics && {
    provider: statistics,
    archive,
    formulas: matchFormulas,
    runtime,
    logger,
  };
  // Pages are rendered by the app's server entry over the server's own services; files come from the build.
  const renderPage =
    pages &&
    makeSsrRoute({
      renderer: pages.createPageRenderer({
        services: makeSsrServices({
          feed,
          runtime,
          now: provider.now,
          logger,
          ...(statisticsDeps ? { statistics: statisticsDeps } : {}),
        }),
        template: pages.template,
        manifest: pages.manifest,
        origin: config.publicUrl,
        loadBoundMs: pageLoadBoundMs,
      }),
      security,
      cache: makeHtmlCache({
        security,
        now: () => Date.now(),
        maxEntries: 2_000,
        enabled: config.htmlCache,
        onRefreshError: (error) =>
          logger.warn("page refresh failed", {
            error: error instanceof Error ? error.message : String(error),
          }),
      }),
      logger,
    });
  const web = makeStaticFiles(config.webDir, security, renderPage);
  const simControlRoute = config.simControl && simControl ? makeSimControlRoute(simControl) : undefined;
  const externalLoginRoutes = makeExternalLoginRoutes({
    runtime,
    publicUrl: config.publicUrl,
    logger,
    clientAddress,
  });
  // Built after the feed: the Sportsbook service reads the line through the runtime's LineFeed.
  const graphql = makeGateway({
    store: makePersistedQueryStore(driver),
    ...(graphqlOperations ? { production: { operations: graphqlOperations } } : {}),
    logger,
    ...(graphqlCacheMs !== undefined ? { cacheMs: graphqlCacheMs } : {}),
    features: {
      sportsbook: { runtime, now: provider.now, logger },
      users: { runtime, logger, now: provider.now },
      notifications: notifications.graphql,
      ...(statisticsDeps ? { statistics: statisticsDeps } : {}),
    },
  });

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    for (const [name, value] of everyResponse) res.setHeader(name, value);
    const route = async (): Promise<void> => {
      // What a load balancer asks (cluster mode's HAProxy): answering at all is the news.
      if (url.pathname === HEALTH_PATH) return sendHealth(res);
      const rpcPath = parseRpcPath(url.pathname);
      if (rpcPath) return rpc(req, res, url, rpcPath.service, rpcPath.command);
      if (url.pathname === FILE_UPLOAD_PATH) return files.upload(req, res);
      const fileId = fileIdInPath(url.pathname);
      if (fileId !== undefined) return files.read(req, res, fileId);
      const cspReport = cspReports.handle(req, res, url);
      if (cspReport) return cspReport;
      if (url.pathname.includes("__api/")) {
        return sendApiErrors(res, [
          apiError(RpcErrorCode.unknownCommand, "NOT_FOUND", `No endpoint at ${url.pathname}`),
        ]);
      }
      const external = externalLoginRoutes(req, res, url);
      if (external) return external;
      // The development tools (login provider, mailbox) are not the app: their pages keep their own ways.
      if (!config.production && url.pathname.startsWith("/dev/")) res.removeHeader("content-security-policy");
      const devProvider = externalLogin.devProvider(req, res, url);
      if (devProvider) return devProvider;
      if (!config.production && url.pathname === DEV_MAILBOX_PATH && req.method === "GET") {
        return serveMailbox(res, mail);
      }
      const simControlled = simControlRoute?.(req, res, url);
      if (simControlled) return simControlled;
      const crawlerFile = seo(req, res, url);
      if (crawlerFile) return crawlerFile;
      const graphqlMatch = /^\/graphql\/([a-z-]+)\/?$/.exec(url.pathname);
      if (graphqlMatch) return graphql(req, res, url, graphqlMatch[1]!);
      const eventImage = eventImages(req, res, url);
      if (eventImage) return eventImage;
      // The service worker's fetches answer to its script's own policy (web push and the offline page).
      if (url.pathname === "/sw.js") res.setHeader("content-security-policy", SERVICE_WORKER_SCRIPT_POLICY);
      return web(req, res, url);
    };
    route().catch((error: unknown) => {
      logger.error("request failed", {
        path: url.pathname,
        error: error instanceof Error ? error.message : String(error),
      });
      if (!res.headersSent)
        sendApiErrors(res, [apiError(RpcErrorCode.internal, "INTERNAL", "Internal server error")]);
      else res.destroy();
    });
  });
  server.on("upgrade", (req, socket, head) => hub.handleUpgrade(req, socket, head));

  return {
    server,
    hub,
    topics,
    feed,
    chat,
    notifications,
    mail,
    jobs,
    tips: marketplace.tips,
    rankings: marketplace.rankings,
    tipTeams,
    close: async () => {
      await marketplace.stop();
      await tipTeams.stop();
      await notifications.stop();
      await jobs.stop();
      await chat.stop();
      await feed.stop();
      await hub.close();
      await cspReports.close();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await runtime.dispose();
    },
  };
};
