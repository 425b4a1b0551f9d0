import { createServer, type Server } from "node:http";
import { ManagedRuntime } from "effect";
import { apiError, RpcErrorCode } from "../domain/rpc/errors";
import { parseRpcPath } from "../domain/rpc/services";
import type { ServerConfig } from "./config";
import { Database } from "./db/Database";
import type { SqlDriver } from "./db/SqlDriver";
import { makeGateway } from "./graphql/gateway";
import { makePersistedQueryStore } from "./graphql/persistedQueryStore";
import { sendApiErrors } from "./http/respond";
import { makeStaticFiles } from "./http/staticFiles";
import type { Logger } from "./log";
import { type Authenticate, makeRealtimeHub, type RealtimeHub } from "./realtime/hub";
import { makeTopicRegistry, type TopicRegistry } from "./realtime/topics";
import { frontServerHandlers } from "./rpc/commands/frontServer";
import { makeRpcEndpoint } from "./rpc/rpcEndpoint";

export interface App {
  readonly server: Server;
  readonly hub: RealtimeHub;
  readonly topics: TopicRegistry;
  /** Stops accepting connections, closes websockets and the runtime. The driver is the caller's. */
  readonly close: () => Promise<void>;
}

export interface AppOptions {
  readonly config: ServerConfig;
  readonly driver: SqlDriver;
  readonly logger: Logger;
  readonly heartbeatMs?: number;
  readonly graphqlCacheMs?: number;
}

// NOTE: sessions arrive with the accounts issue; until then every websocket login is refused with the
// session code the client already knows how to handle.
const refuseAllTokens: Authenticate = async () => ({
  code: "session.not_found_by_access_token",
  message: "No session matches this access token",
});

/** Wires every endpoint onto one HTTP server: RPC, GraphQL, websocket, dev pages and the web app. */
export const createApp = ({ config, driver, logger, heartbeatMs, graphqlCacheMs }: AppOptions): App => {
  const runtime = ManagedRuntime.make(Database.fromDriver(driver));
  const rpc = makeRpcEndpoint({ handlers: [...frontServerHandlers], runtime, logger });
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
    close: async () => {
      await hub.close();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await runtime.dispose();
    },
  };
};
