import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { closeDatabases } from "../helpers/testDatabase";
import { startTestServer, type TestServer } from "../helpers/testServer";
import { connectPeer } from "../helpers/wsPeer";

let server: TestServer;
const sockets: WebSocket[] = [];

beforeAll(async () => {
  server = await startTestServer({ heartbeatMs: 100 });
  server.app.topics.register((topic) => topic.startsWith("test."));
});
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.close();
});
afterAll(async () => {
  await server.close();
  await closeDatabases();
});

const connect = async () => {
  const peer = await connectPeer(`${server.wsUrl}?clientId=test-client`);
  sockets.push(peer.socket);
  return peer;
};

describe("the websocket hub", () => {
  it("answers subscribe with subscribed and the same correlation id, then pushes events", async () => {
    const peer = await connect();
    peer.send({ type: "subscribe", id: "c-1", topic: "test.scores" });
    expect(await peer.next("subscribed")).toEqual({ type: "subscribed", id: "c-1", topic: "test.scores" });
    expect(server.app.hub.subscriberCount("test.scores")).toBe(1);
    expect(server.app.hub.publish("test.scores", { goal: 1 })).toBe(1);
    expect(await peer.next("event")).toEqual({ type: "event", topic: "test.scores", data: { goal: 1 } });
  });

  it("answers unsubscribe with unsubscribed and stops pushing", async () => {
    const peer = await connect();
    peer.send({ type: "subscribe", id: "a", topic: "test.x" });
    await peer.next("subscribed");
    peer.send({ type: "unsubscribe", id: "b", topic: "test.x" });
    expect(await peer.next("unsubscribed")).toEqual({ type: "unsubscribed", id: "b", topic: "test.x" });
    expect(server.app.hub.publish("test.x", 1)).toBe(0);
  });

  it("refuses an unknown topic and an unsubscribe of a topic not subscribed", async () => {
    const peer = await connect();
    peer.send({ type: "subscribe", id: "u1", topic: "nothing.here" });
    expect(await peer.next("error")).toMatchObject({ id: "u1", code: "realtime.unknown_topic" });
    peer.send({ type: "unsubscribe", id: "u2", topic: "test.never" });
    expect(await peer.next("error")).toMatchObject({ id: "u2", code: "realtime.not_subscribed" });
  });

  it("answers a request without a correlation id with an error, and the connection stays", async () => {
    const peer = await connect();
    peer.send({ type: "subscribe", topic: "test.a" });
    const error = await peer.next("error");
    expect(error.code).toBe("realtime.missing_correlation_id");
    expect(error.id).toBeUndefined();
    peer.send({ type: "subscribe", id: "ok", topic: "test.a" });
    expect((await peer.next("subscribed")).id).toBe("ok");
  });

  it("answers malformed JSON with an error and keeps the connection", async () => {
    const peer = await connect();
    peer.send("{not json");
    expect((await peer.next("error")).code).toBe("realtime.malformed_json");
    expect(peer.socket.readyState).toBe(WebSocket.OPEN);
    peer.send({ type: "subscribe", id: "after", topic: "test.b" });
    expect((await peer.next("subscribed")).id).toBe("after");
  });

  it("answers an unsupported type and an invalid request with their codes and the correlation id", async () => {
    const peer = await connect();
    peer.send({ type: "dance", id: "d1" });
    expect(await peer.next("error")).toMatchObject({ id: "d1", code: "realtime.unsupported_message_type" });
    peer.send({ type: "subscribe", id: "d2", topic: 7 });
    expect(await peer.next("error")).toMatchObject({ id: "d2", code: "realtime.invalid_message" });
  });

  it("refuses a login whose token matches no session, and answers logout", async () => {
    const peer = await connect();
    peer.send({ type: "login", id: "l1", token: "not-a-token" });
    expect(await peer.next("error")).toMatchObject({ id: "l1", code: "session.not_found_by_access_token" });
    peer.send({ type: "logout", id: "l2" });
    expect(await peer.next("loggedout")).toEqual({ type: "loggedout", id: "l2" });
  });

  it("sends a heartbeat every interval", async () => {
    const peer = await connect();
    const first = await peer.next("heartbeat");
    const second = await peer.next("heartbeat");
    expect(second.time).toBeGreaterThanOrEqual(first.time + 50);
  });

  it("forgets a client's subscriptions when it disconnects", async () => {
    const peer = await connect();
    peer.send({ type: "subscribe", id: "s", topic: "test.gone" });
    await peer.next("subscribed");
    peer.socket.close();
    await new Promise((resolve) => peer.socket.once("close", resolve));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(server.app.hub.subscriberCount("test.gone")).toBe(0);
  });

  it("refuses upgrades on other paths", async () => {
    const socket = new WebSocket(server.wsUrl.replace("/ws", "/other"));
    const outcome = await new Promise<string>((resolve) => {
      socket.once("open", () => resolve("open"));
      socket.once("error", () => resolve("refused"));
    });
    expect(outcome).toBe("refused");
  });
});
