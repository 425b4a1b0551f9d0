import type { AddressInfo } from "node:net";
import { Effect } from "effect";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { WebSocket, WebSocketServer } from "ws";
import { SimulatedClock } from "xstate";
import {
  type ClientMessage,
  RECONNECT_MAX_MS,
  type ServerMessage,
} from "../../../../domain/realtime/messages";
import {
  makeRealtimeClient,
  type RealtimeClientOptions,
} from "../../../../ui/app/realtime/realtimeClientLayer";

/**
 * The live socket actor over a real `ws` server in Node: a tiny protocol peer that answers requests,
 * pushes one event per subscription and sends a heartbeat on connect.
 */

let server: WebSocketServer;
const connections: Array<{ readonly url: URL; readonly socket: WebSocket }> = [];
const received: Array<ClientMessage> = [];

const send = (socket: WebSocket, message: ServerMessage) => socket.send(JSON.stringify(message));

beforeEach(async () => {
  connections.length = 0;
  received.length = 0;
  server = new WebSocketServer({ host: "127.0.0.1", port: 0 });
  server.on("connection", (socket, request) => {
    connections.push({ url: new URL(request.url ?? "/", "ws://127.0.0.1"), socket });
    send(socket, { type: "heartbeat", time: Date.now() });
    socket.on("message", (raw) => {
      const message = JSON.parse(String(raw)) as ClientMessage;
      received.push(message);
      if (message.type === "subscribe") {
        send(socket, { type: "subscribed", id: message.id, topic: message.topic });
        send(socket, { type: "event", topic: message.topic, data: { hello: message.topic } });
      }
      if (message.type === "login") send(socket, { type: "loggedin", id: message.id, userId: "user-1" });
    });
  });
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
});

afterEach(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const until = (predicate: () => boolean, label: string): Effect.Effect<void> =>
  Effect.promise(async () => {
    for (let i = 0; i < 200; i++) {
      if (predicate()) return;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error(`timed out waiting for ${label}`);
  });

const options = (clock: SimulatedClock): RealtimeClientOptions => {
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: { page: { protocol: "http:", hostname: "127.0.0.1", host: `127.0.0.1:${port}` } },
    WebSocket,
    createId: () => "node-client",
    clock,
    logger: () => {},
    token: "tok",
  };
};

describe("RealtimeClient over the ws package", () => {
  it("logs in, subscribes, receives pushed data, and restores both after the server drops it", async () => {
    const clock = new SimulatedClock();
    const pushed: Array<unknown> = [];
    await Effect.runPromise(
      Effect.scoped(
        Effect.gen(function* () {
          const client = yield* makeRealtimeClient(options(clock));
          client.messages("match.1", (data) => pushed.push(data));
          const answer = yield* client.subscribe("match.1");
          expect(answer).toMatchObject({ type: "subscribed", topic: "match.1" });
          yield* until(() => pushed.length === 1, "the pushed event");
          expect(connections[0]?.url.searchParams.get("clientId")).toBe("node-client");
          expect(connections[0]?.url.searchParams.has("reconnect")).toBe(false);
          expect(client.actor.getSnapshot().context.userId).toBe("user-1");

          connections[0]?.socket.terminate();
          yield* until(() => client.actor.getSnapshot().matches("waitingToReconnect"), "the disconnect");
          clock.increment(RECONNECT_MAX_MS);
          yield* until(() => received.length === 4, "the restored session");
          expect(connections).toHaveLength(2);
          expect(connections[1]?.url.searchParams.get("reconnect")).toBe("true");
          expect(received.map((message) => message.type)).toEqual([
            "login",
            "subscribe",
            "login",
            "subscribe",
          ]);
          yield* until(() => pushed.length === 2, "the event after reconnecting");
        }),
      ),
    );
    expect(pushed).toEqual([{ hello: "match.1" }, { hello: "match.1" }]);
  });
});
