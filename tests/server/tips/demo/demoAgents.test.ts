import { Layer, ManagedRuntime } from "effect";
import { afterAll, describe, expect, it } from "vitest";
import { FUN_CURRENCY } from "../../../../domain/accounts/authProfile";
import { FULL_EVENT_SCOPE, marketName } from "../../../../domain/feed/ids";
import type { FeedEvent, Market } from "../../../../domain/feed/tree";
import { AccountsConfig } from "../../../../server/accounts/AccountsConfig";
import { Database } from "../../../../server/db/Database";
import { LineFeed } from "../../../../server/feed/LineFeed";
import { JobQueue } from "../../../../server/jobs/JobQueue";
import { makeLogger } from "../../../../server/log";
import { makeManualProvider } from "../../../../server/provider/manualProvider";
import { SportsClock } from "../../../../server/provider/SportsClock";
import { priceWithMargin } from "../../../../server/provider/simulator/markets/odds";
import { makeRng } from "../../../../server/provider/simulator/world/rng";
import { verifyStoredChain } from "../../../../server/tips/chain/verifyStoredChain";
import { DEMO_PASSWORD_HASH } from "../../../../server/tips/demo/demoAccounts";
import type { DemoPace } from "../../../../server/tips/demo/demoAgents";
import { DEMO_EMAIL_DOMAIN, demoRoster } from "../../../../server/tips/demo/demoRoster";
import { startDemoTipsters } from "../../../../server/tips/demo/startDemoTipsters";
import { feedEvent, line, SOCCER } from "../../../helpers/lineBuilder";
import { closeDatabases } from "../../../helpers/testDatabase";
import { startTestServer, type TestServer } from "../../../helpers/testServer";

/**
 * The demo's agents over a simulated afternoon, driven step by step on a manual provider's line (no
 * timer, no real time): 24 soccer events kicking off every 15 minutes, prices drifting around a fair
 * model at every look, events played and settled as the clock passes them.
 */
const T0 = Date.UTC(2026, 10, 24, 12);
const STEP_MS = 5 * 60_000;
const STEPS = 48;
const EVENTS = 24;
const PLAY_MS = 2 * 3_600_000;
const HORIZON_MS = 3 * 3_600_000;

const eventIds = Array.from({ length: EVENTS }, (_, i) => `demo-ev-${String(i).padStart(4, "0")}`);
const startOf = (i: number) => T0 + (i + 1) * 15 * 60_000;

const markets = (eventId: string, now: number): Record<string, Market> => {
  const fair = makeRng(`fair/${eventId}`);
  const home = 0.25 + fair.next() * 0.4;
  const draw = 0.25;
  const tilt = makeRng(`tilt/${eventId}/${now}`).next() * 2 - 1;
  const tilted = [home, draw, 1 - home - draw].map((p, i) => p * Math.exp(0.06 * tilt * (1 - i)));
  const sum = tilted.reduce((a, b) => a + b, 0);
  const [p1, x, p2] = priceWithMargin(
    tilted.map((p) => p / sum),
    0.05,
  );
  const [over, under] = priceWithMargin([0.52, 0.48], 0.06);
  const outcome = (code: string, coefficient: number) => ({
    id: `${eventId}-${code}`,
    code,
    coefficient,
    locked: false,
    updatedAt: now,
  });
  return {
    [marketName("1x2")]: {
      id: `${eventId}-1x2`,
      type: "1x2",
      parameters: {},
      locked: false,
      outcomes: { P1: outcome("P1", p1!), X: outcome("X", x!), P2: outcome("P2", p2!) },
    },
    [marketName("over_under", { total: "2.5" })]: {
      id: `${eventId}-ou`,
      type: "over_under",
      parameters: { total: "2.5" },
      locked: false,
      outcomes: { over: outcome("over", over!), under: outcome("under", under!) },
    },
  };
};

const eventAt = (i: number, now: number): FeedEvent => {
  const id = eventIds[i]!;
  const start = startOf(i);
  const goals = makeRng(`goals/${id}`);
  const status = now < start ? "not_started" : now < start + PLAY_MS ? "in_progress" : "finished";
  const base = feedEvent(SOCCER.id, {
    id,
    status,
    startTime: start,
    home: status === "not_started" ? 0 : goals.int(0, 3),
    away: status === "not_started" ? 0 : goals.int(0, 3),
  });
  const full = base.scopes[FULL_EVENT_SCOPE]!;
  return {
    ...base,
    scopes: {
      [FULL_EVENT_SCOPE]: { ...full, markets: status === "not_started" ? markets(id, now) : {} },
    },
  };
};

const servers: TestServer[] = [];
afterAll(async () => {
  for (const server of servers) await server.close();
  await closeDatabases();
});

/** A fresh server and the demo on it, stepped through the afternoon. */
const runAfternoon = async (
  seed: string,
  options: {
    steps?: number;
    pace?: Partial<DemoPace>;
    afterStep?: (server: TestServer, now: number) => Promise<void>;
  } = {},
) => {
  let clock = T0;
  const provider = makeManualProvider([SOCCER], () => clock);
  const server = await startTestServer({ provider });
  servers.push(server);
  const demoUsersAtStart = await count(
    server,
    `SELECT COUNT(*) AS n FROM users WHERE email LIKE '%@${DEMO_EMAIL_DOMAIN}'`,
  );
  const runtime = ManagedRuntime.make(
    Layer.mergeAll(
      AccountsConfig.layer({ authSecret: undefined, publicUrl: server.url }).pipe(
        Layer.provideMerge(Database.fromDriver(server.driver)),
      ),
      Layer.succeed(LineFeed, server.app.feed),
      Layer.succeed(SportsClock, { now: () => clock }),
      // The server's runner finds the tips' notification jobs by polling.
      JobQueue.layer(() => undefined),
    ),
  );
  const demo = startDemoTipsters({
    runtime,
    logger: makeLogger("silent"),
    seed,
    intervalMs: 0,
    pace: { tipsPerStep: 4, purchasesPerStep: 3, horizonMs: HORIZON_MS, ...options.pace },
  });
  const reports = [];
  for (let step = 0; step < (options.steps ?? STEPS); step++) {
    clock = T0 + step * STEP_MS;
    provider.push(SOCCER.id, withEvents(eventIds.map((_, i) => eventAt(i, clock))));
    await server.app.feed.settled();
    reports.push(await demo.stepOnce());
    await server.app.tips.runOnce();
    await options.afterStep?.(server, clock);
  }
  await demo.stop();
  await runtime.dispose();
  return { server, reports, demoUsersAtStart };
};

const withEvents = (events: ReadonlyArray<FeedEvent>) => {
  const sport = line(SOCCER, []);
  const category = sport.categories["cat-1"]!;
  const tournament = category.tournaments["tour-1"]!;
  return {
    ...sport,
    categories: {
      "cat-1": {
        ...category,
        tournaments: {
          "tour-1": { ...tournament, events: Object.fromEntries(events.map((e) => [e.id, e])) },
        },
      },
    },
  };
};

const count = async (server: TestServer, sql: string, params: unknown[] = []) =>
  Number((await server.driver.query<{ n: number | string }>(sql, params))[0]?.n);

interface TipRow {
  id: string;
  creator_id: string;
  event_id: string;
  outcome_code: string;
  market_name: string;
  cost: number | string;
  created_at: number | string;
  event_start: number | string;
  status: string;
}
const tipsOf = (server: TestServer) =>
  server.driver.query<TipRow>(
    "SELECT id, creator_id, event_id, outcome_code, market_name, cost, created_at, event_start, status FROM tips ORDER BY created_at, creator_id, event_id",
  );
const purchasesOf = (server: TestServer) =>
  server.driver.query<{
    buyer_id: string;
    creator_id: string;
    event_id: string;
    paid: number | string;
    cost: number | string;
    bought_at: number | string;
    event_start: number | string;
  }>(
    `SELECT p.buyer_id, t.creator_id, t.event_id, p.cost AS paid, t.cost, p.created_at AS bought_at, t.event_start
     FROM tip_purchases p JOIN tips t ON t.id = p.tip_id ORDER BY p.created_at, p.buyer_id, t.event_id`,
  );

describe("the demo tipsters over a simulated afternoon", () => {
  let first: Awaited<ReturnType<typeof runAfternoon>>;

  it("publishes tips through the real flows, one per event and tipster, before the start only", async () => {
    first = await runAfternoon("funsclub");
    const { server, reports } = first;
    const roster = demoRoster("funsclub");
    const byId = new Map(roster.map((t) => [t.id, t]));
    const tips = await tipsOf(server);
    expect(tips.length).toBeGreaterThan(80);
    expect(tips.length).toBe(reports.reduce((sum, r) => sum + r.published, 0));
    // A fresh start opens with a burst, then a few a step.
    expect(reports[0]!.published).toBeGreaterThan(15);
    expect(Math.max(...reports.slice(1).map((r) => r.published))).toBeLessThanOrEqual(4);
    const pairs = new Set(tips.map((t) => `${t.creator_id}/${t.event_id}`));
    expect(pairs.size).toBe(tips.length);
    for (const tip of tips) {
      const tipster = byId.get(tip.creator_id);
      expect(tipster).toBeDefined();
      expect(Number(tip.cost)).toBe(tipster!.cost);
      expect(Number(tip.created_at)).toBeLessThan(Number(tip.event_start));
      expect(Number(tip.event_start) - Number(tip.created_at)).toBeLessThanOrEqual(HORIZON_MS);
      expect((Number(tip.created_at) - T0) % STEP_MS).toBe(0);
    }
    // Every style took part, and the skilled ones only where a price stood under its mean.
    const styles = new Set(tips.map((t) => byId.get(t.creator_id)!.style));
    expect([...styles].sort()).toEqual(["average", "longshot", "skilled"]);
    // Each tip is on the tamper-evident record, as the create flow writes it.
    expect(await count(server, "SELECT COUNT(*) AS n FROM tip_chain WHERE kind = 'tip'")).toBe(tips.length);
    // The clock passed the early events: their tips settled, and the public record verifies.
    expect(tips.filter((t) => t.status !== "active").length).toBeGreaterThan(0);
    const runtime = ManagedRuntime.make(Database.fromDriver(server.driver));
    const verdict = await runtime.runPromise(verifyStoredChain());
    await runtime.dispose();
    expect(verdict).toMatchObject({
      ok: true,
      tipCount: tips.length,
      settlementCount: tips.filter((t) => t.status !== "active").length,
    });
  }, 120_000);

  it("opens verified demo accounts nobody can sign in to, and none before it runs", async () => {
    const { server, demoUsersAtStart } = first;
    expect(demoUsersAtStart).toBe(0);
    const users = await server.driver.query<{
      email: string;
      password_hash: string;
      email_verified_at: unknown;
    }>("SELECT email, password_hash, email_verified_at FROM users");
    expect(users).toHaveLength(40);
    for (const user of users) {
      expect(user.email.endsWith(`@${DEMO_EMAIL_DOMAIN}`)).toBe(true);
      expect(user.password_hash).toBe(DEMO_PASSWORD_HASH);
      expect(user.email_verified_at).not.toBeNull();
    }
  });

  it("buys tips only before the start, never one's own, within the buyer's wallet", async () => {
    const { server, reports } = first;
    const purchases = await purchasesOf(server);
    expect(purchases.length).toBeGreaterThan(20);
    expect(purchases.length).toBe(reports.reduce((sum, r) => sum + r.purchased, 0));
    for (const p of purchases) {
      expect(p.buyer_id).not.toBe(p.creator_id);
      expect(Number(p.paid)).toBe(Number(p.cost));
      expect(Number(p.paid)).toBeGreaterThan(0);
      expect(Number(p.bought_at)).toBeLessThan(Number(p.event_start));
    }
    // No wallet below zero or below what it holds reserved, each equal to its journal, no FUN made or lost.
    expect(
      await count(
        server,
        "SELECT COUNT(*) AS n FROM wallets WHERE amount < 0 OR reserved < 0 OR amount < reserved",
      ),
    ).toBe(0);
    expect(
      await count(
        server,
        `SELECT COUNT(*) AS n FROM wallets w WHERE w.amount <> (SELECT SUM(amount) FROM ledger_entries l
           WHERE l.user_id = w.user_id AND l.currency = w.currency)`,
      ),
    ).toBe(0);
    const [totals] = await server.driver.query<{ issued: string; held: string }>(
      `SELECT (SELECT SUM(amount) FROM ledger_entries WHERE kind = 'starting_balance' AND currency = $1) AS issued,
              (SELECT SUM(amount) FROM wallets WHERE currency = $1) AS held`,
      [FUN_CURRENCY],
    );
    expect(Number(totals?.held)).toBe(Number(totals?.issued));
    // Each buyer's spending never exceeded what came in: starting balance plus sales received.
    const spent = await server.driver.query<{ user_id: string; out: string; came: string }>(
      `SELECT user_id, SUM(CASE WHEN amount < 0 THEN -amount ELSE 0 END) AS out,
              SUM(CASE WHEN amount > 0 THEN amount ELSE 0 END) AS came
       FROM ledger_entries WHERE currency = $1 GROUP BY user_id`,
      [FUN_CURRENCY],
    );
    for (const row of spent) expect(Number(row.out)).toBeLessThanOrEqual(Number(row.came));
  });

  it("publishes nothing more while the cap of tips waiting for their events is reached", async () => {
    const waiting: number[] = [];
    await runAfternoon("funsclub", {
      steps: 16,
      pace: { maxWaiting: 12, warmUpTips: 30 },
      afterStep: async (server, now) => {
        waiting.push(
          await count(server, "SELECT COUNT(*) AS n FROM tips WHERE event_start >= $1", [now + 5 * 60_000]),
        );
      },
    });
    expect(Math.max(...waiting)).toBe(12);
  }, 60_000);

  it("does the same again for the same seed and line", async () => {
    const again = await runAfternoon("funsclub");
    const strip = (tips: ReadonlyArray<TipRow>) =>
      tips.map(({ id: _id, status: _status, ...rest }) => ({ ...rest, cost: Number(rest.cost) }));
    expect(strip(await tipsOf(again.server))).toEqual(strip(await tipsOf(first.server)));
    expect(await purchasesOf(again.server)).toEqual(await purchasesOf(first.server));
    expect(again.reports).toEqual(first.reports);
  }, 120_000);
});
