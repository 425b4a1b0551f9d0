import { Schema } from "effect";

/**
 * The error catalogue shared by server and client. An error answer is a JSON list of items, the first
 * item's code being the main one (spec: sports-data section 8, accounts section 8).
 */
export const ErrorType = Schema.Literals([
  "BAD_REQUEST",
  "UNAUTHORIZED",
  "FORBIDDEN",
  "NOT_FOUND",
  "METHOD_NOT_ALLOWED",
  "CONFLICT",
  "PAYLOAD_TOO_LARGE",
  "UNSUPPORTED_MEDIA_TYPE",
  "TOO_MANY_REQUESTS",
  "INTERNAL",
  "UNAVAILABLE",
]);
export type ErrorType = typeof ErrorType.Type;

export const ApiErrorItem = Schema.Struct({
  code: Schema.String,
  type: Schema.String,
  message: Schema.optional(Schema.String),
});
export type ApiErrorItem = typeof ApiErrorItem.Type;

export const ApiErrorList = Schema.NonEmptyArray(ApiErrorItem);
export type ApiErrorList = typeof ApiErrorList.Type;

/** Codes of the transport layer. Feature codes (session.*, token.*, event.*) are defined beside their feature. */
export const RpcErrorCode = {
  unknownService: "rpc.unknown_service",
  unknownCommand: "rpc.unknown_command",
  methodNotAllowed: "rpc.method_not_allowed",
  malformedJson: "rpc.malformed_json",
  malformedPayloadParam: "rpc.malformed_payload_param",
  invalidPayload: "rpc.invalid_payload",
  payloadTooLarge: "rpc.payload_too_large",
  unsupportedMediaType: "rpc.unsupported_media_type",
  internal: "server.internal_error",
  /** The database is out of reach for a moment (a restart): nothing was written; try again. */
  unavailable: "server.unavailable",
} as const;
export type RpcErrorCode = (typeof RpcErrorCode)[keyof typeof RpcErrorCode];

/** HTTP status that goes with each error type. */
export const statusOfErrorType: Record<ErrorType, number> = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
};

export const apiError = (code: string, type: ErrorType, message: string): ApiErrorItem => ({
  code,
  type,
  message,
});

/** The client's message when an error body is not a list of items with code and type. */
export const INVALID_ERROR_RESPONSE = "Invalid error response received";
