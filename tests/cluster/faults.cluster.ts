import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LineView } from "../../domain/feed/views";
import { fullSport } from "../../domain/sports/catalogue";
import { type Cluster, startCluster } from "../../scripts/cluster/startCluster";
import { type FeedClient, liveEventIds, openFeedClient, serverSnapshot, waitFor } from "./clusterClients";

/**
 * Issue 10's fault suite on real engines: PostgreSQL, NATS, HAProxy, two ingest processes and three
 * gateways, each its own process. Browsers are the app's own clients (RPC, realtime, the feed machine) in
 * this process, through HAProxy. After every fault each client must end equal to the server's snapshot,
 * having resumed from its version (gaps, never a fresh start), and the log's versions must stay contiguous.
 */
const PORT = 3900;
const SOCCER = fullSport("soccer").id;
const LIVE_SOCCER: LineView = { kind: "live", sportId: SOCCER };

let cluster: Cluster;
let dataDir: string;
let clients: FeedClient[] = [];
const publicUrl = `http://127.0.0.1:${PORT}`;

const health = async (port: number): Promise<Record<string, unknown> | undefined> => {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/healthz`);
    return (await response.json()) as Record<string, unknown>;
  } catch {
    return undefined;
  }
};

const leader = async () => {
  for (const [i, port] of cluster.ports.ingest.entries())
    if ((await health(port))?.leader === true) return cluster.ingest[i]!;
  return undefined;
};

const gatewayVersion = async (port: number): Promise<number> => {
  const response = await fetch(`http://127.0.0.1:${port}/funsclub-front-server__api/rpc/get_live_line`, {
    method: "POST",
    body: JSON.stringify({ sportId: SOCCER }),
  });
  return ((await response.json()) as { version: number }).version;
};

/** The log's versions of soccer: contiguous means none was skipped (the key forbids reuse). */
const logVersions = async (): Promise<{ min: number; max: number; count: number }> => {
  const client = new pg.Client({ connectionString: cluster.databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ min: number; max: number; count: number }>(
      "SELECT min(version) AS min, max(version) AS max, count(*)::int AS count FROM feed_batches WHERE sport_id = $1",
      [SOCCER],
    );
    return rows[0]!;
  } finally {
    await client.end();
  }
};

const versionOf = (client: FeedClient) => client.feed.getSnapshot().context.version ?? 0;

/** Every client past `versions` by `ahead` batches, and live. */
const allMovedOn = (versions: ReadonlyArray<number>, ahead: number) =>
  waitFor(
    "every client to move on",
    () =>
      clients.every((c, i) => c.feed.getSnapshot().hasTag("live") && versionOf(c) >= versions[i]! + ahead),
    60_000,
  );

/**
 * Freezes the world (the elected ingest stopped with SIGSTOP: it keeps its lock and commits nothing), lets
 * every gateway and client catch up, and compares each client with the server's snapshot.
 */
const expectConverged = async () => {
  const elected = await leader();
  expect(elected).toBeDefined();
  elected!.pause();
  try {
    const { max } = await logVersions();
    await waitFor(
      "every gateway at the log's last version",
      async () => (await Promise.all(cluster.ports.gateways.map(gatewayVersion))).every((v) => v === max),
      20_000,
    );
    for (const client of clients) {
      const snapshot = await serverSnapshot(client.transport, client.view);
      await waitFor(
        `a client of ${client.view.kind} at ${snapshot.version}`,
        () => versionOf(client) === snapshot.version,
      );
      const { tree, fault, retries } = client.feed.getSnapshot().context;
      expect(tree).toEqual(snapshot.tree);
      expect(fault).toBeNull();
      // Resumed from its version through gaps, never started over.
      expect(retries).toBe(0);
    }
    const log = await logVersions();
    expect(log.max - log.min + 1).toBe(log.count);
  } finally {
    elected!.resume();
  }
};

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "funsclub-cluster-"));
  // As root, PostgreSQL runs as the postgres user, who must reach its folder.
  chmodSync(dataDir, 0o755);
  const { DATABASE_URL: _ignored, ...env } = process.env;
  cluster = await startCluster({
    gateways: 3,
    port: PORT,
    dataDir,
    env: {
      ...env,
      NODE_ENV: "test",
      LOG_LEVEL: "info",
      // A Saturday evening: live soccer everywhere, played ten times as fast.
      SIM_START: "2026-11-21T17:00Z",
      SIM_SPEED: "10",
      DEMO_TIPSTERS: "off",
      DEMO_HISTORY_HOURS: "0",
      ADDRESS_RATE_LIMITS: "off",
      WEB_DIR: "tests/fixtures/web",
    },
  });
  await waitFor("an elected ingest", async () => (await leader()) !== undefined, 60_000);
  const first = await openFeedClient(publicUrl, LIVE_SOCCER);
  // The simulator opens the matches under way in its first seconds.
  await waitFor(
    "live soccer matches",
    () =>
      first.feed.getSnapshot().hasTag("live") &&
      liveEventIds(first.feed.getSnapshot().context.tree).length >= 3,
    90_000,
  );
  const events = liveEventIds(first.feed.getSnapshot().context.tree).slice(0, 3);
  clients = [
    first,
    await openFeedClient(publicUrl, LIVE_SOCCER),
    ...(await Promise.all(events.map((eventId) => openFeedClient(publicUrl, { kind: "event", eventId })))),
  ];
  await waitFor("every client live", () => clients.every((c) => c.feed.getSnapshot().hasTag("live")), 60_000);
}, 240_000);

afterAll(async () => {
  await Promise.all(clients.map((client) => client.stop()));
  await cluster?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

describe("cluster mode under faults", () => {
  it("kill -9 of the elected ingest: the standby takes over within 5 s, no version reused or skipped", async () => {
    const elected = await leader();
    const standby = cluster.ingest.find((process) => process !== elected)!;
    const before = clients.map(versionOf);
    const killedAt = Date.now();
    await elected!.kill({ andRestart: true });
    await waitFor(
      "the standby elected",
      async () => (await health(standby.spec.readyPort!))?.leader === true,
      5_000,
    );
    expect(Date.now() - killedAt).toBeLessThan(5_000);
    await allMovedOn(before, 3);
    await expectConverged();
  }, 120_000);

  it("NATS restarted: gateways resubscribe and read what they missed from the log", async () => {
    const before = clients.map(versionOf);
    await cluster.nats.process.stop();
    // Play goes on: the ingest writes the log while nobody hears it.
    const { max: atStop } = await logVersions();
    await waitFor(
      "batches committed while NATS is away",
      async () => (await logVersions()).max >= atStop + 3,
    );
    await cluster.nats.process.start();
    await allMovedOn(before, 5);
    await expectConverged();
  }, 120_000);

  it("PostgreSQL restarted: writes refused with server.unavailable meanwhile, none half-applied", async () => {
    const before = clients.map(versionOf);
    const signUp = (email: string) =>
      fetch(`${publicUrl}/funsclub-users__api/rpc/register`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ name: "Faulty", email, password: "Correct-horse-7-battery" }),
      });
    await cluster.postgres!.process.stop();
    const refused = await signUp("during-the-restart@example.com");
    expect(refused.status).toBe(503);
    expect(((await refused.json()) as Array<{ code: string }>)[0]!.code).toBe("server.unavailable");
    await cluster.postgres!.process.start();
    // The refused sign-up left nothing behind: the same address signs up now.
    await waitFor(
      "writes accepted again",
      async () => (await signUp("during-the-restart@example.com")).status === 200,
    );
    await waitFor("an elected ingest again", async () => (await leader()) !== undefined, 30_000);
    await allMovedOn(before, 3);
    await expectConverged();
  }, 180_000);
});
