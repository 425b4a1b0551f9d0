import { Effect } from "effect";
import { FUN_CURRENCY } from "../../../domain/accounts/authProfile";
import { findEvent } from "../../../domain/feed/filterFeedTree";
import type { FeedEvent } from "../../../domain/feed/tree";
import { settleTip } from "../../../domain/tips/settlement/settleTip";
import { type SettlementResult, statusOfResult } from "../../../domain/tips/tip";
import { addLedgerEntry, refundReserved, releaseReserved } from "../../accounts/stores/ledgerStore";
import { Database } from "../../db/Database";
import { LineFeed } from "../../feed/LineFeed";
import { SportsClock } from "../../provider/SportsClock";
import { appendSettlementEntry } from "../chain/tipChainStore";
import { recordSettlement } from "../ranking/recordSettlement";
import {
  closingSoon,
  type DueTip,
  dueTips,
  markRefunded,
  markSettled,
  paidPurchases,
  setClosingOdds,
} from "./settlementStore";

const eventIn = (feed: LineFeed["Service"], eventId: string): FeedEvent | undefined =>
  findEvent(feed.snapshot({ kind: "event", eventId }).tree, eventId)?.event;

const byEvent = <T extends { readonly event_id: string }>(rows: ReadonlyArray<T>) => {
  const groups = new Map<string, T[]>();
  for (const row of rows) groups.set(row.event_id, [...(groups.get(row.event_id) ?? []), row]);
  return groups;
};

/**
 * One tip's settlement, in the caller's transaction: its result once (the status guard), then the money.
 * Won or lost, the creator's reserved sales become spendable; void, each buyer gets their cost back from
 * the creator's reserve. Wallet rows are written in user-id order, as purchases do, so the two never
 * deadlock on PostgreSQL. Answers false when another run settled it first.
 */
const settleOne = (tip: DueTip, result: SettlementResult, now: number) =>
  Effect.gen(function* () {
    const creatorId = yield* markSettled(tip.id, statusOfResult(result), result, now);
    if (creatorId === undefined) return false;
    // The tipster's tallies and streak move in the same transaction (the ranking never scans tips).
    yield* recordSettlement(tip.id);
    yield* settlePurchases(tip.id, creatorId, result, now);
    // Last, so the record's lock is held only until the commit.
    yield* appendSettlementEntry({ tipId: tip.id, result, settledAt: now });
    return true;
  });

const settlePurchases = (tipId: string, creatorId: string, result: SettlementResult, now: number) =>
  Effect.gen(function* () {
    const purchases = yield* paidPurchases(tipId);
    const total = purchases.reduce((sum, purchase) => sum + purchase.cost, 0);
    if (total === 0) return;
    if (result !== "void") {
      yield* releaseReserved(creatorId, FUN_CURRENCY, total);
      return;
    }
    const moves = [
      {
        userId: creatorId,
        run: refundReserved({
          userId: creatorId,
          currency: FUN_CURRENCY,
          amount: total,
          kind: "tip_sale_refund",
          now,
        }),
      },
      ...purchases.map((purchase) => ({
        userId: purchase.buyer_id,
        run: Effect.andThen(
          addLedgerEntry({
            userId: purchase.buyer_id,
            currency: FUN_CURRENCY,
            amount: purchase.cost,
            kind: "tip_refund",
            now,
          }),
          markRefunded(tipId, purchase.buyer_id, now),
        ),
      })),
    ].sort((a, b) => (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0));
    for (const move of moves) yield* move.run;
  });

/**
 * Settles what can be settled among the active tips whose event has started, each tip in its own
 * transaction (exactly once, whatever stops the run half-way: the next run finds the rest still active).
 * Answers how many this run settled.
 */
export const settleDueTips = Effect.fn("tips.settleDue")(function* (limit: number) {
  const feed = yield* LineFeed;
  const db = yield* Database;
  const now = (yield* SportsClock).now();
  let settled = 0;
  for (const [eventId, tips] of byEvent(yield* dueTips(now, limit))) {
    // An event the line no longer holds stays active until it is back or a rule for it is chosen.
    const event = eventIn(feed, eventId);
    if (!event) continue;
    for (const tip of tips) {
      const selection = {
        eventId,
        scopeKey: tip.scope_key,
        marketName: tip.market_name,
        outcomeCode: tip.outcome_code,
      };
      const result = settleTip(event, selection, {
        now,
        ...(tip.market_outcome_codes ? { outcomeCodes: tip.market_outcome_codes } : {}),
      });
      if (result === undefined) continue;
      if (yield* db.transaction(settleOne(tip, result, now))) settled++;
    }
  }
  return settled;
});

/**
 * Closing-line value needs the last price before the start: the price of each tip's outcome is written
 * on every run while its event starts within `horizonMs`, and no longer once it has started, so the last
 * write is the closing price to within one run.
 */
export const captureClosingOdds = Effect.fn("tips.captureClosingOdds")(function* (horizonMs: number) {
  const feed = yield* LineFeed;
  const now = (yield* SportsClock).now();
  for (const [eventId, tips] of byEvent(yield* closingSoon(now, horizonMs))) {
    const event = eventIn(feed, eventId);
    if (!event) continue;
    for (const tip of tips) {
      const market = event.scopes[tip.scope_key]?.markets[tip.market_name];
      const outcome =
        market && Object.values(market.outcomes).find((candidate) => candidate.code === tip.outcome_code);
      if (outcome && outcome.coefficient > 1) yield* setClosingOdds(tip.id, outcome.coefficient, now);
    }
  }
});
