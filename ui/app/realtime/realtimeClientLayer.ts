import { Effect, Layer, type Scope } from "effect";
import { type ActorOptions, type ActorRefFrom, createActor } from "xstate";
import { type RealtimeRequestError, realtimeRequestError } from "../../../domain/realtime/clientErrors.ts";
import type { RealtimeStatus } from "../../../domain/realtime/realtimeStatus.ts";
import type { RealtimeEndpoint } from "../../../domain/realtime/realtimeUrl.ts";
import type { AnswerMessage } from "../../../domain/realtime/serverMessage.ts";
import {
  type RealtimeConnectionEmitted,
  realtimeConnectionMachine,
} from "../../../machines/realtimeConnection/realtimeConnectionMachine.ts";
import { type RandomSource, reconnectDelayMs } from "../../../machines/realtimeConnection/reconnectDelay.ts";
import { realtimeStatusOf } from "../../../machines/realtimeConnection/status.ts";
import { makeSocketActor, type WebSocketConstructor } from "../../../transport/realtime/browserSocket.ts";
import {
  RealtimeClient,
  type RealtimeClientShape,
  type SubscribedAnswer,
  type UnsubscribedAnswer,
} from "../../../transport/realtime/RealtimeClient.ts";
import { getOrCreateClientId, type KeyValueStorage } from "./clientId.ts";

export type RealtimeConnectionActor = ActorRefFrom<typeof realtimeConnectionMachine>;
export type RealtimeLogEntry = Extract<RealtimeConnectionEmitted, { type: "log" }>;

export interface RealtimeClientOptions {
  readonly endpoint: RealtimeEndpoint;
  /** The browser's `WebSocket`, or `WebSocket` from the `ws` package in Node. */
  readonly WebSocket: WebSocketConstructor;
  /** Where the client id lives (`localStorage` in the browser). */
  readonly storage?: KeyValueStorage;
  /** Client id (when storage has none) and the correlation ids of subscribe and unsubscribe. */
  readonly createId?: () => string;
  /** Picks the reconnect pause; defaults to `Math.random`. */
  readonly random?: RandomSource;
  /** The clock of the machine's timers (xstate's `SimulatedClock` in tests); defaults to real timers. */
  readonly clock?: ActorOptions<typeof realtimeConnectionMachine>["clock"];
  readonly logger?: (entry: RealtimeLogEntry) => void;
  readonly token?: string | null;
}

/** The service plus the running machine, which tests and the inspector may read. */
export interface RunningRealtimeClient extends RealtimeClientShape {
  readonly actor: RealtimeConnectionActor;
}

const defaultLogger = (entry: RealtimeLogEntry): void => {
  console[entry.level](entry.message, ...(entry.detail === undefined ? [] : [entry.detail]));
};

/** Sends one topic request and waits for the machine to settle it under the same correlation id. */
const request = <A extends AnswerMessage>(
  actor: RealtimeConnectionActor,
  event: {
    readonly type: "topic.subscribe" | "topic.unsubscribe";
    readonly id: string;
    readonly topic: string;
  },
): Effect.Effect<A, RealtimeRequestError> =>
  Effect.callback<A, RealtimeRequestError>((resume) => {
    // Listen before sending: the machine may settle the request within `send` itself.
    const resolved = actor.on("request.resolved", (emitted) => {
      if (emitted.request.id !== event.id) return;
      stop();
      resume(Effect.succeed(emitted.answer as A));
    });
    const rejected = actor.on("request.rejected", (emitted) => {
      if (emitted.request.id !== event.id) return;
      stop();
      resume(Effect.fail(realtimeRequestError(emitted.request, emitted.failure)));
    });
    const stop = (): void => {
      resolved.unsubscribe();
      rejected.unsubscribe();
    };
    actor.send(event);
    // NOTE: interrupting the caller stops the wait, not the request: the subscription intent stays.
    return Effect.sync(stop);
  });

const start = (options: RealtimeClientOptions): RunningRealtimeClient => {
  const createId = options.createId ?? (() => crypto.randomUUID());
  const random = options.random ?? Math.random;
  const logger = options.logger ?? defaultLogger;
  const machine = realtimeConnectionMachine.provide({
    actors: { socket: makeSocketActor(options.WebSocket) },
    delays: { reconnectDelay: () => reconnectDelayMs(random) },
  });
  const actor = createActor(machine, {
    input: {
      endpoint: options.endpoint,
      clientId: getOrCreateClientId(options.storage, createId),
      token: options.token ?? null,
    },
    ...(options.clock === undefined ? {} : { clock: options.clock }),
  });
  actor.on("log", logger);
  actor.start();
  actor.send({ type: "connection.start" });

  // NOTE: caller ids get a `c-` prefix so they can never meet the machine's own `rt-` ids.
  const nextId = (): string => `c-${createId()}`;

  return {
    actor,
    subscribe: Effect.fn("RealtimeClient.subscribe")(function* (topic: string) {
      return yield* request<SubscribedAnswer>(actor, { type: "topic.subscribe", id: nextId(), topic });
    }),
    unsubscribe: Effect.fn("RealtimeClient.unsubscribe")(function* (topic: string) {
      return yield* request<UnsubscribedAnswer>(actor, { type: "topic.unsubscribe", id: nextId(), topic });
    }),
    messages: (topic, listener) => {
      const subscription = actor.on("topic.event", (emitted) => {
        if (emitted.topic === topic) listener(emitted.data);
      });
      return () => subscription.unsubscribe();
    },
    setToken: Effect.fn("RealtimeClient.setToken")((token: string | null) =>
      Effect.sync(() => actor.send({ type: "auth.token", token })),
    ),
    status: (listener) => {
      let last: RealtimeStatus | undefined;
      const emit = (status: RealtimeStatus): void => {
        if (status === last) return;
        last = status;
        listener(status);
      };
      emit(realtimeStatusOf(actor.getSnapshot()));
      const subscription = actor.subscribe((snapshot) => emit(realtimeStatusOf(snapshot)));
      return () => subscription.unsubscribe();
    },
    rejections: (listener) => {
      const subscription = actor.on("request.rejected", ({ request, failure }) => listener(request, failure));
      return () => subscription.unsubscribe();
    },
    close: Effect.fn("RealtimeClient.close")(() =>
      Effect.sync(() => {
        if (actor.getSnapshot().status !== "active") return;
        actor.send({ type: "connection.stop" });
        actor.stop();
      }),
    ),
  };
};

/**
 * The realtime client: the connection machine over the socket actor, built in a scope; closing the
 * scope closes the connection.
 */
export const makeRealtimeClient = (
  options: RealtimeClientOptions,
): Effect.Effect<RunningRealtimeClient, never, Scope.Scope> =>
  Effect.acquireRelease(
    Effect.sync(() => start(options)),
    (client) => client.close(),
  );

export const realtimeClientLayer = (options: RealtimeClientOptions): Layer.Layer<RealtimeClient> =>
  Layer.effect(RealtimeClient, makeRealtimeClient(options));

/** The browser wiring: page location, global WebSocket, localStorage. */
const browserOptions = (): RealtimeClientOptions => ({
  endpoint: { page: window.location },
  WebSocket: window.WebSocket,
  storage: browserStorage(),
});

/** NOTE: reading `localStorage` itself throws when storage is disabled; the id then lives in memory. */
const browserStorage = (): KeyValueStorage | undefined => {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
};

/** Reads `window` when built, so importing this module stays safe in Node. */
export const realtimeClientBrowserLayer: Layer.Layer<RealtimeClient> = Layer.effect(
  RealtimeClient,
  Effect.suspend(() => makeRealtimeClient(browserOptions())),
);
