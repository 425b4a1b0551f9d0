import { joinPath } from "../../domain/feed/ids.ts";
import type { FeedEvent } from "../../domain/feed/tree.ts";
import type { TipCreateSelection } from "./tipCreateMachine.ts";

/**
 * The outcome a viewer chose on an event's markets (by its feed id) as a tip's selection: its hash path
 * by the keys of the feed tree, as `create_prediction` reads it, and its price now. Null when the event no
 * longer lists it.
 */
export const tipSelectionOf = (
  event: Pick<FeedEvent, "id" | "sportId" | "categoryId" | "tournamentId" | "scopes">,
  outcomeId: string,
): TipCreateSelection | null => {
  for (const [scopeKey, scope] of Object.entries(event.scopes)) {
    for (const [marketName, market] of Object.entries(scope.markets)) {
      for (const [outcomeKey, outcome] of Object.entries(market.outcomes)) {
        if (outcome.id !== outcomeId) continue;
        return {
          outcomeHashPath: joinPath(
            event.sportId,
            event.categoryId,
            event.tournamentId,
            event.id,
            scopeKey,
            marketName,
            outcomeKey,
          ),
          eventId: event.id,
          scopeKey,
          marketName,
          marketType: market.type,
          outcomeCode: outcome.code,
          odds: outcome.coefficient,
        };
      }
    }
  }
  return null;
};

/** The chosen outcome's price and whether it is open, read again from the event as the line moves. */
export const liveOutcomeOf = (
  event: Pick<FeedEvent, "scopes" | "locked" | "status">,
  selection: Pick<TipCreateSelection, "scopeKey" | "marketName" | "outcomeCode">,
): { readonly odds: number; readonly open: boolean } | null => {
  const scope = event.scopes[selection.scopeKey];
  const market = scope?.markets[selection.marketName];
  const outcome =
    market && Object.values(market.outcomes).find((listed) => listed.code === selection.outcomeCode);
  if (!scope || !market || !outcome) return null;
  return {
    odds: outcome.coefficient,
    open:
      event.status === "not_started" && !event.locked && !scope.locked && !market.locked && !outcome.locked,
  };
};
