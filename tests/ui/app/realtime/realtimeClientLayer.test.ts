import { Effect, Fiber } from "effect";
import { describe, expect, it } from "vitest";
import { SimulatedClock } from "xstate";
import {
  RealtimeClosed,
  RealtimeRequestRejected,
  RealtimeRequestTimeout,
} from "../../../../domain/realtime/clientErrors";
import {
  CLIENT_ID_STORAGE_KEY,
  HEARTBEAT_TIMEOUT_MS,
  REQUEST_TIMEOUT_MS,
} from "../../../../domain/realtime/messages";
import type { RealtimeStatus } from "../../../../domain/realtime/realtimeStatus";
import { RealtimeClient } from "../../../../transport/realtime/RealtimeClient";
import {
  makeRealtimeClient,
  type RealtimeClientOptions,
  type RealtimeLogEntry,
  type RunningRealtimeClient,
  realtimeClientLayer,
} from "../../../../ui/app/realtime/realtimeClientLayer";
import { makeFakeWebSocketClass } from "./fakeWebSocket";

const setup = (overrides: Partial<RealtimeClientOptions> = {}) => {
  const sockets = makeFakeWebSocketClass();
  const clock = new SimulatedClock();
  const logs: Array<RealtimeLogEntry> = [];
  const storage = new Map<string, string>();
  let ids = 0;
  const options: RealtimeClientOptions = {
    endpoint: { page: { protocol: "https:", hostname: "funs.example", host: "funs.example" } },
    WebSocket: sockets.FakeWebSocket,
    storage: {
      getItem: (key) => storage.get(key) ?? null,
      setItem: (key, value) => void storage.set(key, value),
    },
    createId: () => `id${++ids}`,
    random: () => 0,
    clock,
    logger: (entry) => logs.push(entry),
    ...overrides,
  };
  /** Opens the current socket and sends the first heartbeat, as the server would. */
  const serverAccepts = () => {
    sockets.current.serverOpen();
    sockets.current.serverSend({ type: "heartbeat", time: 0 });
  };
  return { sockets, clock, logs, storage, options, serverAccepts };
};

/** Runs a test body with a client built in a scope that closes when the body ends. */
const withClient = <A, E>(
  options: RealtimeClientOptions,
  body: (client: RunningRealtimeClient) => Effect.Effect<A, E>,
): Promise<A> => Effect.runPromise(Effect.scoped(Effect.flatMap(makeRealtimeClient(options), body)));

describe("RealtimeClient", () => {
  it("connects at once with the client id it stored", async () => {
    const { sockets, storage, options } = setup();
    await withClient(options, () =>
      Effect.sync(() => {
        expect(sockets.instances).toHaveLength(1);
        expect(sockets.current.url).toBe("wss://funs.example/ws?clientId=id1");
        expect(storage.get(CLIENT_ID_STORAGE_KEY)).toBe("id1");
      }),
    );
  });

  it("subscribe succeeds with the server's matching answer", async () => {
    const { sockets, options, serverAccepts } = setup();
    const answer = await withClient(options, (client) =>
      Effect.gen(function* () {
        serverAccepts();
        const fiber = yield* Effect.forkChild(client.subscribe("match.1"));
        yield* Effect.yieldNow;
        const request = sockets.current.sent.at(-1);
        expect(request).toEqual({ type: "subscribe", id: "c-id2", topic: "match.1" });
        sockets.current.serverSend({ type: "subscribed", id: "c-id2", topic: "match.1" });
        return yield* Fiber.join(fiber);
      }),
    );
    expect(answer).toEqual({ type: "subscribed", id: "c-id2", topic: "match.1" });
  });

  it("fails with RealtimeRequestRejected when the server answers with an error", async () => {
    const { sockets, options, serverAccepts } = setup();
    const error = await withClient(options, (client) =>
      Effect.gen(function* () {
        serverAccepts();
        const fiber = yield* Effect.forkChild(Effect.flip(client.unsubscribe("match.1")));
        yield* Effect.yieldNow;
        sockets.current.serverSend({
          type: "error",
          id: "c-id2",
          code: "realtime.not_subscribed",
          message: "no",
        });
        return yield* Fiber.join(fiber);
      }),
    );
    expect(error).toBeInstanceOf(RealtimeRequestRejected);
    expect(error).toMatchObject({
      requestType: "unsubscribe",
      code: "realtime.not_subscribed",
      message: "no",
    });
  });

  it("fails with RealtimeRequestTimeout and the exact message after 30 s", async () => {
    const { clock, options, serverAccepts, logs } = setup();
    const error = await withClient(options, (client) =>
      Effect.gen(function* () {
        serverAccepts();
        const fiber = yield* Effect.forkChild(Effect.flip(client.subscribe("match.1")));
        yield* Effect.yieldNow;
        clock.increment(REQUEST_TIMEOUT_MS);
        return yield* Fiber.join(fiber);
      }),
    );
    expect(error).toBeInstanceOf(RealtimeRequestTimeout);
    expect(error.message).toBe("Operation subscribe rejected by waiting timeout");
    expect(logs.map((entry) => entry.message)).toContain("Operation subscribe rejected by waiting timeout");
  });

  it("fails waiting requests with RealtimeClosed when the scope closes, and closes the socket", async () => {
    const { sockets, options, serverAccepts } = setup();
    let pending: Promise<unknown> | undefined;
    await withClient(options, (client) =>
      Effect.sync(() => {
        serverAccepts();
        pending = Effect.runPromise(Effect.flip(client.subscribe("match.1")));
      }),
    );
    await expect(pending).resolves.toBeInstanceOf(RealtimeClosed);
    expect(sockets.current.closedByClient).toBe(1000);
  });

  it("delivers pushed event data to the listeners of that topic only, until they stop", async () => {
    const { sockets, options, serverAccepts } = setup();
    const received: Array<unknown> = [];
    await withClient(options, (client) =>
      Effect.sync(() => {
        serverAccepts();
        const stop = client.messages("match.1", (data) => received.push(data));
        sockets.current.serverSend({ type: "event", topic: "match.2", data: "other" });
        sockets.current.serverSend({ type: "event", topic: "match.1", data: { minute: 12 } });
        stop();
        sockets.current.serverSend({ type: "event", topic: "match.1", data: "late" });
      }),
    );
    expect(received).toEqual([{ minute: 12 }]);
  });

  it("sends login on setToken and logout when the token goes", async () => {
    const { sockets, options, serverAccepts } = setup();
    await withClient(options, (client) =>
      Effect.gen(function* () {
        serverAccepts();
        yield* client.setToken("tok");
        yield* client.setToken(null);
        expect(sockets.current.sent).toEqual([
          { type: "login", id: "rt-1", token: "tok" },
          { type: "logout", id: "rt-2" },
        ]);
      }),
    );
  });

  it("reports each status change and reconnects on a fresh socket", async () => {
    const { sockets, clock, options, serverAccepts } = setup();
    const statuses: Array<RealtimeStatus> = [];
    await withClient(options, (client) =>
      Effect.sync(() => {
        client.status((status) => statuses.push(status));
        serverAccepts();
        clock.increment(HEARTBEAT_TIMEOUT_MS);
        clock.increment(5_000);
        expect(sockets.instances).toHaveLength(2);
        expect(sockets.current.url).toBe("wss://funs.example/ws?clientId=id1&reconnect=true");
      }),
    );
    expect(statuses).toEqual(["connecting", "connected", "waitingToReconnect", "connecting", "disconnected"]);
  });

  it("is provided as the RealtimeClient service by realtimeClientLayer", async () => {
    const { sockets, options, serverAccepts } = setup();
    const program = Effect.gen(function* () {
      const client = yield* RealtimeClient;
      serverAccepts();
      const fiber = yield* Effect.forkChild(client.subscribe("match.1"));
      yield* Effect.yieldNow;
      sockets.current.serverSend({ type: "subscribed", id: "c-id2", topic: "match.1" });
      return yield* Fiber.join(fiber);
    });
    const answer = await Effect.runPromise(program.pipe(Effect.provide(realtimeClientLayer(options))));
    expect(answer.topic).toBe("match.1");
    expect(sockets.current.closedByClient).toBe(1000);
  });
});
