import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Worker } from "node:worker_threads";
import { WebSocketServer } from "ws";
import { chatTopic } from "../domain/chat/chatTopic";
import { createApp } from "../server/app";
import { loadConfig } from "../server/config";
import { migrate } from "../server/db/migrate";
import { openPglite } from "../server/db/pgliteDriver";
import { makeLogger } from "../server/log";
import { makeManualProvider } from "../server/provider/manualProvider";
import { type Figure, fmt, percentile } from "./measure";
import { syntheticLine } from "./syntheticLine";

const CLIENTS = 1000;
const MESSAGES = 200;
const PACE_MS = 20;
const AUTHORS = 20;

interface Report {
  readonly delays: number[];
  readonly frames: number;
  readonly lastReceipt: number;
}

const listen = (server: Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, "127.0.0.1", () => resolve((server.address() as AddressInfo).port)),
  );

/** The feed bench's client worker: 1,000 sockets, each from an address of its own, in one topic. */
const startClients = async (url: string, topic: string | undefined) => {
  const worker = new Worker(new URL("./fanoutClients.mjs", import.meta.url), {
    workerData: { url, clients: CLIENTS, topic, spreadAddresses: true },
  });
  await new Promise<void>((resolve, reject) => {
    worker.once("message", () => resolve());
    worker.once("error", reject);
  });
  return {
    report: async (): Promise<Report> => {
      worker.postMessage({ type: "report" });
      const result = await new Promise<Report>((resolve) => worker.once("message", resolve));
      await worker.terminate();
      return result;
    },
  };
};

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Chat fan-out (issue 11): one live match's room with 1,000 websockets, 200 messages posted through the
 * chat's own flow (text rules, the insert with its seq, the publish after the commit, the hub), 20 ms
 * apart; beside a bare `ws` server broadcasting the same frames at the same pace. The delay runs from the
 * message's timestamp (taken before its insert) to receipt.
 */
export const chatFanoutBench = async (): Promise<Figure[]> => {
  const sport = { id: "bench-soccer", code: "soccer", name: "Soccer", priority: 1, kind: "base" as const };
  const driver = await openPglite("memory://");
  await migrate(driver);
  const provider = makeManualProvider([sport]);
  const config = loadConfig({
    PORT: "0",
    DATA_DIR: "memory://",
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    WEB_DIR: "tests/fixtures/web",
    // The clients' worker says who each socket is (X-Forwarded-For) from loopback.
    TRUSTED_PROXIES: "127.0.0.1",
  });
  const app = await createApp({
    config,
    driver,
    logger: makeLogger("silent"),
    provider,
    chat: { policy: { sendLimits: [] } },
  });
  const port = await listen(app.server);
  const line = syntheticLine(sport.id, 50, Date.now(), 1);
  provider.push(sport.id, line);
  await app.feed.settled();
  const liveId = Object.values(line.categories)
    .flatMap((category) => Object.values(category.tournaments))
    .flatMap((tournament) => Object.values(tournament.events))
    .find((event) => event.status === "in_progress")?.id;
  if (!liveId) throw new Error("the synthetic line has no match in play");
  const authors = Array.from({ length: AUTHORS }, (_, n) => `bench-author-${n}`);
  await driver.query(
    `INSERT INTO users (id, name, email, password_hash, created_at, updated_at)
     SELECT id, 'Fan ' || id, id || '@bench.invalid', 'x', 0, 0 FROM unnest($1::text[]) AS id`,
    [authors],
  );
  const topic = chatTopic(liveId);
  const clients = await startClients(`ws://127.0.0.1:${port}/ws`, topic);
  // The room's count settles before the messages start.
  await settle(1500);

  const frames: string[] = [];
  const started = Date.now();
  for (let n = 0; n < MESSAGES; n++) {
    const message = await app.chat.post(authors[n % AUTHORS]!, {
      eventId: liveId,
      text: `Message ${n}: what a match, ${"what a game ".repeat(n % 5)}`,
      clientMessageId: `bench-message-${n}`,
      language: "en",
    });
    frames.push(JSON.stringify({ type: "event", topic, data: { kind: "message", message } }));
    await settle(PACE_MS);
  }
  await settle(1000);
  const chat = await clients.report();
  await app.close();
  await driver.close();

  // Baseline: the same frames, stamped at send time, broadcast by a bare ws server at the same pace.
  const bare = createServer();
  const wss = new WebSocketServer({ server: bare });
  const barePort = await listen(bare);
  const bareClients = await startClients(`ws://127.0.0.1:${barePort}/`, undefined);
  const bareStarted = Date.now();
  for (const frame of frames) {
    const parsed = JSON.parse(frame) as { data: { message: { timestamp: number } } };
    parsed.data.message.timestamp = Date.now();
    const stamped = JSON.stringify(parsed);
    for (const client of wss.clients) client.send(stamped);
    await settle(PACE_MS);
  }
  await settle(1000);
  const base = await bareClients.report();
  wss.close();
  bare.close();

  const rate = (report: Report, from: number) =>
    (report.frames / Math.max(1, report.lastReceipt - from)) * 1000;
  const sorted = (report: Report) => [...report.delays].sort((a, b) => a - b);
  const [ours, theirs] = [sorted(chat), sorted(base)];
  return [
    {
      name: `chat fan-out to ${fmt(CLIENTS)} sockets in one room: messages delivered per second (${MESSAGES} messages ${PACE_MS} ms apart, ${fmt(chat.frames)} received)`,
      value: fmt(rate(chat, started)),
      baselineName: `bare ws broadcast of the same bytes (${fmt(base.frames)} received)`,
      baseline: fmt(rate(base, bareStarted)),
    },
    {
      name: "chat delay from the message's timestamp (before its insert) to receipt, p50 / p99",
      value: `${fmt(percentile(ours, 50))} ms / ${fmt(percentile(ours, 99))} ms`,
      baselineName: "bare ws broadcast, from send to receipt",
      baseline: `${fmt(percentile(theirs, 50))} ms / ${fmt(percentile(theirs, 99))} ms`,
    },
  ];
};
