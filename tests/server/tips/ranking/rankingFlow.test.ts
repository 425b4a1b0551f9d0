import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { joinPath } from "../../../../domain/feed/ids";
import { CreateUserSubscription } from "../../../../domain/follow/followCommands";
import {
  DAY_MS,
  effectivePeriod,
  RANKING_TABS,
  STATISTICS_PERIODS,
} from "../../../../domain/tips/stats/periods";
import { MIN_SETTLED_FOR_RANKING, rankingEntries, rankTop } from "../../../../domain/tips/stats/ranking";
import { tipStatistics } from "../../../../domain/tips/stats/tipStatistics";
import type { SettledTip, SettlementResult } from "../../../../domain/tips/tip";
import { CreatePrediction } from "../../../../domain/tips/tipCommands";
import { makeManualProvider } from "../../../../server/provider/manualProvider";
import { type EventSpec, line, SOCCER } from "../../../helpers/lineBuilder";
import { closeDatabases } from "../../../helpers/testDatabase";
import { startTestServer, type TestServer } from "../../../helpers/testServer";
import { call, expectOk, signedInUser } from "../../accounts/accountsHarness";

/**
 * Statistics and the ranking through the real path: tips created over RPC, events finished on the line,
 * the settlement timer's run (which records each settlement in the tallies), a refresh, then GraphQL on
 * the users service, checked against the pure rules over the tips table, with FOLLOWING and the 20-tip
 * minimum, and a rolling window that moves as the sports clock does.
 */
const T0 = Date.UTC(2026, 10, 10, 12);
const EARLY = 12;
const LATE = 10;
const EARLY_START = T0 + 3_600_000;
const LATE_START = T0 + 5 * DAY_MS;
let clock = T0;
let server: TestServer;

const eventId = (n: number) => `ev-${String(n).padStart(4, "0")}`;
const startOf = (n: number) => (n < EARLY ? EARLY_START : LATE_START);
/** Home wins the even events, away the odd ones. */
const winner = (n: number) => (n % 2 === 0 ? "P1" : "P2");
const spec = (n: number, status: EventSpec["status"]): EventSpec => ({
  id: eventId(n),
  status,
  startTime: startOf(n),
  ...(status === "finished" ? (n % 2 === 0 ? { home: 2, away: 0 } : { home: 0, away: 1 }) : {}),
  coefficient: 1.5 + (n % 5) * 0.25,
});
const EVENTS = EARLY + LATE;
const FUTURE = "ev-future";

const push = async (status: (n: number) => EventSpec["status"]) => {
  server.provider.push(
    SOCCER.id,
    line(SOCCER, [
      ...Array.from({ length: EVENTS }, (_, n) => spec(n, status(n))),
      { id: FUTURE, status: "not_started", startTime: T0 + 30 * DAY_MS },
    ]),
  );
  await server.app.feed.settled();
};

const query = async <T>(text: string, variables: Record<string, unknown>, token?: string): Promise<T> => {
  const response = await fetch(`${server.url}/graphql/users`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query: text, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: unknown };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data as T;
};

interface Row {
  readonly position: number;
  readonly userId: string;
  readonly name: string;
  readonly value: number;
  readonly sampleSize: number;
  readonly winRate: number | null;
  readonly winRateLowerBound: number;
  readonly profit: number;
  readonly streak: number;
  readonly luck: number | null;
  readonly averageOdds: number | null;
  readonly buyersReturn: { readonly settledPurchaseCount: number };
}
const RANKING = `query Ranking($sportId: ID!, $tab: RankingTab!, $period: RankingPeriod!, $limit: Int) {
  tipsterRanking(sportId: $sportId, tab: $tab, period: $period, limit: $limit) {
    position userId name value sampleSize winRate winRateLowerBound profit streak luck averageOdds
    buyersReturn { settledPurchaseCount }
  }
}`;
const ranking = async (tab: string, period: string, token?: string, limit?: number) =>
  (
    await query<{ tipsterRanking: Row[] }>(
      RANKING,
      { sportId: SOCCER.id, tab, period, ...(limit ? { limit } : {}) },
      token,
    )
  ).tipsterRanking;

const STATISTICS = `query Statistics($userId: ID!, $sportId: ID!, $period: RankingPeriod!) {
  tipsterStatistics(userId: $userId, sportId: $sportId, period: $period) {
    winRate averageOdds profit lastResults streak wonCount lostCount voidCount
    totalClosedPredictionsCount totalActivePredictionsCount sampleSize luck
  }
}`;

/** The settled tips as the pure rules read them. */
const settledTips = async (): Promise<SettledTip[]> =>
  (
    await server.driver.query<{
      id: string;
      creator_id: string;
      sport_id: string;
      odds: number;
      result: SettlementResult;
      settled_at: number | string;
      closing_odds: number | null;
    }>(
      "SELECT id, creator_id, sport_id, odds, result, settled_at, closing_odds FROM tips WHERE status <> 'active'",
    )
  ).map((row) => ({
    tipId: row.id,
    creatorId: row.creator_id,
    sportId: row.sport_id,
    odds: row.odds,
    result: row.result,
    settledAt: Number(row.settled_at),
    closingOdds: row.closing_odds,
  }));

/**
 * The app's own refresher. Its timer may be half-way through a pass begun before the clock moved, and a
 * call then joins that pass: the second call is a pass that began after the move.
 */
const refresh = async () => {
  await server.app.rankings.runOnce();
  await server.app.rankings.runOnce();
};

/** Every tab and period over GraphQL against rankTop over the tips table's settled tips. */
const expectRankingAsPure = async (viewer: { userId: string; token: string; follows: string[] }) => {
  const tips = await settledTips();
  const users = [...new Set(tips.map((tip) => tip.creatorId))];
  const entries = users.map((userId) =>
    rankingEntries(
      userId,
      tips.filter((tip) => tip.creatorId === userId),
      clock,
    ),
  );
  for (const tab of RANKING_TABS)
    for (const period of STATISTICS_PERIODS) {
      const shown = entries
        .map((byPeriod) => byPeriod[effectivePeriod(tab, period)])
        .filter((entry) => tab !== "FOLLOWING" || viewer.follows.includes(entry.userId));
      const expected = rankTop(shown, tab);
      const rows = await ranking(tab, period, viewer.token);
      expect(
        rows.map((row) => [row.position, row.userId]),
        `${tab} ${period}`,
      ).toEqual(expected.map((row) => [row.position, row.userId]));
      rows.forEach((row, index) => {
        expect(row.value).toBeCloseTo(expected[index]!.value, 9);
        expect(row.sampleSize).toBe(expected[index]!.entry.sampleSize);
      });
    }
};

interface Tipster {
  readonly userId: string;
  readonly token: string;
}
let sharp: Tipster;
let steady: Tipster;
let lucky: Tipster;
let viewer: Tipster;

const tip = async (who: Tipster, id: string, code: string) =>
  expectOk<{ id: string }>(
    await call(
      server,
      CreatePrediction,
      {
        outcomeHashPath: joinPath(SOCCER.id, "cat-1", "tour-1", id, "full_event--0", "1x2--nil", code),
        title: "Pick",
        comment: "Why",
        cost: 0,
      },
      who.token,
    ),
  );

beforeAll(async () => {
  server = await startTestServer({ provider: makeManualProvider([SOCCER], () => clock) });
  await push(() => "not_started");
  const users = await Promise.all(Array.from({ length: 4 }, () => signedInUser(server)));
  [sharp, steady, lucky, viewer] = users.map((user) => ({
    userId: user.user.userId,
    token: user.token.accessToken,
  })) as [Tipster, Tipster, Tipster, Tipster];
  for (let n = 0; n < EVENTS; n++) {
    const wins = winner(n);
    const loses = wins === "P1" ? "P2" : "P1";
    // sharp: right on all but every fourth event; steady: right on every other one; lucky: 5 long shots.
    await tip(sharp, eventId(n), n % 4 === 3 ? loses : wins);
    await tip(steady, eventId(n), n % 2 === 0 ? wins : "X");
    if (n >= EARLY && n < EARLY + 5) await tip(lucky, eventId(n), wins);
  }
  await tip(steady, FUTURE, "P1");
  expectOk(await call(server, CreateUserSubscription, { targetUserId: sharp.userId }, viewer.token));
  expectOk(await call(server, CreateUserSubscription, { targetUserId: lucky.userId }, viewer.token));

  clock = EARLY_START + 3 * 3_600_000;
  await push((n) => (n < EARLY ? "finished" : "not_started"));
  await server.app.tips.runOnce();
  clock = LATE_START + 3 * 3_600_000;
  await push(() => "finished");
  await server.app.tips.runOnce();
}, 120_000);
afterAll(async () => {
  await server?.close();
  await closeDatabases();
});

describe("tipster ranking and statistics over GraphQL", () => {
  it("rank every tab and period as the pure rules do over the settled tips", async () => {
    expect((await settledTips()).length).toBe(EVENTS * 2 + 5);
    await refresh();
    await expectRankingAsPure({ ...viewer, follows: [sharp.userId, lucky.userId] });
  });

  it("keep a tipster under 20 decided tips off the profit and win-rate tops, not off ALL", async () => {
    const all = await ranking("ALL", "ALL_TIME");
    expect(all.find((row) => row.userId === lucky.userId)).toMatchObject({ sampleSize: 5, luck: null });
    const profit = await ranking("TOP_PROFIT", "ALL_TIME");
    // 5 wins at long odds is the best profit per tip here, and still no place.
    expect(profit.map((row) => row.userId)).toEqual([sharp.userId, steady.userId]);
    expect(profit.every((row) => row.sampleSize >= MIN_SETTLED_FOR_RANKING)).toBe(true);
    expect((await ranking("TOP_WIN_RATE", "ALL_TIME")).map((row) => row.userId)).not.toContain(lucky.userId);
    // Streak has no period: LAST_3_DAYS shows the all-time run, and a short record has one like anyone.
    const streaks = await ranking("TOP_STREAK", "LAST_3_DAYS");
    expect(streaks).toEqual(await ranking("TOP_STREAK", "ALL_TIME"));
    expect(streaks.find((row) => row.userId === lucky.userId)).toMatchObject({ value: 5, streak: 5 });
  });

  it("rank FOLLOWING over the viewer's leaders only, and nobody for a visitor", async () => {
    const following = await ranking("FOLLOWING", "ALL_TIME", viewer.token);
    expect(following.map((row) => [row.position, row.userId, row.value])).toEqual([
      [1, sharp.userId, EVENTS],
      [2, lucky.userId, 5],
    ]);
    expect(await ranking("FOLLOWING", "ALL_TIME")).toEqual([]);
    expect(await ranking("FOLLOWING", "ALL_TIME", sharp.token)).toEqual([]);
    expect((await ranking("ALL", "ALL_TIME", undefined, 2)).length).toBe(2);
  });

  it("answer each tipster's statistics as tipStatistics over the same tips", async () => {
    const tips = await settledTips();
    for (const user of [sharp, steady, lucky, viewer])
      for (const period of STATISTICS_PERIODS) {
        const expected = tipStatistics({
          settled: tips.filter((tip) => tip.creatorId === user.userId),
          activeCount: user === steady ? 1 : 0,
          period,
          now: clock,
        });
        const { tipsterStatistics: actual } = await query<{ tipsterStatistics: Record<string, unknown> }>(
          STATISTICS,
          { userId: user.userId, sportId: SOCCER.id, period },
        );
        const { winRate, averageOdds, profit, ...exact } = expected;
        expect(actual, `${period}`).toMatchObject(exact);
        for (const [field, value] of Object.entries({ winRate, averageOdds, profit }))
          if (value === null) expect(actual[field]).toBeNull();
          else expect(actual[field] as number).toBeCloseTo(value, 9);
      }
  });

  it("moves a period's window with the clock, without a settlement", async () => {
    expect((await ranking("ALL", "LAST_3_DAYS")).length).toBe(3);
    clock = LATE_START + 3 * DAY_MS + 3 * 3_600_000 + 1;
    await refresh();
    expect(await ranking("ALL", "LAST_3_DAYS")).toEqual([]);
    expect((await ranking("ALL", "LAST_7_DAYS")).map((row) => row.sampleSize)).toEqual([LATE, LATE, 5]);
    await expectRankingAsPure({ ...viewer, follows: [sharp.userId, lucky.userId] });
  });
});
