import { parseMarketName } from "../../domain/feed/ids.ts";
import { marketLine } from "../../domain/sportsbook/marketLine.ts";
import type { TipCard } from "../../domain/tips/tipsQuery.ts";
import { type OutcomeCaption, outcomeCaption } from "../event/outcomeCaption.ts";

const KNOWN_MARKETS = new Set(["1x2", "12", "handicap", "asian_handicap", "over_under", "correct_score"]);

/** What a tip picks, in the words of the event page: the scope, the market and the outcome at its line. */
export interface TipPick {
  /** `scope.half` with its number, or null for the whole match. */
  readonly scope: { readonly key: `scope.${string}`; readonly number: number } | null;
  readonly marketKey: `market.${string}` | null;
  readonly marketText: string;
  readonly outcome: OutcomeCaption;
}

export const tipPick = (selection: TipCard["selection"]): TipPick => {
  const { type, parameters } = parseMarketName(selection.marketName);
  const marketType = selection.marketType || type;
  const [scopeType = "full_event", scopeNumber = "0"] = selection.scopeKey.split("--");
  return {
    scope: scopeType === "full_event" ? null : { key: `scope.${scopeType}`, number: Number(scopeNumber) },
    marketKey: KNOWN_MARKETS.has(marketType) ? `market.${marketType}` : null,
    marketText: marketType.replaceAll("_", " "),
    outcome: outcomeCaption(marketType, marketLine(parameters), selection.outcomeCode),
  };
};
