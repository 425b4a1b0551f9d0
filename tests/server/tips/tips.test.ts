import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FUN_CURRENCY } from "../../../domain/accounts/authProfile";
import { joinPath } from "../../../domain/feed/ids";
import { CreatePrediction, PurchasePrediction, TipErrorCode } from "../../../domain/tips/tipCommands";
import { makeManualProvider } from "../../../server/provider/manualProvider";
import { line, SOCCER } from "../../helpers/lineBuilder";
import { closeDatabases } from "../../helpers/testDatabase";
import { startTestServer, type TestServer } from "../../helpers/testServer";
import { call, expectFailure, expectOk, signedInUser } from "../accounts/accountsHarness";

/**
 * create_prediction and purchase_prediction over HTTP on the real server: odds from the server's line,
 * one tip per event, sales closed at the start on the sports clock, FUN moved once per purchase and never
 * below zero.
 */
const T0 = Date.UTC(2026, 10, 23, 12);
let clock = T0;
let server: TestServer;

const outcomePath = (eventId: string, code = "P1") =>
  joinPath(SOCCER.id, "cat-1", "tour-1", eventId, "full_event--0", "1x2--nil", code);

beforeAll(async () => {
  server = await startTestServer({ provider: makeManualProvider([SOCCER], () => clock) });
  server.provider.push(
    SOCCER.id,
    line(SOCCER, [
      { id: "soon-0001", status: "not_started", startTime: T0 + 3_600_000, coefficient: 2.4 },
      { id: "later-0002", status: "not_started", startTime: T0 + 7_200_000, coefficient: 1.8 },
      { id: "third-0003", status: "not_started", startTime: T0 + 9_000_000, coefficient: 3.1 },
      { id: "live-0004", status: "in_progress", startTime: T0 - 600_000 },
    ]),
  );
  await server.app.feed.settled();
}, 60_000);
afterAll(async () => {
  await server.close();
  await closeDatabases();
});

const balanceOf = async (userId: string): Promise<number> => {
  const rows = await server.driver.query<{ amount: number | string }>(
    "SELECT amount FROM wallets WHERE user_id = $1 AND currency = $2",
    [userId, FUN_CURRENCY],
  );
  return Number(rows[0]?.amount ?? 0);
};

const create = (token: string, eventId: string, cost: number, extra: Record<string, unknown> = {}) =>
  call(
    server,
    CreatePrediction,
    {
      outcomeHashPath: outcomePath(eventId),
      title: "Home win",
      comment: "They have won five in a row",
      cost,
      ...extra,
    },
    token,
  );

describe("create_prediction", () => {
  it("takes the odds from the server's line and allows one tip per event", async () => {
    const { token } = await signedInUser(server);
    // The client has no say in the odds: a payload that names them is refused outright.
    const withOdds = await create(token.accessToken, "soon-0001", 50, { odds: 99 });
    expectFailure(withOdds, 400, "rpc.invalid_payload");
    const tip = expectOk<{ id: string; odds: number; cost: number; createdAt: number }>(
      await create(token.accessToken, "soon-0001", 50),
    );
    expect(tip.odds).toBe(2.4);
    expect(tip.cost).toBe(50);
    expect(tip.createdAt).toBe(clock);
    expectFailure(await create(token.accessToken, "soon-0001", 0), 409, TipErrorCode.tipAlreadyExists);
  });

  it("refuses started events, outcomes not on the line, bad costs and visitors", async () => {
    const { token } = await signedInUser(server);
    expectFailure(await create(token.accessToken, "live-0004", 10), 400, TipErrorCode.salesClosed);
    const unknown = await call(
      server,
      CreatePrediction,
      { outcomeHashPath: outcomePath("soon-0001", "NOPE"), title: "t", comment: "c", cost: 1 },
      token.accessToken,
    );
    expectFailure(unknown, 400, TipErrorCode.outcomeUnavailable);
    for (const cost of [-1, 10_001, 1.5]) {
      const result = await create(token.accessToken, "later-0002", cost);
      expect(result.status, `cost ${cost}`).toBe(400);
      expect(result.errorHeader).toBe("ERROR");
    }
    const anonymous = await create("", "later-0002", 10);
    expect(anonymous.errorHeader).toBe("ERROR");
    expect(anonymous.status).toBe(401);
  });
});

describe("purchase_prediction", () => {
  it("moves the cost from buyer to creator once, shows the comment, and refuses one's own tip", async () => {
    const seller = await signedInUser(server);
    const buyer = await signedInUser(server);
    const tip = expectOk<{ id: string }>(await create(seller.token.accessToken, "later-0002", 120));
    const [sellerBefore, buyerBefore] = [
      await balanceOf(seller.user.userId),
      await balanceOf(buyer.user.userId),
    ];

    const bought = expectOk<{ comment: string; cost: number; balance: number }>(
      await call(server, PurchasePrediction, { predictionId: tip.id }, buyer.token.accessToken),
    );
    expect(bought.comment).toBe("They have won five in a row");
    expect(bought.cost).toBe(120);
    expect(bought.balance).toBe(buyerBefore - 120);
    // Again, and many times at once: the same answer, no second charge.
    const again = await Promise.all(
      Array.from({ length: 20 }, () =>
        call(server, PurchasePrediction, { predictionId: tip.id }, buyer.token.accessToken),
      ),
    );
    for (const result of again) expect(expectOk<{ balance: number }>(result).balance).toBe(buyerBefore - 120);
    expect(await balanceOf(buyer.user.userId)).toBe(buyerBefore - 120);
    expect(await balanceOf(seller.user.userId)).toBe(sellerBefore + 120);

    expectFailure(
      await call(server, PurchasePrediction, { predictionId: tip.id }, seller.token.accessToken),
      400,
      TipErrorCode.ownTip,
    );
    expectFailure(
      await call(server, PurchasePrediction, { predictionId: "no-such-tip" }, buyer.token.accessToken),
      404,
      TipErrorCode.tipNotFound,
    );
  });

  it("refuses a purchase the wallet does not cover, records nothing, and charges nothing", async () => {
    const seller = await signedInUser(server);
    const buyer = await signedInUser(server);
    const tip = expectOk<{ id: string }>(await create(seller.token.accessToken, "third-0003", 10_000));
    const before = await balanceOf(buyer.user.userId);
    expect(before).toBeLessThan(10_000);
    expectFailure(
      await call(server, PurchasePrediction, { predictionId: tip.id }, buyer.token.accessToken),
      400,
      TipErrorCode.insufficientFunds,
    );
    expect(await balanceOf(buyer.user.userId)).toBe(before);
    const purchases = await server.driver.query("SELECT 1 FROM tip_purchases WHERE tip_id = $1", [tip.id]);
    expect(purchases).toHaveLength(0);
  });

  it("closes sales at the event's start on the sports clock", async () => {
    const seller = await signedInUser(server);
    const buyer = await signedInUser(server);
    const early = await signedInUser(server);
    const tip = expectOk<{ id: string }>(await create(seller.token.accessToken, "soon-0001", 5));
    expectOk(await call(server, PurchasePrediction, { predictionId: tip.id }, early.token.accessToken));
    clock = T0 + 3_600_000;
    try {
      expectFailure(
        await call(server, PurchasePrediction, { predictionId: tip.id }, buyer.token.accessToken),
        400,
        TipErrorCode.salesClosed,
      );
      // One who bought before the start still reads what they paid for.
      const held = expectOk<{ comment: string }>(
        await call(server, PurchasePrediction, { predictionId: tip.id }, early.token.accessToken),
      );
      expect(held.comment).toBe("They have won five in a row");
      expectFailure(await create(buyer.token.accessToken, "soon-0001", 5), 400, TipErrorCode.salesClosed);
    } finally {
      clock = T0;
    }
  });

  it("keeps the ledger and the wallets equal", async () => {
    const rows = await server.driver.query<{ user_id: string; diff: number | string }>(
      `SELECT w.user_id, w.amount - COALESCE((SELECT SUM(amount) FROM ledger_entries l
         WHERE l.user_id = w.user_id AND l.currency = w.currency), 0) AS diff FROM wallets w`,
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(Number(row.diff), row.user_id).toBe(0);
  });
});
