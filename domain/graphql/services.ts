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
  /** Production: the hash or the text is not one of the web app's operations registered at build time. */
  operationNotRegistered: "graphql.operation_not_registered",
  /** Production: `__schema` and `__type` are refused. */
  introspectionDisabled: "graphql.introspection_disabled",
  // The armour's limits (issue 10), in every mode; numbers in server/graphql/armour.ts and docs/api.md.
  tooManyAliases: "graphql.too_many_aliases",
  tooDeep: "graphql.too_deep",
  tooCostly: "graphql.too_costly",
  tooManyTokens: "graphql.too_many_tokens",
  tooManyDirectives: "graphql.too_many_directives",
} as const;
