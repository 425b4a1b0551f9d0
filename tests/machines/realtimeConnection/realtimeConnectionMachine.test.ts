import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createActor, fromCallback } from "xstate";
import {
  CLIENT_ID_PARAM,
  DisconnectReason,
  HEARTBEAT_TIMEOUT_MS,
  RECONNECT_MAX_MS,
  RECONNECT_MIN_MS,
  RECONNECT_PARAM,
  REQUEST_TIMEOUT_MS,
} from "../../../domain/realtime/messages";
import type { SocketCommand, SocketInput } from "../../../domain/realtime/socketProtocol";
import { realtimeConnectionMachine } from "../../../machines/realtimeConnection/realtimeConnectionMachine";
import { sequenceRandom, startConnection, testPage } from "./harness";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const lastSent = (socket: { readonly sent: ReadonlyArray<unknown> }) => socket.sent.at(-1);

describe("realtimeConnectionMachine", () => {
  describe("when in the connecting state", () => {
    it("opens one socket with the stored client id and no reconnect flag on the first attempt", () => {
      const { actor, fake } = startConnection();
      expect(actor.getSnapshot().value).toEqual({ connection: "connecting" });
      expect(fake.sockets).toHaveLength(1);
      expect(fake.current.url.protocol).toBe("wss:");
      expect(fake.current.url.pathname).toBe("/ws");
      expect(fake.current.url.searchParams.get(CLIENT_ID_PARAM)).toBe("client-1");
      expect(fake.current.url.searchParams.has(RECONNECT_PARAM)).toBe(false);
    });

    it("gives up after 33 s when the socket never opens", () => {
      const { actor } = startConnection();
      vi.advanceTimersByTime(HEARTBEAT_TIMEOUT_MS - 1);
      expect(actor.getSnapshot().matches({ connection: "connecting" })).toBe(true);
      vi.advanceTimersByTime(1);
      expect(actor.getSnapshot().value).toBe("waitingToReconnect");
      expect(actor.getSnapshot().context.lastDisconnectReason).toBe(DisconnectReason.initialHeartbeatTimeout);
    });

    it("waits to reconnect when the socket actor fails to start", () => {
      const failing = fromCallback<SocketCommand, SocketInput>(() => {
        throw new Error("SecurityError: blocked");
      });
      const actor = createActor(
        realtimeConnectionMachine.provide({
          actors: { socket: failing },
          delays: { reconnectDelay: RECONNECT_MIN_MS },
        }),
        { input: { endpoint: { page: testPage }, clientId: "client-1" } },
      ).start();
      actor.send({ type: "connection.start" });
      expect(actor.getSnapshot().value).toBe("waitingToReconnect");
      expect(actor.getSnapshot().context.lastDisconnectReason).toBe("Socket failed: SecurityError: blocked");
      actor.stop();
    });

    it("fails loudly, reading no global random, when its owner provides no reconnect delay", () => {
      const failing = fromCallback<SocketCommand, SocketInput>(() => {
        throw new Error("SecurityError: blocked");
      });
      const errors: Array<unknown> = [];
      const actor = createActor(realtimeConnectionMachine.provide({ actors: { socket: failing } }), {
        input: { endpoint: { page: testPage }, clientId: "client-1" },
      });
      actor.subscribe({ error: (error) => errors.push(error) });
      actor.start();
      actor.send({ type: "connection.start" });
      expect(actor.getSnapshot().status).toBe("error");
      expect(String(errors[0])).toContain("provide the `reconnectDelay` delay");
    });
  });

  describe("when in the connected.awaitingFirstHeartbeat state", () => {
    it("disconnects with 'Initial heartbeat timeout' when no heartbeat comes in 33 s", () => {
      const { actor, fake, ofType } = startConnection();
      fake.current.open();
      expect(actor.getSnapshot().value).toEqual({ connection: { connected: "awaitingFirstHeartbeat" } });
      vi.advanceTimersByTime(HEARTBEAT_TIMEOUT_MS - 1);
      expect(actor.getSnapshot().matches({ connection: { connected: "awaitingFirstHeartbeat" } })).toBe(true);
      vi.advanceTimersByTime(1);
      expect(actor.getSnapshot().value).toBe("waitingToReconnect");
      expect(actor.getSnapshot().context.lastDisconnectReason).toBe("Initial heartbeat timeout");
      expect(ofType("connection.lost").map((event) => event.reason)).toEqual(["Initial heartbeat timeout"]);
      expect(fake.current.isClosed()).toBe(true);
    });

    it("moves to alive on the first heartbeat", () => {
      const { actor, fake } = startConnection();
      fake.current.open();
      fake.current.receive({ type: "heartbeat", time: 1 });
      expect(actor.getSnapshot().value).toEqual({ connection: { connected: "alive" } });
    });
  });

  describe("when in the connected.alive state", () => {
    it("disconnects with 'Heartbeat timeout' after a first beat then 33 s of silence", () => {
      const { actor, connect, ofType } = startConnection();
      connect();
      vi.advanceTimersByTime(HEARTBEAT_TIMEOUT_MS - 1);
      expect(actor.getSnapshot().matches({ connection: { connected: "alive" } })).toBe(true);
      vi.advanceTimersByTime(1);
      expect(actor.getSnapshot().value).toBe("waitingToReconnect");
      expect(actor.getSnapshot().context.lastDisconnectReason).toBe("Heartbeat timeout");
      expect(ofType("connection.lost").map((event) => event.reason)).toEqual(["Heartbeat timeout"]);
    });

    it("stays alive when the next heartbeat comes at 32 s, and the watch restarts from it", () => {
      const { actor, fake, connect } = startConnection();
      connect();
      vi.advanceTimersByTime(32_000);
      fake.current.receive({ type: "heartbeat", time: 32 });
      vi.advanceTimersByTime(HEARTBEAT_TIMEOUT_MS - 1);
      expect(actor.getSnapshot().matches({ connection: { connected: "alive" } })).toBe(true);
      expect(fake.sockets).toHaveLength(1);
      vi.advanceTimersByTime(1);
      expect(actor.getSnapshot().context.lastDisconnectReason).toBe("Heartbeat timeout");
    });

    it("waits to reconnect when the server closes the socket", () => {
      const { actor, fake, connect } = startConnection();
      connect();
      fake.current.closeFromServer(1011, "restart");
      expect(actor.getSnapshot().value).toBe("waitingToReconnect");
      expect(actor.getSnapshot().context.lastDisconnectReason).toBe("Connection closed (1011: restart)");
    });
  });

  describe("when in the waitingToReconnect state", () => {
    it("reconnects after the drawn delay, within [5 s, 10 s], forever (5 cycles)", () => {
      const { actor, fake, connect, reconnectDelays } = startConnection({
        random: sequenceRandom([0, 0.999_999, 0.5, 0.25, 0.75]),
      });
      for (let cycle = 1; cycle <= 5; cycle++) {
        connect();
        vi.advanceTimersByTime(HEARTBEAT_TIMEOUT_MS);
        expect(actor.getSnapshot().value).toBe("waitingToReconnect");
        const delay = reconnectDelays.at(-1)!;
        expect(delay).toBeGreaterThanOrEqual(RECONNECT_MIN_MS);
        expect(delay).toBeLessThanOrEqual(RECONNECT_MAX_MS);
        vi.advanceTimersByTime(delay - 1);
        expect(actor.getSnapshot().value).toBe("waitingToReconnect");
        expect(fake.sockets).toHaveLength(cycle);
        vi.advanceTimersByTime(1);
        expect(actor.getSnapshot().value).toEqual({ connection: "connecting" });
        expect(fake.sockets).toHaveLength(cycle + 1);
        expect(fake.current.url.searchParams.get(RECONNECT_PARAM)).toBe("true");
        expect(fake.current.url.searchParams.get(CLIENT_ID_PARAM)).toBe("client-1");
      }
      expect(reconnectDelays).toEqual([5_000, 10_000, 7_500, 6_250, 8_750]);
      expect(actor.getSnapshot().context.attempts).toBe(6);
    });

    it("connects at once on an explicit start", () => {
      const { actor, fake, connect } = startConnection();
      connect();
      fake.current.closeFromServer();
      actor.send({ type: "connection.start" });
      expect(actor.getSnapshot().value).toEqual({ connection: "connecting" });
      expect(fake.sockets).toHaveLength(2);
    });
  });

  describe("requests", () => {
    it("rejects a subscribe after 30 s with the exact message", () => {
      const { actor, connect, ofType } = startConnection();
      connect();
      actor.send({ type: "topic.subscribe", id: "c-1", topic: "match.1" });
      vi.advanceTimersByTime(REQUEST_TIMEOUT_MS - 1);
      expect(ofType("request.rejected")).toEqual([]);
      vi.advanceTimersByTime(1);
      expect(ofType("request.rejected")).toEqual([
        {
          type: "request.rejected",
          request: { type: "subscribe", id: "c-1", topic: "match.1" },
          failure: { _tag: "Timeout", message: "Operation subscribe rejected by waiting timeout" },
        },
      ]);
      expect(actor.getSnapshot().context.pending).toEqual([]);
    });

    it("rejects unsubscribe, login and logout after 30 s with their own message", () => {
      const { actor, connect, ofType } = startConnection();
      connect();
      actor.send({ type: "topic.unsubscribe", id: "c-1", topic: "match.1" });
      actor.send({ type: "auth.token", token: "tok" });
      vi.advanceTimersByTime(REQUEST_TIMEOUT_MS);
      actor.send({ type: "auth.token", token: null });
      vi.advanceTimersByTime(REQUEST_TIMEOUT_MS);
      expect(ofType("request.rejected").map((event) => event.failure.message)).toEqual([
        "Operation unsubscribe rejected by waiting timeout",
        "Operation login rejected by waiting timeout",
        "Operation logout rejected by waiting timeout",
      ]);
    });

    it("matches answers by correlation id, whatever their order", () => {
      const { actor, fake, connect, ofType } = startConnection();
      connect();
      actor.send({ type: "topic.subscribe", id: "c-a", topic: "a" });
      actor.send({ type: "topic.subscribe", id: "c-b", topic: "b" });
      expect(fake.current.sent).toEqual([
        { type: "subscribe", id: "c-a", topic: "a" },
        { type: "subscribe", id: "c-b", topic: "b" },
      ]);
      fake.current.receive({ type: "subscribed", id: "c-b", topic: "b" });
      fake.current.receive({ type: "subscribed", id: "c-a", topic: "a" });
      expect(ofType("request.resolved").map((event) => [event.request.id, event.answer])).toEqual([
        ["c-b", { type: "subscribed", id: "c-b", topic: "b" }],
        ["c-a", { type: "subscribed", id: "c-a", topic: "a" }],
      ]);
      // The answers cancelled the timeouts.
      vi.advanceTimersByTime(REQUEST_TIMEOUT_MS);
      expect(ofType("request.rejected")).toEqual([]);
    });

    it("logs an answer with an unknown correlation id and resolves nothing", () => {
      const { fake, connect, ofType } = startConnection();
      connect();
      fake.current.receive({ type: "subscribed", id: "nobody", topic: "a" });
      expect(ofType("request.resolved")).toEqual([]);
      expect(ofType("log").map((event) => event.message)).toContain(
        "No resolver for realtime correlation id nobody",
      );
    });

    it("rejects a request answered by a server error", () => {
      const { actor, fake, connect, ofType } = startConnection();
      connect();
      actor.send({ type: "topic.subscribe", id: "c-1", topic: "nope" });
      fake.current.receive({
        type: "error",
        id: "c-1",
        code: "realtime.unknown_topic",
        message: "Unknown topic",
      });
      expect(ofType("request.rejected")).toEqual([
        {
          type: "request.rejected",
          request: { type: "subscribe", id: "c-1", topic: "nope" },
          failure: { _tag: "ServerError", code: "realtime.unknown_topic", message: "Unknown topic" },
        },
      ]);
      expect(actor.getSnapshot().context.pending).toEqual([]);
    });

    it("queues a request made while disconnected and sends it with its id once connected", () => {
      const { actor, fake, connect, ofType } = startConnection({ connect: false });
      actor.send({ type: "topic.subscribe", id: "c-1", topic: "a" });
      expect(fake.sockets).toHaveLength(0);
      actor.send({ type: "connection.start" });
      connect();
      expect(fake.current.sent).toEqual([{ type: "subscribe", id: "c-1", topic: "a" }]);
      fake.current.receive({ type: "subscribed", id: "c-1", topic: "a" });
      expect(ofType("request.resolved").map((event) => event.request.id)).toEqual(["c-1"]);
    });

    it("rejects waiting requests at once when the connection is stopped", () => {
      const { actor, fake, connect, ofType } = startConnection();
      connect();
      actor.send({ type: "topic.subscribe", id: "c-1", topic: "a" });
      actor.send({ type: "connection.stop" });
      expect(actor.getSnapshot().value).toBe("disconnected");
      expect(fake.current.isClosed()).toBe(true);
      expect(ofType("request.rejected").map((event) => event.failure)).toEqual([
        { _tag: "Closed", message: DisconnectReason.clientDisconnect },
      ]);
      vi.advanceTimersByTime(REQUEST_TIMEOUT_MS);
      expect(ofType("request.rejected")).toHaveLength(1);
    });
  });

  describe("on reconnection", () => {
    it("restores the active subscriptions, not the dropped ones", () => {
      const { actor, fake, connect } = startConnection();
      connect();
      actor.send({ type: "topic.subscribe", id: "c-1", topic: "a" });
      actor.send({ type: "topic.subscribe", id: "c-2", topic: "b" });
      actor.send({ type: "topic.unsubscribe", id: "c-3", topic: "b" });
      fake.current.receive({ type: "subscribed", id: "c-1", topic: "a" });
      fake.current.receive({ type: "subscribed", id: "c-2", topic: "b" });
      fake.current.receive({ type: "unsubscribed", id: "c-3", topic: "b" });
      fake.current.closeFromServer();
      vi.advanceTimersByTime(RECONNECT_MAX_MS);
      connect();
      expect(fake.sockets).toHaveLength(2);
      expect(fake.current.sent).toEqual([{ type: "subscribe", id: "rt-1", topic: "a" }]);
    });

    it("logs in first when a token is present, then restores the topics", () => {
      const { actor, fake, connect } = startConnection({ token: "tok" });
      connect();
      expect(fake.current.sent).toEqual([{ type: "login", id: "rt-1", token: "tok" }]);
      actor.send({ type: "topic.subscribe", id: "c-1", topic: "a" });
      fake.current.receive({ type: "subscribed", id: "c-1", topic: "a" });
      vi.advanceTimersByTime(HEARTBEAT_TIMEOUT_MS);
      vi.advanceTimersByTime(RECONNECT_MAX_MS);
      connect();
      expect(fake.current.sent).toEqual([
        { type: "login", id: "rt-2", token: "tok" },
        { type: "subscribe", id: "rt-3", topic: "a" },
      ]);
    });

    it("re-sends a request the old socket never answered, with the same id", () => {
      const { actor, fake, connect, ofType } = startConnection();
      connect();
      actor.send({ type: "topic.subscribe", id: "c-1", topic: "a" });
      fake.current.closeFromServer();
      vi.advanceTimersByTime(RECONNECT_MAX_MS);
      connect();
      expect(fake.current.sent).toEqual([{ type: "subscribe", id: "c-1", topic: "a" }]);
      fake.current.receive({ type: "subscribed", id: "c-1", topic: "a" });
      expect(ofType("request.resolved").map((event) => event.request.id)).toEqual(["c-1"]);
    });
  });

  describe("auth.token", () => {
    it("sends login when a token appears and logout when it goes", () => {
      const { actor, fake, connect } = startConnection();
      connect();
      actor.send({ type: "auth.token", token: "tok" });
      expect(lastSent(fake.current)).toEqual({ type: "login", id: "rt-1", token: "tok" });
      fake.current.receive({ type: "loggedin", id: "rt-1", userId: "user-7" });
      expect(actor.getSnapshot().context.userId).toBe("user-7");
      actor.send({ type: "auth.token", token: null });
      expect(lastSent(fake.current)).toEqual({ type: "logout", id: "rt-2" });
      fake.current.receive({ type: "loggedout", id: "rt-2" });
      expect(actor.getSnapshot().context.userId).toBeNull();
    });

    it("does not send the same token twice", () => {
      const { actor, fake, connect } = startConnection();
      connect();
      actor.send({ type: "auth.token", token: "tok" });
      actor.send({ type: "auth.token", token: "tok" });
      expect(fake.current.sent).toEqual([{ type: "login", id: "rt-1", token: "tok" }]);
    });

    it("only remembers the token while disconnected, and logs in on connect", () => {
      const { actor, fake, connect } = startConnection({ connect: false });
      actor.send({ type: "auth.token", token: "tok" });
      expect(actor.getSnapshot().context.pending).toEqual([]);
      actor.send({ type: "connection.start" });
      connect();
      expect(fake.current.sent).toEqual([{ type: "login", id: "rt-1", token: "tok" }]);
    });
  });

  describe("server messages", () => {
    it("logs and ignores a message that fails to parse", () => {
      const { actor, fake, connect, ofType } = startConnection();
      connect();
      actor.send({ type: "topic.subscribe", id: "c-1", topic: "a" });
      const before = actor.getSnapshot();
      fake.current.receive("{not json");
      fake.current.receive(JSON.stringify({ type: "subscribed", id: 42 }));
      const after = actor.getSnapshot();
      expect(after.value).toEqual(before.value);
      expect(after.context).toEqual(before.context);
      expect(ofType("log").map((event) => [event.level, event.message])).toEqual([
        ["warn", "Realtime message parse failure"],
        ["warn", "Realtime message parse failure"],
      ]);
      expect(ofType("request.resolved")).toEqual([]);
    });

    it("logs an unsupported message type", () => {
      const { fake, connect, ofType } = startConnection();
      connect();
      fake.current.receive(JSON.stringify({ type: "shout", text: "hi" }));
      expect(ofType("log")).toEqual([
        {
          type: "log",
          level: "warn",
          message: "Unsupported realtime message type",
          detail: { _tag: "Unsupported", messageType: "shout" },
        },
      ]);
    });

    it("emits pushed event data with its topic", () => {
      const { fake, connect, ofType } = startConnection();
      connect();
      fake.current.receive({ type: "event", topic: "match.1", data: { score: [1, 0] } });
      expect(ofType("topic.event")).toEqual([
        { type: "topic.event", topic: "match.1", data: { score: [1, 0] } },
      ]);
    });
  });
});
