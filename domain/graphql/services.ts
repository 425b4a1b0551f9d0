/**
 * The GraphQL gateway: one endpoint per back-end service at `/graphql/{service}` (sports-data section 7).
 * GET carries `operationName`, `variables` and `extensions` (the persisted-query sha256 hash) as query
 * parameters; POST is used when the preference is POST, `bypassCache` is set, the URL would reach
 * 7168 characters with headers, or the query has no hash.
 */
export const GRAPHQL_SERVICES = [
  "sportsbook",
  "statistics",
  "streaming",
  "aggregator",
  "cms",
  "users",
  "tips",
  "notifications",
] as const;
export type GraphqlService = (typeof GRAPHQL_SERVICES)[number];

export const graphqlPath = (service: GraphqlService): string => `/graphql/${service}`;

export const GET_URL_LIMIT = 7168;
export const BYPASS_CACHE_PARAM = "bypassCache";
/** The header carrying the access token on gateway calls. */
export const ACCESS_TOKEN_HEADER = "authorization";

export const GraphqlErrorCode = {
  persistedQueryNotFound: "PERSISTED_QUERY_NOT_FOUND",
  hashMismatch: "PERSISTED_QUERY_HASH_MISMATCH",
} as const;
