import { createServer, type Server } from "node:http";
import { Layer, ManagedRuntime } from "effect";
import { apiError, RpcErrorCode } from "../domain/rpc/errors";
import { parseRpcPath } from "../domain/rpc/services";
import type { ServerConfig } from "./config";
import { Database } from "./db/Database";
import type { SqlDriver } from "./db/SqlDriver";
import { FeedEngine, type FeedEngineOptions } from "./feed/FeedEngine";
import { makeFeedStore } from "./feed/feedStore";
import { LineFeed } from "./feed/LineFeed";
import { makeGateway } from "./graphql/gateway";
import { makePersistedQueryStore } from "./graphql/persistedQueryStore";
import { sendApiErrors } from "./http/respond";
import { makeStaticFiles } from "./http/staticFiles";
import type { Logger } from "./log";
import type { SportsDataProvider } from "./provider/SportsDataProvider";
import { type Authenticate, makeRealtimeHub, type RealtimeHub } from "./realtime/hub";
import { makeTopicRegistry, type TopicRegistry } from "./realtime/topics";
import { frontServerHandlers } from "./rpc/commands/frontServer";
import { lineHandlers } from "./rpc/commands/line";
import { makeRpcEndpoint } from "./rpc/rpcEndpoint";

export interface App {
  readonly server: Server;
  readonly hub: RealtimeHub;
  readonly topics: TopicRegistry;
  readonly feed: FeedEngine;
  /** Stops accepting connections, closes websockets and the runtime. The driver is the caller's. */
  readonly close: () => Promise<void>;
}

export interface AppOptions {
  readonly config: ServerConfig;
  readonly driver: SqlDriver;
  readonly logger: Logger;
  /** Where sports data comes from: the seeded simulator in `npm start`, fakes in tests. */
  readonly provider: SportsDataProvider;
  readonly heartbeatMs?: number;
  readonly graphqlCacheMs?: number;
  readonly feedOptions?: Partial<
    Pick<FeedEngineOptions, "silenceMs" | "ringSize" | "viewLingerMs" | "flushMs">
  >;
}

// NOTE: sessions arrive with the accounts issue; until then every websocket login is refused with the
// session code the client already knows how to handle.
const refuseAllTokens: Authenticate = async () => ({
  code: "session.not_found_by_access_token",
  message: "No session matches this access token",
});

/** Wires every endpoint onto one HTTP server: RPC, GraphQL, websocket, dev pages and the web app. */
export const createApp = async ({
  config,
  driver,
  logger,
  provider,
  heartbeatMs,
  graphqlCacheMs,
  feedOptions,
}: AppOptions): Promise<App> => {
  const graphql = makeGateway({
    store: makePersistedQueryStore(driver),
    logger,
    ...(graphqlCacheMs !== undefined ? { cacheMs: graphqlCacheMs } : {}),
  });
  const web = makeStaticFiles(config.webDir);
  const topics = makeTopicRegistry();
  const hub = makeRealtimeHub({
    topics,
    authenticate: refuseAllTokens,
    logger,
    ...(heartbeatMs ? { heartbeatMs } : {}),
  });
  const feed = await FeedEngine.start({
    provider,
    store: makeFeedStore(driver),
    hub,
    topics,
    logger,
    ...feedOptions,
  });
  const runtime = ManagedRuntime.make(
    Layer.mergeAll(Database.fromDriver(driver), Layer.succeed(LineFeed, feed)),
  );
  const rpc = makeRpcEndpoint({ handlers: [...frontServerHandlers, ...lineHandlers], runtime, logger });

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    const route = async (): Promise<void> => {
      const rpcPath = parseRpcPath(url.pathname);
      if (rpcPath) return rpc(req, res, url, rpcPath.service, rpcPath.command);
      if (url.pathname.includes("__api/")) {
        return sendApiErrors(res, [
          apiError(RpcErrorCode.unknownCommand, "NOT_FOUND", `No endpoint at ${url.pathname}`),
        ]);
      }
      const graphqlMatch = /^\/graphql\/([a-z-]+)\/?$/.exec(url.pathname);
      if (graphqlMatch) return graphql(req, res, url, graphqlMatch[1]!);
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
    close: async () => {
      await feed.stop();
      await hub.close();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await runtime.dispose();
    },
  };
};
