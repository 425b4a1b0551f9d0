import { Context, type Effect } from "effect";
import type { RealtimeRequestError } from "../../domain/realtime/clientErrors";
import type { ClientRequest } from "../../domain/realtime/messages";
import type { RequestFailure } from "../../domain/realtime/pendingRequests";
import type { RealtimeStatus } from "../../domain/realtime/realtimeStatus";
import type { AnswerMessage } from "../../domain/realtime/serverMessage";

export type SubscribedAnswer = Extract<AnswerMessage, { type: "subscribed" }>;
export type UnsubscribedAnswer = Extract<AnswerMessage, { type: "unsubscribed" }>;

/**
 * The one realtime connection of the app as the rest of it sees it. NOTE: the connection itself is a
 * statechart (machines/realtimeConnection); the composition root runs it over this module's socket actor
 * and provides this service (ui/app/realtime/realtimeClientLayer.ts), so transport stays below machines.
 */
export interface RealtimeClientShape {
  /** Wants `topic` from now on (restored after every reconnect); succeeds on the server's `subscribed`. */
  readonly subscribe: (topic: string) => Effect.Effect<SubscribedAnswer, RealtimeRequestError>;
  readonly unsubscribe: (topic: string) => Effect.Effect<UnsubscribedAnswer, RealtimeRequestError>;
  /** Calls `listener` with the data of each `event` pushed on `topic`; returns the function that stops it. */
  readonly messages: (topic: string, listener: (data: unknown) => void) => () => void;
  /** Login when a token is given, logout when `null`; re-sent on every reconnection while set. */
  readonly setToken: (token: string | null) => Effect.Effect<void>;
  /** Calls `listener` with the current status and each change; returns the function that stops it. */
  readonly status: (listener: (status: RealtimeStatus) => void) => () => void;
  /** Calls `listener` with every request that failed (its own and the connection's login); returns the stop. */
  readonly rejections: (listener: (request: ClientRequest, failure: RequestFailure) => void) => () => void;
  /** Closes the socket for good and rejects the requests still waiting. */
  readonly close: () => Effect.Effect<void>;
}

export class RealtimeClient extends Context.Service<RealtimeClient, RealtimeClientShape>()(
  "transport/realtime/RealtimeClient",
) {}
