import { assign, enqueueActions, fromCallback, setup } from "xstate";
import {
  type ClientRequest,
  DisconnectReason,
  HEARTBEAT_TIMEOUT_MS,
  REQUEST_TIMEOUT_MS,
} from "../../domain/realtime/messages";
import {
  addPending,
  isPending,
  matchAnswer,
  type PendingRequests,
  type RequestFailure,
  removePending,
  requestTimerId,
  timeoutFailure,
} from "../../domain/realtime/pendingRequests";
import { buildRealtimeUrl, type RealtimeEndpoint } from "../../domain/realtime/realtimeUrl";
import {
  type AnswerMessage,
  type ErrorMessage,
  parseServerMessage,
} from "../../domain/realtime/serverMessage";
import {
  type SocketCommand,
  type SocketEvent,
  type SocketInput,
  socketClosedReason,
} from "../../domain/realtime/socketProtocol";
import { internalRequestId, planConnect } from "./connectPlan";

/**
 * The websocket connection (sports-data spec sections 7 and 8): connect, watch the server heartbeat,
 * reconnect after a random pause forever, match answers to requests by correlation id and restore the
 * session (login, subscriptions) on every new socket. IO lives in the `socket` actor; time in named delays.
 */

export interface RealtimeConnectionInput {
  readonly endpoint: RealtimeEndpoint;
  /** From local storage (clientId.ts); the same on every attempt. */
  readonly clientId: string;
  readonly token?: string | null;
}

export interface RealtimeConnectionContext {
  readonly endpoint: RealtimeEndpoint;
  readonly clientId: string;
  /** Connection attempts so far, the current one included; from the second on the URL says reconnect. */
  readonly attempts: number;
  readonly token: string | null;
  /** Set by `loggedin` on the current socket. */
  readonly userId: string | null;
  /** Topics the app wants, whether or not the server has confirmed them yet. */
  readonly subscriptions: ReadonlyArray<string>;
  readonly pending: PendingRequests;
  /** Counter for the ids of requests the machine makes itself (login, logout, restored subscribes). */
  readonly nextRequestSeq: number;
  readonly lastDisconnectReason: string | null;
}

export type RealtimeConnectionEvent =
  | { readonly type: "connection.start" }
  | { readonly type: "connection.stop" }
  /** `id` is the caller's correlation id; it must be unique and not start with INTERNAL_ID_PREFIX. */
  | { readonly type: "topic.subscribe"; readonly id: string; readonly topic: string }
  | { readonly type: "topic.unsubscribe"; readonly id: string; readonly topic: string }
  | { readonly type: "auth.token"; readonly token: string | null }
  | SocketEvent
  // Raised by the machine itself once a frame is parsed, and by its own delayed timers.
  | { readonly type: "server.heartbeat"; readonly time: number }
  | { readonly type: "server.answer"; readonly message: AnswerMessage }
  | { readonly type: "server.error"; readonly message: ErrorMessage }
  | { readonly type: "server.event"; readonly topic: string; readonly data: unknown }
  | { readonly type: "request.timeout"; readonly id: string };

/** What the machine tells its owner through `actor.on(...)`. */
export type RealtimeConnectionEmitted =
  | { readonly type: "request.resolved"; readonly request: ClientRequest; readonly answer: AnswerMessage }
  | { readonly type: "request.rejected"; readonly request: ClientRequest; readonly failure: RequestFailure }
  | { readonly type: "topic.event"; readonly topic: string; readonly data: unknown }
  | { readonly type: "connection.lost"; readonly reason: string }
  /** NOTE: the machine does no console IO; its owner routes these to a logger. */
  | {
      readonly type: "log";
      readonly level: "info" | "warn" | "error";
      readonly message: string;
      readonly detail?: unknown;
    };

/** The default socket fails loudly: the live one is provided by transport/realtime, tests bring a fake. */
const unprovidedSocket = fromCallback<SocketCommand, SocketInput>(() => {
  throw new Error("realtimeConnectionMachine: provide the `socket` actor");
});

const unprovidedReconnectDelay = (): number => {
  throw new Error("realtimeConnectionMachine: provide the `reconnectDelay` delay");
};

const topicRequestOf = (event: RealtimeConnectionEvent): ClientRequest | undefined =>
  event.type === "topic.subscribe"
    ? { type: "subscribe", id: event.id, topic: event.topic }
    : event.type === "topic.unsubscribe"
      ? { type: "unsubscribe", id: event.id, topic: event.topic }
      : undefined;

const withTopic = (topics: ReadonlyArray<string>, topic: string, wanted: boolean): ReadonlyArray<string> =>
  wanted ? (topics.includes(topic) ? topics : [...topics, topic]) : topics.filter((t) => t !== topic);

const isAuthRequest = (request: ClientRequest): boolean =>
  request.type === "login" || request.type === "logout";

const toWaitingToReconnect = "#realtimeConnection.waitingToReconnect";

export const realtimeConnectionMachine = setup({
  types: {
    context: {} as RealtimeConnectionContext,
    events: {} as RealtimeConnectionEvent,
    input: {} as RealtimeConnectionInput,
    emitted: {} as RealtimeConnectionEmitted,
    children: {} as { socket: "socket" },
  },
  actors: { socket: unprovidedSocket },
  delays: {
    // NOTE: a socket that neither opens nor fails within a heartbeat period counts as a missed first beat.
    connectTimeout: HEARTBEAT_TIMEOUT_MS,
    heartbeatTimeout: HEARTBEAT_TIMEOUT_MS,
    requestTimeout: REQUEST_TIMEOUT_MS,
    // NOTE: randomness is the owner's to give (reconnectDelayMs over its random source): unprovided, the
    // machine fails when it first has to wait rather than read a global.
    reconnectDelay: unprovidedReconnectDelay,
  },
  guards: {
    tokenChanged: ({ context, event }) => event.type === "auth.token" && event.token !== context.token,
    /** A timeout that lost the race with its answer is ignored. */
    isPendingRequest: ({ context, event }) =>
      event.type === "request.timeout" && isPending(context.pending, event.id),
  },
  actions: {
    countAttempt: assign({ attempts: ({ context }) => context.attempts + 1 }),

    /** A subscribe or unsubscribe from the app: remember the intent and start its 30 s. */
    queueTopicRequest: enqueueActions(({ context, event, enqueue }) => {
      const request = topicRequestOf(event);
      if (request === undefined || request.type === "login" || request.type === "logout") return;
      enqueue.assign({
        subscriptions: withTopic(context.subscriptions, request.topic, request.type === "subscribe"),
        pending: addPending(context.pending, request),
      });
      enqueue.raise(
        { type: "request.timeout", id: request.id },
        { delay: "requestTimeout", id: requestTimerId(request.id) },
      );
    }),
    sendTopicRequest: enqueueActions(({ event, enqueue }) => {
      const request = topicRequestOf(event);
      if (request !== undefined) enqueue.sendTo("socket", { type: "socket.send", message: request });
    }),

    /** NOTE: a new token supersedes login and logout still in flight; their late answers are only logged. */
    changeToken: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== "auth.token") return;
      for (const request of context.pending.filter(isAuthRequest)) enqueue.cancel(requestTimerId(request.id));
      enqueue.assign({
        token: event.token,
        userId: null,
        pending: context.pending.filter((request) => !isAuthRequest(request)),
      });
    }),
    /** Login when a token appears or changes, logout when it goes (only while connected). */
    sendAuth: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== "auth.token") return;
      const id = internalRequestId(context.nextRequestSeq);
      const request: ClientRequest =
        event.token === null ? { type: "logout", id } : { type: "login", id, token: event.token };
      enqueue.assign({
        nextRequestSeq: context.nextRequestSeq + 1,
        pending: addPending(
          context.pending.filter((r) => !isAuthRequest(r)),
          request,
        ),
      });
      enqueue.raise({ type: "request.timeout", id }, { delay: "requestTimeout", id: requestTimerId(id) });
      enqueue.sendTo("socket", { type: "socket.send", message: request });
    }),

    /** On every fresh socket: login, waiting requests, then the wanted topics (connectPlan.ts). */
    restoreSession: enqueueActions(({ context, enqueue }) => {
      const plan = planConnect(context);
      for (const request of plan.dropped) enqueue.cancel(requestTimerId(request.id));
      enqueue.assign({ pending: plan.pending, nextRequestSeq: plan.nextRequestSeq });
      for (const request of plan.created) {
        enqueue.raise(
          { type: "request.timeout", id: request.id },
          { delay: "requestTimeout", id: requestTimerId(request.id) },
        );
      }
      for (const request of plan.send) enqueue.sendTo("socket", { type: "socket.send", message: request });
    }),

    /** NOTE: a frame that does not parse is logged and dropped; it never tears the connection down. */
    routeSocketMessage: enqueueActions(({ event, enqueue }) => {
      if (event.type !== "socket.message") return;
      const parsed = parseServerMessage(event.data);
      if (parsed._tag === "Malformed") {
        enqueue.emit({
          type: "log",
          level: "warn",
          message: "Realtime message parse failure",
          detail: parsed,
        });
        return;
      }
      if (parsed._tag === "Unsupported") {
        enqueue.emit({
          type: "log",
          level: "warn",
          message: "Unsupported realtime message type",
          detail: parsed,
        });
        return;
      }
      const message = parsed.message;
      switch (message.type) {
        case "heartbeat":
          return enqueue.raise({ type: "server.heartbeat", time: message.time });
        case "event":
          return enqueue.raise({ type: "server.event", topic: message.topic, data: message.data });
        case "error":
          return enqueue.raise({ type: "server.error", message });
        default:
          return enqueue.raise({ type: "server.answer", message });
      }
    }),

    settleAnswer: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== "server.answer" && event.type !== "server.error") return;
      const outcome = matchAnswer(context.pending, event.message);
      switch (outcome._tag) {
        case "Unknown":
          enqueue.emit({
            type: "log",
            level: event.type === "server.error" ? "error" : "warn",
            message:
              outcome.id === undefined
                ? "Realtime server error without correlation id"
                : `No resolver for realtime correlation id ${outcome.id}`,
            detail: event.message,
          });
          return;
        case "Mismatch":
          // NOTE: left waiting: a wrong answer type is a server bug, and the timeout still settles it.
          enqueue.emit({
            type: "log",
            level: "error",
            message: `Unexpected ${outcome.answerType} answer to ${outcome.request.type} ${outcome.request.id}`,
          });
          return;
        case "Resolved": {
          const answer = outcome.answer;
          enqueue.cancel(requestTimerId(outcome.request.id));
          enqueue.assign({
            pending: removePending(context.pending, outcome.request.id),
            userId:
              answer.type === "loggedin"
                ? answer.userId
                : answer.type === "loggedout"
                  ? null
                  : context.userId,
          });
          enqueue.emit({ type: "request.resolved", request: outcome.request, answer });
          return;
        }
        case "Rejected":
          enqueue.cancel(requestTimerId(outcome.request.id));
          enqueue.assign({ pending: removePending(context.pending, outcome.request.id) });
          enqueue.emit({ type: "request.rejected", request: outcome.request, failure: outcome.failure });
          enqueue.emit({
            type: "log",
            level: "warn",
            message: `Realtime ${outcome.request.type} rejected by the server`,
            detail: outcome.failure,
          });
          return;
      }
    }),

    emitTopicEvent: enqueueActions(({ event, enqueue }) => {
      if (event.type === "server.event")
        enqueue.emit({ type: "topic.event", topic: event.topic, data: event.data });
    }),

    expireRequest: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== "request.timeout") return;
      const request = context.pending.find((r) => r.id === event.id);
      if (request === undefined) return;
      const failure = timeoutFailure(request.type);
      enqueue.assign({ pending: removePending(context.pending, request.id) });
      enqueue.emit({ type: "request.rejected", request, failure });
      enqueue.emit({ type: "log", level: "warn", message: failure.message, detail: request });
    }),

    recordDisconnect: enqueueActions(({ enqueue }, params: { readonly reason: string }) => {
      enqueue.assign({ lastDisconnectReason: params.reason, userId: null });
      enqueue.emit({ type: "connection.lost", reason: params.reason });
      enqueue.emit({ type: "log", level: "info", message: `Realtime disconnected: ${params.reason}` });
    }),

    /** Stopping on purpose settles every waiting request at once instead of leaving it to its timeout. */
    rejectAllPending: enqueueActions(({ context, enqueue }) => {
      for (const request of context.pending) {
        enqueue.cancel(requestTimerId(request.id));
        enqueue.emit({
          type: "request.rejected",
          request,
          failure: { _tag: "Closed", message: DisconnectReason.clientDisconnect },
        });
      }
      enqueue.assign({ pending: [] });
    }),
  },
}).createMachine({
  id: "realtimeConnection",
  context: ({ input }) => ({
    endpoint: input.endpoint,
    clientId: input.clientId,
    attempts: 0,
    token: input.token ?? null,
    userId: null,
    subscriptions: [],
    pending: [],
    nextRequestSeq: 1,
    lastDisconnectReason: null,
  }),
  initial: "disconnected",
  on: {
    "topic.subscribe": { actions: "queueTopicRequest" },
    "topic.unsubscribe": { actions: "queueTopicRequest" },
    "auth.token": { guard: "tokenChanged", actions: "changeToken" },
    "request.timeout": { guard: "isPendingRequest", actions: "expireRequest" },
  },
  states: {
    disconnected: {
      on: { "connection.start": { target: "connection" } },
    },
    connection: {
      entry: "countAttempt",
      invoke: {
        id: "socket",
        src: "socket",
        input: ({ context }) => ({
          url: buildRealtimeUrl(context.endpoint, context.clientId, { reconnect: context.attempts > 1 }),
        }),
        onError: {
          target: toWaitingToReconnect,
          actions: {
            type: "recordDisconnect",
            params: ({ event }) => ({
              reason: `Socket failed: ${event.error instanceof Error ? event.error.message : String(event.error)}`,
            }),
          },
        },
      },
      initial: "connecting",
      on: {
        "socket.message": { actions: "routeSocketMessage" },
        "server.answer": { actions: "settleAnswer" },
        "server.error": { actions: "settleAnswer" },
        "server.event": { actions: "emitTopicEvent" },
        "socket.closed": {
          target: "waitingToReconnect",
          actions: {
            type: "recordDisconnect",
            params: ({ event }) => ({ reason: socketClosedReason(event.code, event.reason) }),
          },
        },
        "connection.stop": {
          target: "disconnected",
          actions: [
            "rejectAllPending",
            { type: "recordDisconnect", params: { reason: DisconnectReason.clientDisconnect } },
          ],
        },
      },
      states: {
        connecting: {
          on: { "socket.opened": { target: "connected" } },
          after: {
            connectTimeout: {
              target: toWaitingToReconnect,
              actions: {
                type: "recordDisconnect",
                params: { reason: DisconnectReason.initialHeartbeatTimeout },
              },
            },
          },
        },
        connected: {
          tags: ["online"],
          entry: "restoreSession",
          on: {
            "topic.subscribe": { actions: ["queueTopicRequest", "sendTopicRequest"] },
            "topic.unsubscribe": { actions: ["queueTopicRequest", "sendTopicRequest"] },
            "auth.token": { guard: "tokenChanged", actions: ["changeToken", "sendAuth"] },
          },
          initial: "awaitingFirstHeartbeat",
          states: {
            awaitingFirstHeartbeat: {
              on: { "server.heartbeat": { target: "alive" } },
              after: {
                heartbeatTimeout: {
                  target: toWaitingToReconnect,
                  actions: {
                    type: "recordDisconnect",
                    params: { reason: DisconnectReason.initialHeartbeatTimeout },
                  },
                },
              },
            },
            alive: {
              // Re-entering restarts the `after` timer: each heartbeat buys another 33 s.
              on: { "server.heartbeat": { target: "alive", reenter: true } },
              after: {
                heartbeatTimeout: {
                  target: toWaitingToReconnect,
                  actions: {
                    type: "recordDisconnect",
                    params: { reason: DisconnectReason.heartbeatTimeout },
                  },
                },
              },
            },
          },
        },
      },
    },
    waitingToReconnect: {
      after: { reconnectDelay: { target: "connection" } },
      on: {
        // NOTE: an explicit start skips the pause (the page came back online, say).
        "connection.start": { target: "connection" },
        "connection.stop": {
          target: "disconnected",
          actions: [
            "rejectAllPending",
            { type: "recordDisconnect", params: { reason: DisconnectReason.clientDisconnect } },
          ],
        },
      },
    },
  },
});
