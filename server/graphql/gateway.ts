import type { IncomingMessage, ServerResponse } from "node:http";
import { createYoga } from "graphql-yoga";
import {
  BYPASS_CACHE_PARAM,
  GRAPHQL_SERVICES,
  type GraphqlService,
  graphqlPath,
} from "../../domain/graphql/services";
import { apiError, RpcErrorCode } from "../../domain/rpc/errors";
import { RPC_MAX_BODY_BYTES } from "../../domain/rpc/services";
import { BodyTooLarge, readBody } from "../http/readBody";
import { sendApiErrors } from "../http/respond";
import type { Logger } from "../log";
import { armourPlugins } from "./armour";
import type { GatewayContext } from "./GatewayContext";
import { jitCompiled } from "./jitCompiled";
import type { OperationManifest } from "./operationManifest";
import { automaticPersistedQueries, type PersistedQueryStore } from "./persistedQueries";
import { registeredOperationsOnly } from "./registeredOperations";
import { makeResponseCache } from "./responseCache";
import { makeServiceSchema, type ServiceSchemaOptions } from "./serviceSchemas";
import { tokenLimit } from "./tokenLimit";

export interface GatewayOptions {
  /** Where automatic persisted queries are learned (development and tests). */
  readonly store: PersistedQueryStore;
  /**
   * Production (issue 10): only the web app's registered operations are answered (nothing is learned),
   * no introspection, no field suggestions. Without it, automatic persisted queries learn any text.
   * The armour's limits hold either way.
   */
  readonly production?: { readonly operations: OperationManifest };
  readonly logger: Logger;
  /** How long an anonymous GET answer may be reused; 0 turns the cache off. */
  readonly cacheMs?: number;
  /** What the services' features need from the app (the feed for Sportsbook). */
  readonly features?: ServiceSchemaOptions;
}

const bearer = (header: string | null): string | undefined => {
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1];
};

/** The GraphQL gateway: one yoga instance per service at `/graphql/{service}`. */
export const makeGateway = ({ store, production, logger, cacheMs = 1000, features = {} }: GatewayOptions) => {
  const cache = makeResponseCache(cacheMs);
  const persisted = production
    ? registeredOperationsOnly(production.operations)
    : automaticPersistedQueries(store);
  const yogas = new Map(
    GRAPHQL_SERVICES.map((service) => [
      service,
      createYoga({
        schema: makeServiceSchema(service, features),
        graphqlEndpoint: graphqlPath(service),
        graphiql: false,
        landingPage: false,
        // Never send stack traces or internal messages to clients.
        maskedErrors: { isDev: false },
        logging: {
          debug: (...args) => logger.debug(String(args[0])),
          info: (...args) => logger.info(String(args[0])),
          warn: (...args) => logger.warn(String(args[0])),
          error: (...args) => logger.error(String(args[0])),
        },
        // The token count and the persisted operations first: a text they refuse is never parsed by yoga,
        // and never learned.
        // Execution compiled per operation (graphql-jit): the home query's answer is a thousand fields, which
        // graphql-js walks one resolver call at a time (issue 10: topEvents p99 under 20 ms at 20 clients).
        plugins: [tokenLimit(), persisted, ...armourPlugins(production !== undefined), jitCompiled()],
        context: ({ request }): GatewayContext => ({
          accessToken: bearer(request.headers.get("authorization")),
          service,
        }),
      }),
    ]),
  );

  const isService = (name: string): name is GraphqlService => yogas.has(name as GraphqlService);

  return async (req: IncomingMessage, res: ServerResponse, url: URL, service: string): Promise<void> => {
    if (!isService(service)) {
      sendApiErrors(res, [
        apiError(RpcErrorCode.unknownService, "NOT_FOUND", `Unknown GraphQL service ${service}`),
      ]);
      return;
    }
    const yoga = yogas.get(service)!;
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      if (typeof value === "string") headers.set(name, value);
    }
    const bypass = url.searchParams.get(BYPASS_CACHE_PARAM) === "true";
    const cacheable = req.method === "GET" && !bypass && !headers.has("authorization");
    const cacheKey = `${url.pathname}?${url.searchParams.toString()}`;
    const hit = cacheable ? cache.get(cacheKey) : undefined;
    if (hit) {
      res.writeHead(hit.status, Object.fromEntries([...hit.headers, ["x-cache", "HIT"]]));
      res.end(hit.body);
      return;
    }
    let body: Buffer | undefined;
    if (req.method !== "GET" && req.method !== "HEAD") {
      try {
        body = await readBody(req, RPC_MAX_BODY_BYTES);
      } catch (error) {
        const message = error instanceof BodyTooLarge ? error.message : "The request body could not be read";
        sendApiErrors(res, [apiError(RpcErrorCode.payloadTooLarge, "PAYLOAD_TOO_LARGE", message)]);
        return;
      }
    }
    const response = await yoga.fetch(url.toString(), {
      method: req.method ?? "GET",
      headers,
      ...(body ? { body } : {}),
    });
    const answer = Buffer.from(await response.arrayBuffer());
    const answerHeaders: Array<[string, string]> = [...response.headers.entries()];
    const cacheControl =
      cacheable && response.status === 200 ? `public, max-age=${Math.ceil(cacheMs / 1000)}` : "no-store";
    const finalHeaders = [
      ...answerHeaders.filter(([name]) => name !== "cache-control"),
      ["cache-control", cacheControl],
    ] as Array<[string, string]>;
    if (cacheable && response.status === 200 && !answer.includes('"errors"')) {
      cache.set(cacheKey, { status: response.status, headers: finalHeaders, body: answer });
    }
    res.writeHead(
      response.status,
      Object.fromEntries([...finalHeaders, ["x-cache", cacheable ? "MISS" : "BYPASS"]]),
    );
    res.end(answer);
  };
};
