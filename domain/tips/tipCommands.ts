import { Schema } from "effect";
import { defineCommand } from "../rpc/command";
import { TipCost, TipId } from "./tip";

/** A tip's title: short, one line, never empty. */
export const TIP_TITLE_MAX_LENGTH = 120;
/** A tip's comment: the part buyers pay for. */
export const TIP_COMMENT_MAX_LENGTH = 2_000;

const Title = Schema.Trim.check(Schema.isMinLength(1), Schema.isMaxLength(TIP_TITLE_MAX_LENGTH));
const Comment = Schema.Trim.check(Schema.isMinLength(1), Schema.isMaxLength(TIP_COMMENT_MAX_LENGTH));

/**
 * `create_prediction` (signed in): a pick on an event that has not started, named by its outcome's hash
 * path (`sport->category->tournament->event->scope->market->outcome`, domain/feed/ids.ts). The odds are
 * the server's line at that moment, never the client's; cost 0 is a free tip.
 */
export const CreatePrediction = defineCommand({
  service: "funsclub-users",
  name: "create_prediction",
  payload: Schema.Struct({
    outcomeHashPath: Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(512)),
    title: Title,
    comment: Comment,
    cost: TipCost,
  }),
  success: Schema.Struct({
    id: TipId,
    eventId: Schema.String,
    odds: Schema.Number,
    cost: TipCost,
    createdAt: Schema.Number,
  }),
});

/**
 * `purchase_prediction` (signed in): unlocks a tip's comment for its cost in FUN, moved from the buyer to
 * the creator in one transaction. Buying a tip one holds already answers as the first purchase did.
 */
export const PurchasePrediction = defineCommand({
  service: "funsclub-users",
  name: "purchase_prediction",
  payload: Schema.Struct({ predictionId: TipId }),
  success: Schema.Struct({
    predictionId: TipId,
    comment: Schema.String,
    /** What the buyer paid (0 for a free tip). */
    cost: TipCost,
    /** The buyer's FUN balance after the purchase. */
    balance: Schema.Number,
  }),
});

/** Catalogue codes of the marketplace (accounts spec section 8: "tip already exists", "unlock tip failure"). */
export const TipErrorCode = {
  /** One tip per event per user. */
  tipAlreadyExists: "prediction.already_exists",
  /** The event has started (or is over): no new tips, no more sales. */
  salesClosed: "prediction.sales_closed",
  /** The outcome is not on the line (unknown, or the market is suspended). */
  outcomeUnavailable: "prediction.outcome_unavailable",
  tipNotFound: "prediction.not_found",
  ownTip: "prediction.own_tip",
  /** Not enough FUN for the tip's cost. */
  insufficientFunds: "wallet.insufficient_funds",
} as const;
export type TipErrorCode = (typeof TipErrorCode)[keyof typeof TipErrorCode];
