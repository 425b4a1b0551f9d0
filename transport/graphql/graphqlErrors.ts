import type { CombinedError } from "@urql/core";
import {
  ApiError,
  type GraphqlQueryError,
  HttpStatusError,
  NetworkError,
  ResponseDecodeError,
} from "../../domain/rpc/clientErrors";
import type { ApiErrorItem } from "../../domain/rpc/errors";

/** Code and type given to a GraphQL error whose `extensions` carry none (e.g. a validation error). */
export const GRAPHQL_UNCODED_ERROR = "graphql.error";
export const GRAPHQL_ERROR_TYPE = "GRAPHQL";

interface GraphqlErrorLike {
  readonly message: string;
  readonly extensions?: Readonly<Record<string, unknown>> | undefined;
}

const stringOr = (value: unknown, fallback: string): string => (typeof value === "string" ? value : fallback);

export const toApiErrorItem = (error: GraphqlErrorLike): ApiErrorItem => ({
  code: stringOr(error.extensions?.code, GRAPHQL_UNCODED_ERROR),
  type: stringOr(error.extensions?.type, GRAPHQL_ERROR_TYPE),
  message: error.message,
});

/**
 * Sorts urql's combined error into the catalogue's kinds. GraphQL errors win: the gateway also sends
 * them with 4xx statuses, and their codes are what callers act on.
 */
export const fromCombinedError = (
  error: CombinedError,
  uri: string,
  durationMs: number,
): GraphqlQueryError => {
  const [first, ...rest] = error.graphQLErrors;
  if (first) return new ApiError({ uri, errors: [toApiErrorItem(first), ...rest.map(toApiErrorItem)] });
  const response = error.response as Response | undefined;
  if (response && !response.ok) return new HttpStatusError({ uri, status: response.status, durationMs });
  // A 2xx answer that urql could not read (e.g. an HTML page from a proxy).
  if (response) return new ResponseDecodeError({ uri, message: "The gateway answer is not GraphQL JSON" });
  return new NetworkError({ uri, cause: error.networkError ?? error });
};
