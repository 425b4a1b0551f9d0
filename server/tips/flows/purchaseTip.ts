import { Effect } from "effect";
import { FUN_CURRENCY } from "../../../domain/accounts/authProfile";
import type { PurchasePrediction } from "../../../domain/tips/tipCommands";
import type { Principal } from "../../accounts/sessions/authenticate";
import { creditReserved, debitIfCovered, ledgerBalance } from "../../accounts/stores/ledgerStore";
import { findUserById } from "../../accounts/stores/userStore";
import { Database } from "../../db/Database";
import { notificationKeys, notify } from "../../notifications/notify";
import { SportsClock } from "../../provider/SportsClock";
import { findSaleTerms, hasPurchased, recordPurchase } from "../stores/tipStore";
import { TipFailure } from "../tipFailures";

type Payload = typeof PurchasePrediction.payload.Type;

/**
 * Unlocks a tip: in one transaction, the purchase is recorded once per (buyer, tip) and its cost moves
 * from the buyer's wallet to the creator's, never overdrawing. A second purchase of the same tip, even
 * concurrent with the first, answers like it without charging again. Sales close at the event's start.
 */
export const purchaseTip = Effect.fn("tips.purchase")(function* (principal: Principal, payload: Payload) {
  const now = (yield* SportsClock).now();
  const db = yield* Database;
  const buyerId = principal.userId;
  const tipId = payload.predictionId;
  const paid = yield* db.transaction(
    Effect.gen(function* () {
      const terms = yield* findSaleTerms(tipId);
      if (!terms) return yield* Effect.fail(TipFailure.tipNotFound());
      if (terms.creator_id === buyerId) return yield* Effect.fail(TipFailure.ownTip());
      const answer = { comment: terms.comment, cost: terms.cost };
      if (yield* hasPurchased(tipId, buyerId)) return answer;
      if (terms.status !== "active" || terms.event_start <= now) {
        return yield* Effect.fail(TipFailure.salesClosed());
      }
      // A concurrent purchase of the same tip by the same buyer got there first: no second charge.
      if (!(yield* recordPurchase({ tipId, buyerId, cost: terms.cost, now }))) return answer;
      if (terms.cost > 0) yield* moveFun(buyerId, terms.creator_id, terms.cost, now);
      const buyer = yield* findUserById(buyerId);
      yield* notify(
        terms.creator_id,
        { kind: "social", type: "TIP_SOLD", userId: buyerId, userName: buyer?.name ?? "", tipId },
        notificationKeys.tipSold(tipId, buyerId),
      );
      return answer;
    }),
  );
  return {
    predictionId: tipId,
    comment: paid.comment,
    cost: paid.cost,
    balance: yield* ledgerBalance(buyerId, FUN_CURRENCY),
  };
});

/**
 * The cost from buyer to creator, reserved in the creator's wallet until the tip settles (a void tip
 * refunds its buyers from it). NOTE: the two wallet rows are locked in user-id order, so two users
 * buying each other's tips at once cannot deadlock on PostgreSQL; a short wallet fails the transaction.
 */
const moveFun = Effect.fn("tips.moveFun")(function* (
  buyerId: string,
  creatorId: string,
  cost: number,
  now: number,
) {
  const debit = Effect.gen(function* () {
    const left = yield* debitIfCovered({
      userId: buyerId,
      currency: FUN_CURRENCY,
      amount: cost,
      kind: "tip_purchase",
      now,
    });
    if (left === undefined) return yield* Effect.fail(TipFailure.insufficientFunds());
  });
  const credit = creditReserved({
    userId: creatorId,
    currency: FUN_CURRENCY,
    amount: cost,
    kind: "tip_sale",
    now,
  });
  if (buyerId < creatorId) {
    yield* debit;
    yield* credit;
  } else {
    yield* credit;
    yield* debit;
  }
});
