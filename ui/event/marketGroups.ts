import { compareScopes } from "../../domain/event/scopeOrder.ts";
import type { FeedEvent, Market, Outcome, ScopeType } from "../../domain/feed/tree.ts";
import { marketLine } from "../../domain/sportsbook/marketLine.ts";
import { compareMarketTypes } from "../../domain/sportsbook/marketPriority.ts";
import { compareOutcomes } from "../../domain/sportsbook/outcomeOrder.ts";

/** One priced line of a market family: `over_under` at 2.5, or the only line of `1x2`. */
export interface MarketLine {
  readonly market: Market;
  /** The line's parameter as written in the feed (`2.5`, `-1.5`), or null for markets without one. */
  readonly parameter: string | null;
  readonly outcomes: ReadonlyArray<Outcome>;
}

/** The markets of one type in one scope, e.g. every total line of the first half. */
export interface MarketFamily {
  readonly type: string;
  readonly lines: ReadonlyArray<MarketLine>;
}

export interface ScopeGroup {
  readonly key: string;
  readonly type: ScopeType;
  readonly number: number;
  /** The whole scope is suspended (its markets may still say open). */
  readonly locked: boolean;
  readonly families: ReadonlyArray<MarketFamily>;
}

const compareLines = (a: MarketLine, b: MarketLine): number => {
  const numberA = Number(a.parameter);
  const numberB = Number(b.parameter);
  if (Number.isFinite(numberA) && Number.isFinite(numberB) && numberA !== numberB) return numberA - numberB;
  return (a.parameter ?? "").localeCompare(b.parameter ?? "");
};

const families = (markets: ReadonlyArray<Market>, catalogueCode: string): MarketFamily[] => {
  const byPriority = compareMarketTypes(catalogueCode);
  const byType = new Map<string, MarketLine[]>();
  for (const market of markets) {
    const outcomes = Object.values(market.outcomes).sort(compareOutcomes);
    if (outcomes.length === 0) continue;
    const lines = byType.get(market.type) ?? [];
    lines.push({ market, parameter: marketLine(market.parameters), outcomes });
    byType.set(market.type, lines);
  }
  return [...byType]
    .map(([type, lines]) => ({ type, lines: lines.sort(compareLines) }))
    .sort((a, b) => byPriority(a.type, b.type));
};

/**
 * An event's markets for the markets tab: grouped by scope in playing order (domain/event/scopeOrder: the
 * whole match first), each scope's markets by the sport's priorities (domain/sportsbook, the same table
 * the line and the home page pick their main market by), lines of a family by their number.
 * Scopes without a priced market are left out.
 */
export const marketGroups = (event: Pick<FeedEvent, "scopes">, catalogueCode: string): ScopeGroup[] =>
  Object.entries(event.scopes)
    .map(([key, scope]) => ({
      key,
      type: scope.type,
      number: scope.number,
      locked: scope.locked,
      families: families(Object.values(scope.markets), catalogueCode),
    }))
    .filter((group) => group.families.length > 0)
    .sort(compareScopes);
