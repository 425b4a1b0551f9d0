import { Schema } from "effect";
import type { ClientRequest } from "./messages";
import type { RequestFailure } from "./pendingRequests";

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

/** The caller's error for a request the connection settled with `failure`. */
export const realtimeRequestError = (
  request: ClientRequest,
  failure: RequestFailure,
): RealtimeRequestError => {
  const base = { requestType: request.type, id: request.id, message: failure.message };
  switch (failure._tag) {
    case "Timeout":
      return new RealtimeRequestTimeout(base);
    case "ServerError":
      return new RealtimeRequestRejected({ ...base, code: failure.code });
    case "Closed":
      return new RealtimeClosed(base);
  }
};
