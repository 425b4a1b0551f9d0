import { ManagedRuntime } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FUN_CURRENCY } from "../../../domain/accounts/authProfile";
import type { Market, Sport } from "../../../domain/feed/tree";
import { PurchasePrediction } from "../../../domain/tips/tipCommands";
import { Database } from "../../../server/db/Database";
import { makeManualProvider } from "../../../server/provider/manualProvider";
import { verifyStoredChain } from "../../../server/tips/chain/verifyStoredChain";
import { type EventSpec, line, SOCCER } from "../../helpers/lineBuilder";
import { closeDatabases } from "../../helpers/testDatabase";
import { startTestServer, type TestServer } from "../../helpers/testServer";
import { call, expectOk, signedInUser } from "../accounts/accountsHarness";
import { publishTip } from "./tipsHarness";

/**
 * Settlement from the feed (issue 8): when an event finishes its tips settle won or lost and their sales
 * become the creator's to spend; a cancelled event's tips are void and refund their buyers; a second run
 * settles nothing again; the closing price is the last one before the start.
 */
const T0 = Date.UTC(2026, 10, 23, 12);
const START = T0 + 3_600_000;
let clock = T0;
let server: TestServer;

const push = async (events: ReadonlyArray<EventSpec>) => {
  server.provider.push(SOCCER.id, line(SOCCER, events));
  await server.app.feed.settled();
};

const wallet = async (userId: string) => {
  const rows = await server.driver.query<{ amount: number | string; reserved: number | string }>(
    "SELECT amount, reserved FROM wallets WHERE user_id = $1 AND currency = $2",
    [userId, FUN_CURRENCY],
  );
  return { amount: Number(rows[0]?.amount), reserved: Number(rows[0]?.reserved) };
};
const tipRow = async (tipId: string) =>
  (
    await server.driver.query<{ status: string; result: string | null; closing_odds: number | null }>(
      "SELECT status, result, closing_odds FROM tips WHERE id = $1",
      [tipId],
    )
  )[0]!;

beforeAll(async () => {
  server = await startTestServer({ provider: makeManualProvider([SOCCER], () => clock) });
  await push([
    { id: "final-0001", status: "not_started", startTime: START, coefficient: 2.5 },
    { id: "called-0002", status: "not_started", startTime: START },
  ]);
}, 60_000);
afterAll(async () => {
  await server.close();
  await closeDatabases();
});

describe("settlement", () => {
  it("settles won, lost and void once, pays the creators and refunds the void tip's buyers", async () => {
    const [winner, loser, voided, buyer1, buyer2] = await Promise.all(
      Array.from({ length: 5 }, () => signedInUser(server)),
    );
    const tip = (who: typeof winner, eventId: string, code: string, cost: number) =>
      publishTip(server, who!.token.accessToken, { eventId, code, cost });
    const won = await tip(winner, "final-0001", "P1", 100);
    const lost = await tip(loser, "final-0001", "P2", 0);
    const cancelled = await tip(voided, "called-0002", "X", 40);
    for (const [buyer, tipId] of [
      [buyer1, won],
      [buyer2, won],
      [buyer1, cancelled],
      [buyer2, lost],
    ] as const)
      expectOk(await call(server, PurchasePrediction, { predictionId: tipId }, buyer!.token.accessToken));

    const start = 1_000;
    expect(await wallet(winner!.user.userId)).toEqual({ amount: start + 200, reserved: 200 });
    expect(await wallet(voided!.user.userId)).toEqual({ amount: start + 40, reserved: 40 });
    expect(await wallet(buyer1!.user.userId)).toEqual({ amount: start - 140, reserved: 0 });

    // Nothing settles before the events are over.
    clock = START + 60_000;
    await push([
      { id: "final-0001", status: "in_progress", startTime: START, home: 1, away: 0 },
      { id: "called-0002", status: "not_started", startTime: START },
    ]);
    expect(await server.app.tips.runOnce()).toBe(0);

    clock = START + 7_200_000;
    await push([
      { id: "final-0001", status: "finished", startTime: START, home: 2, away: 1 },
      { id: "called-0002", status: "cancelled", startTime: START },
    ]);
    expect(await server.app.tips.runOnce()).toBe(3);
    expect(await server.app.tips.runOnce()).toBe(0);

    expect(await tipRow(won)).toMatchObject({ status: "won", result: "won" });
    expect(await tipRow(lost)).toMatchObject({ status: "lost", result: "lost" });
    expect(await tipRow(cancelled)).toMatchObject({ status: "void", result: "void" });
    // Sales of settled tips are the creator's to spend; the void tip's sale went back to its buyer.
    expect(await wallet(winner!.user.userId)).toEqual({ amount: start + 200, reserved: 0 });
    expect(await wallet(voided!.user.userId)).toEqual({ amount: start, reserved: 0 });
    expect(await wallet(buyer1!.user.userId)).toEqual({ amount: start - 100, reserved: 0 });

    const [totals] = await server.driver.query<{ issued: string; held: string; drift: string }>(
      `SELECT (SELECT SUM(amount) FROM ledger_entries WHERE kind = 'starting_balance') AS issued,
              (SELECT SUM(amount) FROM wallets) AS held,
              (SELECT COUNT(*) FROM wallets w WHERE w.amount <> (SELECT SUM(amount) FROM ledger_entries l
                 WHERE l.user_id = w.user_id AND l.currency = w.currency)) AS drift`,
    );
    expect(Number(totals?.held)).toBe(Number(totals?.issued));
    expect(Number(totals?.drift)).toBe(0);

    // The public record holds the three tips and their three settlements, and verifies.
    const runtime = ManagedRuntime.make(Database.fromDriver(server.driver));
    const verdict = await runtime.runPromise(verifyStoredChain());
    await runtime.dispose();
    expect(verdict).toMatchObject({ ok: true, tipCount: 3, settlementCount: 3 });
  });

  it("keeps the last price before the start as the closing price", async () => {
    const user = await signedInUser(server);
    const kickOff = clock + 3_600_000;
    await push([{ id: "next-0003", status: "not_started", startTime: kickOff, coefficient: 2.2 }]);
    const tipId = await publishTip(server, user.token.accessToken, { eventId: "next-0003" });
    await server.app.tips.runOnce();
    expect((await tipRow(tipId)).closing_odds).toBeNull();
    clock = kickOff - 1_000;
    await push([{ id: "next-0003", status: "not_started", startTime: kickOff, coefficient: 1.9 }]);
    await server.app.tips.runOnce();
    expect((await tipRow(tipId)).closing_odds).toBe(1.9);
    clock = kickOff + 1_000;
    await push([{ id: "next-0003", status: "in_progress", startTime: kickOff, coefficient: 1.5 }]);
    await server.app.tips.runOnce();
    expect((await tipRow(tipId)).closing_odds).toBe(1.9);
  });

  it("settles a correct score's 'other' against the scores the market listed when the tip was made", async () => {
    const user = await signedInUser(server);
    const kickOff = clock + 3_600_000;
    const withCorrectScore = (sport: Sport): Sport => {
      const tournament = sport.categories["cat-1"]!.tournaments["tour-1"]!;
      const event = tournament.events["cs-0004"]!;
      const outcome = (code: string, coefficient: number) => ({
        id: `cs-${code}`,
        code,
        coefficient,
        locked: false,
        updatedAt: 1,
      });
      const market: Market = {
        id: "cs-market",
        type: "correct_score",
        parameters: {},
        locked: false,
        outcomes: { "1:0": outcome("1:0", 6), "0:0": outcome("0:0", 8), other: outcome("other", 2.5) },
      };
      const scope = event.scopes["full_event--0"]!;
      const withMarket = {
        ...event,
        scopes: {
          "full_event--0": { ...scope, markets: { ...scope.markets, "correct_score--nil": market } },
        },
      };
      return {
        ...sport,
        categories: {
          "cat-1": {
            ...sport.categories["cat-1"]!,
            tournaments: { "tour-1": { ...tournament, events: { "cs-0004": withMarket } } },
          },
        },
      };
    };
    server.provider.push(
      SOCCER.id,
      withCorrectScore(line(SOCCER, [{ id: "cs-0004", status: "not_started", startTime: kickOff }])),
    );
    await server.app.feed.settled();
    const tipId = await publishTip(server, user.token.accessToken, {
      eventId: "cs-0004",
      code: "other",
      marketName: "correct_score--nil",
    });
    clock = kickOff + 7_200_000;
    await push([{ id: "cs-0004", status: "finished", startTime: kickOff, home: 3, away: 2 }]);
    await server.app.tips.runOnce();
    expect(await tipRow(tipId)).toMatchObject({ status: "won", result: "won" });
  });

  it("refuses to change or remove the public record", async () => {
    await expect(server.driver.query("UPDATE tip_chain SET entry = entry")).rejects.toThrow(/append-only/);
    await expect(server.driver.query("DELETE FROM tip_chain")).rejects.toThrow(/append-only/);
  });
});
