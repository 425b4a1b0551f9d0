import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  BUYER_STAKE_FUN,
  buyersReturn,
  type TipPurchaseRecord,
} from "../../../../domain/tips/stats/buyersReturn";
import { unitProfit } from "../../../../domain/tips/tip";
import { aTip, settledTipsArbitrary } from "./settledTipArbitrary";

const purchase = (tipId: string, buyerId: string, cost: number, refunded = false): TipPurchaseRecord => ({
  tipId,
  buyerId,
  cost,
  refunded,
});

describe("buyersReturn", () => {
  const won = aTip({ tipId: "won", odds: 2.5, result: "won" });
  const lost = aTip({ tipId: "lost", odds: 1.5, result: "lost" });
  const voided = aTip({ tipId: "void", odds: 3, result: "void" });
  const unsold = aTip({ tipId: "unsold", odds: 4, result: "won" });

  it("sets what buyers paid against what the tips they bought made, at the notional stake", () => {
    const report = buyersReturn(
      [
        purchase("won", "b1", 50),
        purchase("won", "b2", 50),
        purchase("lost", "b1", 30),
        purchase("void", "b3", 200, true),
        purchase("active", "b1", 10),
      ],
      [won, lost, voided, unsold],
    );
    expect(report).toMatchObject({
      settledPurchaseCount: 4,
      pendingPurchaseCount: 1,
      paidFun: 130,
      refundedFun: 200,
    });
    // Two buyers of a 1.5-unit win, one of a loss, one of a void.
    expect(report.unitProfit).toBeCloseTo(1.5 + 1.5 - 1, 12);
    expect(report.netFun).toBeCloseTo(2 * BUYER_STAKE_FUN - 130, 9);
    expect(report.breakEvenStake).toBeCloseTo(65, 9);
    // The tipster's own record counts each tip once, sold or not.
    expect(report.tipsterUnitProfit).toBeCloseTo(1.5 - 1 + 0 + 3, 12);
  });

  it("has no break-even stake when the bought tips lost", () => {
    const report = buyersReturn([purchase("lost", "b1", 30)], [lost]);
    expect(report.breakEvenStake).toBeNull();
    expect(report.netFun).toBeCloseTo(-BUYER_STAKE_FUN - 30, 9);
  });

  it("is net of each purchase's cost and its tip's unit profit at any stake", () => {
    fc.assert(
      fc.property(
        settledTipsArbitrary(),
        fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 10_000 }), fc.boolean()), { maxLength: 40 }),
        fc.integer({ min: 1, max: 1000 }),
        (tips, picks, stake) => {
          const purchases = picks.map(([index, cost, refunded], i) =>
            purchase(
              tips.length > 0 && index % 3 !== 0 ? tips[index % tips.length]!.tipId : "pending",
              `b${i}`,
              cost,
              refunded,
            ),
          );
          const report = buyersReturn(purchases, tips, stake);
          const byId = new Map(tips.map((tip) => [tip.tipId, tip]));
          const settled = purchases.filter((p) => byId.has(p.tipId));
          const expected = settled.reduce((sum, p) => {
            const tip = byId.get(p.tipId)!;
            return sum + unitProfit(tip.result, tip.odds) * stake - (p.refunded ? 0 : p.cost);
          }, 0);
          expect(report.netFun).toBeCloseTo(expected, 6);
          expect(report.settledPurchaseCount + report.pendingPurchaseCount).toBe(purchases.length);
          expect(report.paidFun + report.refundedFun).toBe(settled.reduce((sum, p) => sum + p.cost, 0));
        },
      ),
    );
  });
});
