import { Schema } from "effect";

/**
 * How a realtime request (subscribe, unsubscribe) fails for its caller (sports-data section 8). The
 * machine reports a `RequestFailure`; the client turns it into one of these tags.
 */

/** No answer within REQUEST_TIMEOUT_MS; `message` is `requestTimeoutMessage(type)`. */
export class RealtimeRequestTimeout extends Schema.TaggedError<RealtimeRequestTimeout>()(
  "RealtimeRequestTimeout",
  {
    requestType: Schema.String,
    id: Schema.String,
    message: Schema.String,
  },
) {}

/** The server answered the request with an `error` message. */
export class RealtimeRequestRejected extends Schema.TaggedError<RealtimeRequestRejected>()(
  "RealtimeRequestRejected",
  {
    requestType: Schema.String,
    id: Schema.String,
    code: Schema.String,
    message: Schema.String,
  },
) {}

/** The client was closed while the request waited. */
export class RealtimeClosed extends Schema.TaggedError<RealtimeClosed>()("RealtimeClosed", {
  requestType: Schema.String,
  id: Schema.String,
  message: Schema.String,
}) {}

export type RealtimeRequestError = RealtimeRequestTimeout | RealtimeRequestRejected | RealtimeClosed;
