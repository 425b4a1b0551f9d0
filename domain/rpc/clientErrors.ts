import { Schema } from "effect";
import { ApiErrorList, INVALID_ERROR_RESPONSE } from "./errors";

/**
 * The error kinds a client sees when it calls the back end (sports-data section 8), shared by the RPC
 * and GraphQL clients so machines can match on one set of tags whatever the transport.
 */

/** The server answered with a non-2xx status and no error list. */
export class HttpStatusError extends Schema.TaggedError<HttpStatusError>()("HttpStatusError", {
  uri: Schema.String,
  status: Schema.Number,
  durationMs: Schema.Number,
}) {}

/** The request never got an answer (DNS, connection reset, CORS, offline). */
export class NetworkError extends Schema.TaggedError<NetworkError>()("NetworkError", {
  uri: Schema.String,
  cause: Schema.Defect(),
}) {}

/** No answer within the timeout; the request was aborted. */
export class RequestTimeoutError extends Schema.TaggedError<RequestTimeoutError>()("RequestTimeoutError", {
  uri: Schema.String,
  timeoutMs: Schema.Number,
}) {}

/** The server refused the call with a list of catalogue errors; the first code is the main one. */
export class ApiError extends Schema.TaggedError<ApiError>()("ApiError", {
  uri: Schema.String,
  errors: ApiErrorList,
}) {
  get code(): string {
    return this.errors[0].code;
  }
}

/** The answer was flagged as an error but its body is not a list of items with code and type. */
export class InvalidErrorResponse extends Schema.TaggedError<InvalidErrorResponse>()("InvalidErrorResponse", {
  uri: Schema.String,
  status: Schema.Number,
}) {
  // NOTE: the wording is part of the contract (domain/rpc/errors.ts), so it is fixed here, not passed in.
  override get message(): string {
    return INVALID_ERROR_RESPONSE;
  }
}

/** The body is neither JSON nor CSV. */
export class UnsupportedResponseError extends Schema.TaggedError<UnsupportedResponseError>()(
  "UnsupportedResponseError",
  { uri: Schema.String, contentType: Schema.String },
) {}

/** The body arrived but does not match the expected shape (bad JSON or the success schema refused it). */
export class ResponseDecodeError extends Schema.TaggedError<ResponseDecodeError>()("ResponseDecodeError", {
  uri: Schema.String,
  message: Schema.String,
}) {}

/** The payload could not be encoded with the command's schema, so nothing was sent. */
export class PayloadEncodeError extends Schema.TaggedError<PayloadEncodeError>()("PayloadEncodeError", {
  command: Schema.String,
  message: Schema.String,
}) {}

export type RpcCallError =
  | HttpStatusError
  | NetworkError
  | RequestTimeoutError
  | ApiError
  | InvalidErrorResponse
  | UnsupportedResponseError
  | ResponseDecodeError
  | PayloadEncodeError;

export type GraphqlQueryError =
  | HttpStatusError
  | NetworkError
  | RequestTimeoutError
  | ApiError
  | ResponseDecodeError;
