import { TipErrorCode } from "../../domain/tips/tipCommands";
import { ApiFailure } from "../rpc/ApiFailure";

/** The catalogue failures of the marketplace, one constructor per outcome. */
export const TipFailure = {
  tipAlreadyExists: () =>
    ApiFailure.of(TipErrorCode.tipAlreadyExists, "CONFLICT", "You have a tip on this event already"),
  salesClosed: () =>
    ApiFailure.of(TipErrorCode.salesClosed, "BAD_REQUEST", "The event has started: tips are closed"),
  outcomeUnavailable: () =>
    ApiFailure.of(TipErrorCode.outcomeUnavailable, "BAD_REQUEST", "That outcome is not on the line now"),
  tipNotFound: () => ApiFailure.of(TipErrorCode.tipNotFound, "NOT_FOUND", "No such tip"),
  ownTip: () => ApiFailure.of(TipErrorCode.ownTip, "BAD_REQUEST", "This is your own tip"),
  insufficientFunds: () =>
    ApiFailure.of(TipErrorCode.insufficientFunds, "BAD_REQUEST", "Not enough FUN for this tip"),
};
