import type { AnyVariables, Client, DocumentInput, OperationResult } from "@urql/core";
import { Clock, Context, Duration, Effect, Layer } from "effect";
import {
  ACCESS_TOKEN_HEADER,
  BYPASS_CACHE_PARAM,
  type GraphqlService,
  graphqlPath,
} from "../../domain/graphql/services";
import {
  type GraphqlQueryError,
  NetworkError,
  RequestTimeoutError,
  ResponseDecodeError,
} from "../../domain/rpc/clientErrors";
import { GATEWAY_CONTEXT_KEY, type GatewayContext, type GraphqlMethod } from "./chooseGraphqlMethod";
import { fromCombinedError } from "./graphqlErrors";
import type { GraphqlTestHandler } from "./graphqlTestHandlers";
import type { UrqlClientConfig } from "./makeUrqlClient";

export const GRAPHQL_DEFAULT_TIMEOUT_MS = 30_000;

export interface GraphqlQueryOptions {
  /** Defaults to the client's preference (GET unless configured). */
  readonly preferMethod?: GraphqlMethod;
  /** Skips the gateway and CDN caches: adds `bypassCache=true` and forces POST. */
  readonly bypassCache?: boolean;
  readonly headers?: Readonly<Record<string, string>>;
  readonly timeoutMs?: number;
}

export interface GraphqlClientConfig extends Partial<UrqlClientConfig> {
  /** Read on every request, so a refreshed token is picked up; nothing is sent when it returns none. */
  readonly getAccessToken?: () => string | null | undefined;
  readonly preferMethod?: GraphqlMethod;
}

export interface GraphqlClientShape {
  readonly query: <Data, Variables extends AnyVariables>(
    service: GraphqlService,
    document: DocumentInput<Data, Variables>,
    variables: Variables,
    options?: GraphqlQueryOptions,
  ) => Effect.Effect<Data, GraphqlQueryError>;
}

export const gatewayUrl = (baseUrl: string, service: GraphqlService, bypassCache: boolean): string =>
  `${baseUrl.replace(/\/+$/, "")}${graphqlPath(service)}${bypassCache ? `?${BYPASS_CACHE_PARAM}=true` : ""}`;

export const gatewayHeaders = (
  token: string | null | undefined,
  headers: Readonly<Record<string, string>> = {},
): Record<string, string> =>
  token ? { ...headers, [ACCESS_TOKEN_HEADER]: `Bearer ${token}` } : { ...headers };

const makeLive = (config: GraphqlClientConfig): GraphqlClientShape => {
  const baseUrl = (config.baseUrl ?? "").replace(/\/+$/, "");
  // NOTE: urql and its exchanges load on the first query, not with the app: the browser's first screen
  // need not wait for them (issue 7's initial-JS budget). A failed load is retried on the next query.
  let client: Promise<Client> | undefined;
  const loadClient = () => {
    client ??= import("./makeUrqlClient").then(
      ({ makeUrqlClient }) =>
        makeUrqlClient({ baseUrl, fetch: config.fetch, generateHash: config.generateHash }),
      (error: unknown) => {
        client = undefined;
        throw error;
      },
    );
    return client;
  };
  const getAccessToken = config.getAccessToken ?? (() => undefined);

  // NOTE: a callback rather than toPromise() so that an interruption (the timeout) unsubscribes, which
  // makes urql tear the operation down and abort its fetch.
  const execute = (
    client: Client,
    document: DocumentInput,
    variables: AnyVariables,
    context: Record<string, unknown>,
  ) =>
    Effect.callback<OperationResult>((resume) => {
      let settled = false;
      let subscription: { unsubscribe: () => void } | undefined;
      // One answer per call: unsubscribing right away keeps the operation from staying active in urql.
      subscription = client.query(document, variables, context).subscribe((result) => {
        if (settled) return;
        settled = true;
        subscription?.unsubscribe();
        resume(Effect.succeed(result));
      });
      if (settled) subscription.unsubscribe();
      return Effect.sync(() => subscription?.unsubscribe());
    });

  const query = Effect.fn("GraphqlClient.query")(function* (
    service: GraphqlService,
    document: DocumentInput,
    variables: AnyVariables,
    options: GraphqlQueryOptions,
  ) {
    const bypassCache = options.bypassCache ?? false;
    const uri = gatewayUrl(baseUrl, service, bypassCache);
    const timeoutMs = options.timeoutMs ?? GRAPHQL_DEFAULT_TIMEOUT_MS;
    const gateway: GatewayContext = {
      preference: options.preferMethod ?? config.preferMethod ?? "GET",
      bypassCache,
    };
    const context = {
      url: uri,
      fetchOptions: () => ({ headers: gatewayHeaders(getAccessToken(), options.headers) }),
      [GATEWAY_CONTEXT_KEY]: gateway,
    };
    const startedAt = yield* Clock.currentTimeMillis;
    const result = yield* Effect.tryPromise({
      try: loadClient,
      catch: (cause) => new NetworkError({ uri, cause }),
    }).pipe(
      Effect.flatMap((client) => execute(client, document, variables, context)),
      Effect.timeoutOrElse({
        duration: Duration.millis(timeoutMs),
        orElse: () => Effect.fail(new RequestTimeoutError({ uri, timeoutMs })),
      }),
    );
    if (result.error) {
      const durationMs = (yield* Clock.currentTimeMillis) - startedAt;
      return yield* fromCombinedError(result.error, uri, durationMs);
    }
    if (result.data == null) {
      return yield* new ResponseDecodeError({ uri, message: "The answer has no data" });
    }
    return result.data as unknown;
  });

  return {
    query: <Data, Variables extends AnyVariables>(
      service: GraphqlService,
      document: DocumentInput<Data, Variables>,
      variables: Variables,
      options: GraphqlQueryOptions = {},
    ) =>
      query(service, document as DocumentInput, variables, options) as Effect.Effect<Data, GraphqlQueryError>,
  };
};

/** The gateway client: persisted queries over urql, GET unless the rule says POST (chooseGraphqlMethod). */
export class GraphqlClient extends Context.Service<GraphqlClient, GraphqlClientShape>()(
  "transport/GraphqlClient",
) {
  static readonly layer = (config: GraphqlClientConfig = {}): Layer.Layer<GraphqlClient> =>
    Layer.sync(GraphqlClient, () => makeLive(config));

  /** In-memory answers keyed by service and operation name, for machine tests without HTTP. */
  static readonly layerTest = (handlers: ReadonlyArray<GraphqlTestHandler>): Layer.Layer<GraphqlClient> =>
    // Loaded when the layer is built, so that the fake (and urql's parser it uses) stays out of the app.
    Layer.effect(
      GraphqlClient,
      Effect.promise(() => import("./graphqlTestHandlers")).pipe(
        Effect.map(({ makeTest }) => makeTest(handlers)),
      ),
    );
}
