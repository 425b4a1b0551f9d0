import { afterEach, describe, expect, it } from "vitest";
import { memoryRelayNetwork } from "../../../server/realtime/memoryRelayBus";
import type { RelayBus } from "../../../server/realtime/RelayBus";
import { makeRealtimeRelay, type RealtimeRelay } from "../../../server/realtime/realtimeRelay";

/** A hub as the relay sees it: what it was asked to publish, and sockets per topic set by the test. */
const fakeHub = () => {
  const published: Array<{ topic: string; data: unknown }> = [];
  const sockets = new Map<string, number>();
  return {
    published,
    sockets,
    publish: (topic: string, data: unknown) => {
      published.push({ topic, data });
      return sockets.get(topic) ?? 0;
    },
    subscriberCount: (topic: string) => sockets.get(topic) ?? 0,
  };
};

const opened: RealtimeRelay[] = [];
const relayOn = (hub: ReturnType<typeof fakeHub>, bus?: RelayBus, heartbeatMs = 10_000) => {
  const relay = makeRealtimeRelay({ hub, ...(bus ? { bus } : {}), announceMs: 5, heartbeatMs });
  opened.push(relay);
  return relay;
};
afterEach(() => {
  for (const relay of opened.splice(0)) relay.close();
});

const until = async (check: () => boolean, ms = 2_000) => {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
};

/** Sets a process's sockets on a topic, as the hub's TopicRegistry hook reports it. */
const join = (hub: ReturnType<typeof fakeHub>, relay: RealtimeRelay, topic: string, count: number) => {
  hub.sockets.set(topic, count);
  relay.countChanged(topic, count);
};

describe("the realtime relay", () => {
  it("alone (npm start) publishes to its hub and counts its own sockets", () => {
    const hub = fakeHub();
    const relay = relayOn(hub);
    const heard: string[] = [];
    relay.onTotalChanged((topic) => heard.push(topic));
    relay.publish("chat.e1", { kind: "online", usersOnline: 1 });
    expect(hub.published).toEqual([{ topic: "chat.e1", data: { kind: "online", usersOnline: 1 } }]);
    join(hub, relay, "chat.e1", 3);
    expect(relay.subscribers("chat.e1")).toBe(3);
    expect(heard).toEqual(["chat.e1"]);
  });

  it("carries what one process publishes to the other's hub, once, and never back to itself", async () => {
    const network = memoryRelayNetwork();
    const [hubA, hubB] = [fakeHub(), fakeHub()];
    const a = relayOn(hubA, network.bus());
    relayOn(hubB, network.bus());
    a.publish("chat.e1", { kind: "message", n: 1 });
    await until(() => hubB.published.length === 1);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(hubA.published).toEqual([{ topic: "chat.e1", data: { kind: "message", n: 1 } }]);
    expect(hubB.published).toEqual([{ topic: "chat.e1", data: { kind: "message", n: 1 } }]);
  });

  it("sums the processes' sockets of a topic, tells of each change, and forgets a process that leaves", async () => {
    const network = memoryRelayNetwork();
    const [hubA, hubB] = [fakeHub(), fakeHub()];
    const a = relayOn(hubA, network.bus());
    const b = relayOn(hubB, network.bus());
    const heardByA: string[] = [];
    a.onTotalChanged((topic) => heardByA.push(topic));
    join(hubA, a, "chat.e1", 2);
    join(hubB, b, "chat.e1", 3);
    join(hubB, b, "chat.e2", 1);
    await until(() => a.subscribers("chat.e1") === 5 && b.subscribers("chat.e1") === 5);
    expect(a.subscribers("chat.e2")).toBe(1);
    expect(heardByA).toContain("chat.e2");
    join(hubB, b, "chat.e1", 0);
    await until(() => a.subscribers("chat.e1") === 2);
    b.close();
    await until(() => a.subscribers("chat.e2") === 0);
  });

  it("a process that starts later learns the others' counts at once (hello)", async () => {
    const network = memoryRelayNetwork();
    const hubA = fakeHub();
    const a = relayOn(hubA, network.bus());
    join(hubA, a, "chat.e1", 4);
    const late = relayOn(fakeHub(), network.bus());
    await until(() => late.subscribers("chat.e1") === 4);
  });

  it("drops the counts of a process whose heartbeats stopped (it died without a word)", async () => {
    const network = memoryRelayNetwork();
    const hubA = fakeHub();
    const a = relayOn(hubA, network.bus(), 20);
    const deadBus = network.bus();
    // A process that announced its sockets once, then went silent.
    deadBus.send({ kind: "counts", origin: "dead-process", full: true, counts: { "chat.e1": 7 } });
    await until(() => a.subscribers("chat.e1") === 7);
    await until(() => a.subscribers("chat.e1") === 0, 1_000);
  });

  it("drops a message from the wire that is not one, and reports it", async () => {
    const errors: unknown[] = [];
    const network = memoryRelayNetwork((error) => errors.push(error));
    const bus = network.bus();
    const received: unknown[] = [];
    bus.receive((message) => received.push(message));
    bus.send({ kind: "publish", origin: "x" } as never);
    bus.send({ kind: "hello", origin: "x" });
    await until(() => received.length === 1);
    expect(received).toEqual([{ kind: "hello", origin: "x" }]);
    expect(errors).toHaveLength(1);
  });
});
