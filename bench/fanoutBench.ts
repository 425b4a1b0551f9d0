import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Worker } from "node:worker_threads";
import { WebSocketServer } from "ws";
import type { FeedBatch } from "../domain/feed/diff";
import { viewTopic } from "../domain/feed/views";
import { migrate } from "../server/db/migrate";
import { openPglite } from "../server/db/pgliteDriver";
import { FeedEngine } from "../server/feed/FeedEngine";
import { makeFeedStore } from "../server/feed/feedStore";
import { makeLogger } from "../server/log";
import { makeManualProvider } from "../server/provider/manualProvider";
import { makeRealtimeHub } from "../server/realtime/hub";
import { makeTopicRegistry } from "../server/realtime/topics";
import { type Figure, fmt, percentile } from "./measure";
import { moveOdds, syntheticLine } from "./syntheticLine";

const CLIENTS = 1000;
const STEPS = 100;
const PACE_MS = 50;

interface Report {
  readonly delays: number[];
  readonly frames: number;
  readonly diffs: number;
  readonly lastReceipt: number;
}

const listen = (server: Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, "127.0.0.1", () => resolve((server.address() as AddressInfo).port)),
  );

/** Starts the client worker, waits for every client to be connected (and subscribed). */
const startClients = async (url: string, topic: string | undefined) => {
  const worker = new Worker(new URL("./fanoutClients.mjs", import.meta.url), {
    // Each socket from an address of its own: one address is bounded to 200 subscriptions (issue 10).
    workerData: { url, clients: CLIENTS, topic, spreadAddresses: true },
  });
  await new Promise<void>((resolve, reject) => {
    worker.once("message", () => resolve());
    worker.once("error", reject);
  });
  const report = async (): Promise<Report> => {
    worker.postMessage({ type: "report" });
    const result = await new Promise<Report>((resolve) => worker.once("message", resolve));
    await worker.terminate();
    return result;
  };
  return { report };
};

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Fan-out of live batches to 1,000 websocket clients, beside a bare `ws` broadcast of the same bytes. */
export const fanoutBench = async (): Promise<Figure[]> => {
  const sport = {
    id: "bench-soccer",
    code: "soccer",
    name: "Soccer",
    priority: 10000,
    kind: "base" as const,
  };
  const driver = await openPglite("memory://");
  await migrate(driver);
  const provider = makeManualProvider([sport]);
  const topics = makeTopicRegistry();
  const logger = makeLogger("silent");
  const hub = makeRealtimeHub({
    topics,
    logger,
    authenticate: async () => ({ code: "x", message: "x" }),
    clientAddress: (req) => String(req.headers["x-forwarded-for"] ?? req.socket.remoteAddress),
  });
  const engine = await FeedEngine.start({ provider, store: makeFeedStore(driver), hub, topics, logger });
  const server = createServer();
  server.on("upgrade", (req, socket, head) => hub.handleUpgrade(req, socket, head));
  const port = await listen(server);

  let line = syntheticLine(sport.id, 1000, Date.now(), 0.3);
  provider.push(sport.id, line);
  await engine.settled();
  const topic = viewTopic({ kind: "live", sportId: sport.id });
  const clients = await startClients(`ws://127.0.0.1:${port}/ws`, topic);

  const frames: string[] = [];
  const started = Date.now();
  for (let step = 1; step <= STEPS; step++) {
    line = moveOdds(line, step, 20);
    provider.push(sport.id, line);
    await engine.settled();
    await settle(PACE_MS);
  }
  await settle(1000);
  const feed = await clients.report();
  for (const batch of engine.gap({ kind: "live", sportId: sport.id }, engine.version(sport.id) - STEPS) ??
    []) {
    frames.push(JSON.stringify({ type: "event", topic, data: batch }));
  }
  await engine.stop();
  await hub.close();
  server.close();
  await driver.close();

  // Baseline: the same frames, stamped at send time, broadcast by a bare ws server at the same pace.
  const bare = createServer();
  const wss = new WebSocketServer({ server: bare });
  const barePort = await listen(bare);
  const bareClients = await startClients(`ws://127.0.0.1:${barePort}/`, undefined);
  const bareStarted = Date.now();
  for (const frame of frames) {
    const batch = JSON.parse(frame) as { data: FeedBatch };
    const stamped = JSON.stringify({ ...batch, data: { ...batch.data, time: Date.now() } });
    for (const client of wss.clients) client.send(stamped);
    await settle(PACE_MS);
  }
  await settle(1000);
  const base = await bareClients.report();
  wss.close();
  bare.close();

  const rate = (report: Report, from: number) =>
    (report.diffs / Math.max(1, report.lastReceipt - from)) * 1000;
  const sorted = (report: Report) => [...report.delays].sort((a, b) => a - b);
  const [ours, theirs] = [sorted(feed), sorted(base)];
  return [
    {
      name: `fan-out to ${fmt(CLIENTS)} websocket clients: diffs delivered per second (${STEPS} batches, ${fmt(feed.frames)} frames received)`,
      value: fmt(rate(feed, started)),
      baselineName: `bare ws broadcast of the same bytes (${fmt(base.frames)} frames)`,
      baseline: fmt(rate(base, bareStarted)),
    },
    {
      name: "fan-out delay from commit (before the database write) to receipt, p50 / p99",
      value: `${fmt(percentile(ours, 50))} ms / ${fmt(percentile(ours, 99))} ms`,
      baselineName: "bare ws broadcast, from send to receipt",
      baseline: `${fmt(percentile(theirs, 50))} ms / ${fmt(percentile(theirs, 99))} ms`,
    },
  ];
};
