import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FeedBatch } from "../../domain/feed/diff";
import { openNatsBus } from "../../server/cluster/natsBus";
import type { RelayMessage } from "../../server/realtime/relayMessage";
import { startTestNats } from "./clusterEngines";

let nats: Awaited<ReturnType<typeof startTestNats>>;

beforeAll(async () => {
  nats = await startTestNats(54_223);
});
afterAll(async () => {
  await nats?.remove();
});

const batch = (version: number): FeedBatch => ({ sportId: "s1", version, time: version, diffs: [] });

const until = async (check: () => boolean, ms: number): Promise<boolean> => {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) return false;
    await sleep(50);
  }
  return true;
};

describe("the NATS bus", () => {
  it("carries batches to every subscriber, drops what is not one, and comes back after NATS restarts", async () => {
    const errors: unknown[] = [];
    let reconnects = 0;
    let publisherReconnects = 0;
    const publisher = await openNatsBus({
      url: nats.url,
      name: "ingest",
      onError: (e) => errors.push(e),
      onReconnect: () => publisherReconnects++,
    });
    const received: number[] = [];
    const subscriber = await openNatsBus({
      url: nats.url,
      name: "gateway",
      onError: (e) => errors.push(e),
      onReconnect: () => reconnects++,
    });
    const announced: number[] = [];
    subscriber.subscribeBatches(
      (b) => received.push(b.version),
      (_, version) => announced.push(version),
    );
    await sleep(100);
    publisher.publishBatch(batch(1));
    publisher.publishBatch({ ...batch(2), diffs: "nonsense" } as unknown as FeedBatch);
    publisher.publishBatch(batch(3));
    expect(await until(() => received.length === 2, 3000)).toBe(true);
    expect(received).toEqual([1, 3]);
    expect(errors).toHaveLength(1);
    // A batch over NATS's message size comes as a notice that it is in the log.
    publisher.publishBatch({
      ...batch(5),
      diffs: [{ level: "sport", action: "UPDATE", path: "s1", data: { name: "x".repeat(2_000_000) } }],
    });
    expect(await until(() => announced.length === 1, 3000)).toBe(true);
    expect(announced).toEqual([5]);

    await nats.process.stop();
    await nats.process.start();
    expect(await until(() => reconnects > 0 && publisherReconnects > 0, 10_000)).toBe(true);
    // Both clients are back on their own, the subscription with them. NATS delivers at most once (a batch
    // sent while the subscription is not yet back on the server is gone: gateways read the log for that),
    // so batches go on until one arrives.
    let version = 100;
    expect(
      await until(() => {
        publisher.publishBatch(batch(++version));
        return received.some((v) => v > 100);
      }, 5000),
    ).toBe(true);
    await publisher.close();
    await subscriber.close();
  });

  it("carries the realtime relay's messages between processes, and drops what is not one", async () => {
    const errors: unknown[] = [];
    const gateway = await openNatsBus({ url: nats.url, name: "gateway-a", onError: (e) => errors.push(e) });
    const other = await openNatsBus({ url: nats.url, name: "gateway-b", onError: (e) => errors.push(e) });
    const received: RelayMessage[] = [];
    other.relayBus.receive((message) => received.push(message));
    await sleep(100);
    gateway.relayBus.send({
      kind: "publish",
      origin: "a",
      topic: "chat.e1",
      data: { kind: "online", usersOnline: 2 },
    });
    gateway.relayBus.send({ kind: "counts", origin: "a", full: true, counts: { "chat.e1": 2 } });
    gateway.relayBus.send({ kind: "counts", origin: "a", full: false, counts: { "chat.e1": -1 } } as never);
    expect(await until(() => received.length === 2, 3000)).toBe(true);
    expect(received).toEqual([
      { kind: "publish", origin: "a", topic: "chat.e1", data: { kind: "online", usersOnline: 2 } },
      { kind: "counts", origin: "a", full: true, counts: { "chat.e1": 2 } },
    ]);
    expect(await until(() => errors.length === 1, 3000)).toBe(true);
    await gateway.close();
    await other.close();
  });
});
