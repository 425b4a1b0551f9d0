import { Schema } from "effect";

/**
 * The websocket protocol (sports-data spec section 7). Requests carry a correlation id (`id`) and the
 * answer repeats it. The server pushes `event` messages on subscribed topics and a `heartbeat` every
 * 30 s; the client treats a silence of 30 s plus 10 % as a lost connection.
 */
export const REALTIME_PATH = "/ws";
export const HEARTBEAT_INTERVAL_MS = 30_000;
export const HEARTBEAT_TOLERANCE = 0.1;
/** 33 000 ms: beyond this without a heartbeat the client closes and reconnects. */
export const HEARTBEAT_TIMEOUT_MS = Math.round(HEARTBEAT_INTERVAL_MS * (1 + HEARTBEAT_TOLERANCE));
export const REQUEST_TIMEOUT_MS = 30_000;
export const RECONNECT_MIN_MS = 5_000;
export const RECONNECT_MAX_MS = 10_000;
/** Query parameter with the client id kept in local storage. */
export const CLIENT_ID_PARAM = "clientId";
export const RECONNECT_PARAM = "reconnect";
export const CLIENT_ID_STORAGE_KEY = "realtime.clientId";

export const CorrelationId = Schema.String.check(Schema.isNonEmpty());
export const Topic = Schema.String.check(Schema.isNonEmpty(), Schema.isMaxLength(200));

// Client → server.
export const SubscribeRequest = Schema.Struct({
  type: Schema.Literal("subscribe"),
  id: CorrelationId,
  topic: Topic,
});
export const UnsubscribeRequest = Schema.Struct({
  type: Schema.Literal("unsubscribe"),
  id: CorrelationId,
  topic: Topic,
});
export const LoginRequest = Schema.Struct({
  type: Schema.Literal("login"),
  id: CorrelationId,
  token: Schema.String,
});
export const LogoutRequest = Schema.Struct({ type: Schema.Literal("logout"), id: CorrelationId });
export const ClientHeartbeat = Schema.Struct({
  type: Schema.Literal("heartbeat"),
  id: Schema.optional(Schema.String),
});

export const ClientMessage = Schema.Union([
  SubscribeRequest,
  UnsubscribeRequest,
  LoginRequest,
  LogoutRequest,
  ClientHeartbeat,
]);
export type ClientMessage = typeof ClientMessage.Type;
export type ClientRequest = Exclude<ClientMessage, { readonly type: "heartbeat" }>;
export type ClientRequestType = ClientRequest["type"];

// Server → client.
export const SubscribedMessage = Schema.Struct({
  type: Schema.Literal("subscribed"),
  id: Schema.String,
  topic: Topic,
});
export const UnsubscribedMessage = Schema.Struct({
  type: Schema.Literal("unsubscribed"),
  id: Schema.String,
  topic: Topic,
});
export const LoggedInMessage = Schema.Struct({
  type: Schema.Literal("loggedin"),
  id: Schema.String,
  userId: Schema.String,
});
export const LoggedOutMessage = Schema.Struct({ type: Schema.Literal("loggedout"), id: Schema.String });
export const EventMessage = Schema.Struct({
  type: Schema.Literal("event"),
  topic: Topic,
  data: Schema.Unknown,
});
export const HeartbeatMessage = Schema.Struct({ type: Schema.Literal("heartbeat"), time: Schema.Number });
export const ErrorMessage = Schema.Struct({
  type: Schema.Literal("error"),
  /** The correlation id of the request that failed, when it had one. */
  id: Schema.optional(Schema.String),
  code: Schema.String,
  message: Schema.String,
});

export const ServerMessage = Schema.Union([
  SubscribedMessage,
  UnsubscribedMessage,
  LoggedInMessage,
  LoggedOutMessage,
  EventMessage,
  HeartbeatMessage,
  ErrorMessage,
]);
export type ServerMessage = typeof ServerMessage.Type;

/** The answer type each request expects. */
export const answerTypeOf = {
  subscribe: "subscribed",
  unsubscribe: "unsubscribed",
  login: "loggedin",
  logout: "loggedout",
} as const satisfies Record<ClientRequestType, ServerMessage["type"]>;

export const RealtimeErrorCode = {
  malformedJson: "realtime.malformed_json",
  missingCorrelationId: "realtime.missing_correlation_id",
  invalidMessage: "realtime.invalid_message",
  unsupportedType: "realtime.unsupported_message_type",
  unknownTopic: "realtime.unknown_topic",
  notSubscribed: "realtime.not_subscribed",
  /** A topic only some sockets may hear (a user's notifications: that user's signed-in sockets). */
  forbiddenTopic: "realtime.forbidden_topic",
  loginFailed: "session.not_found_by_access_token",
} as const;

/** Client-side disconnect reasons (spec section 8). */
export const DisconnectReason = {
  heartbeatTimeout: "Heartbeat timeout",
  initialHeartbeatTimeout: "Initial heartbeat timeout",
  clientDisconnect: "client disconnect",
} as const;

export const requestTimeoutMessage = (type: ClientRequestType): string =>
  `Operation ${type} rejected by waiting timeout`;
