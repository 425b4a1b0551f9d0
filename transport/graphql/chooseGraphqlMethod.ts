import { GET_URL_LIMIT } from "../../domain/graphql/services";

export type GraphqlMethod = "GET" | "POST";

/**
 * What `GraphqlClient.query` puts on each operation's context for methodExchange to read. Here, not beside
 * the exchange, so that the client reaches it without loading urql before its first query.
 */
export interface GatewayContext {
  readonly preference: GraphqlMethod;
  readonly bypassCache: boolean;
}

export const GATEWAY_CONTEXT_KEY = "gateway";

export interface GraphqlMethodInput {
  /** The caller's (or the client's) preference; GET unless told otherwise. */
  readonly preference: GraphqlMethod;
  readonly bypassCache: boolean;
  /** Whether the operation carries a persisted-query sha256 hash. */
  readonly hasHash: boolean;
  /** Length of the URL the GET form would use (operationName, variables, extensions as parameters). */
  readonly getUrlLength: number;
  /** Size of the request headers, see `headersLength`. */
  readonly headersLength: number;
}

/**
 * GET keeps gateway answers cacheable by CDNs, so it is the default; POST is used when the caller asks
 * for it, when the cache must be bypassed, when the query has no hash (a GET would have to carry the
 * whole query), or when headers plus the URL reach the gateway's limit (sports-data section 7).
 */
export const chooseGraphqlMethod = (input: GraphqlMethodInput): GraphqlMethod => {
  if (input.preference === "POST" || input.bypassCache || !input.hasHash) return "POST";
  return input.getUrlLength + input.headersLength >= GET_URL_LIMIT ? "POST" : "GET";
};

/** Headers counted as they go on the wire: one `name: value` line each. */
export const headersLength = (headers: Readonly<Record<string, string>>): number =>
  Object.entries(headers).reduce((total, [name, value]) => total + name.length + 2 + value.length, 0);
