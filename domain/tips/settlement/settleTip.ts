import type { FeedEvent } from "../../feed/tree";
import type { SettlementResult, TipSelection } from "../tip";
import type { SettlementContext } from "./marketRules";
import { settleSelection } from "./settleSelection";

/**
 * How long a postponed event may wait before its tips are void, counted from its scheduled start: 48
 * hours, the usual bookmaker rule (a match replayed within two days is still the match the tip was
 * on, a later one is another match on other news), and the time a finished event stays in the line
 * (lifecycle.ts TWO_DAYS_MS).
 */
export const POSTPONED_VOID_AFTER_MS = 48 * 60 * 60 * 1000;

export interface SettleTipOptions extends SettlementContext {
  /** The settlement's clock (epoch ms), passed in: domain/ reads no clock. */
  readonly now: number;
  readonly postponedVoidAfterMs?: number;
}

/**
 * A tip's result from its event, or undefined while it stays active. The event's fate first:
 * - not started: active;
 * - cancelled, or corrupted (the feed's data cannot be trusted): void;
 * - postponed: void once `postponedVoidAfterMs` have passed since the scheduled start, active before;
 * - interrupted or retired (abandoned; both are ended statuses, lifecycle.ts): parts of the match
 *   already complete settle by their scores (a first-half market when play stopped in the second
 *   half); everything else is void, the full event and the match winner included, even after a
 *   retirement that the feed does not say who it hands the match to;
 * - in progress: parts already complete settle early, the rest wait;
 * - finished: every market by the final scores.
 */
export const settleTip = (
  event: FeedEvent,
  selection: TipSelection,
  { now, postponedVoidAfterMs = POSTPONED_VOID_AFTER_MS, ...context }: SettleTipOptions,
): SettlementResult | undefined => {
  if (selection.eventId !== event.id) return undefined;
  switch (event.status) {
    case "not_started":
      return undefined;
    case "cancelled":
    case "corrupted":
      return "void";
    case "postponed":
      return now - event.startTime > postponedVoidAfterMs ? "void" : undefined;
    case "interrupted":
    case "retired":
      return settleSelection(event, selection, context) ?? "void";
    case "in_progress":
      return settleSelection(event, selection, context);
    case "finished":
      // Every scope of a finished event is over, so this is never undefined; void keeps it total.
      return settleSelection(event, selection, context) ?? "void";
  }
};
