import type { FeedEvent, Market, Outcome, ScopeType } from "../../domain/feed/tree.ts";

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

/** The whole match first, then its parts in the order they are played, shoot-out last. */
const SCOPE_ORDER: ReadonlyArray<ScopeType> = [
  "full_event",
  "half",
  "quarter",
  "period",
  "set",
  "game",
  "extra_time",
  "overtime",
  "penalties",
];

/** Market priorities per sport (sports-data section 9); types not listed come after, by name. */
const MARKET_PRIORITY: Readonly<Record<string, Readonly<Record<string, number>>>> = {
  soccer: { "1x2": 1000, asian_handicap: 950, over_under: 900, correct_score: 850 },
  tennis: { "12": 1000, handicap: 950, over_under: 900 },
  volleyball: { "12": 1000, handicap: 950, over_under: 900 },
  basketball: { "1x2": 1000, "12": 950, handicap: 900, over_under: 850 },
  ice_hockey: { "1x2": 1000, "12": 950, handicap: 900, over_under: 850 },
};

/** Outcomes in the order a bettor reads them: home, draw, away; over before under; yes before no. */
const OUTCOME_RANK: Readonly<Record<string, number>> = {
  P1: 0,
  X: 1,
  P2: 2,
  over: 0,
  under: 1,
  yes: 0,
  no: 1,
};

const CORRECT_SCORE = /^(\d+):(\d+)$/;

const compareOutcomes = (a: Outcome, b: Outcome): number => {
  const rankA = OUTCOME_RANK[a.code];
  const rankB = OUTCOME_RANK[b.code];
  if (rankA !== undefined && rankB !== undefined) return rankA - rankB;
  const scoreA = CORRECT_SCORE.exec(a.code);
  const scoreB = CORRECT_SCORE.exec(b.code);
  if (scoreA && scoreB) return Number(scoreA[1]) - Number(scoreB[1]) || Number(scoreA[2]) - Number(scoreB[2]);
  // Named outcomes ("other") after the listed scores.
  if (scoreA || scoreB) return scoreA ? -1 : 1;
  return a.code.localeCompare(b.code);
};

/** The one parameter a line market varies by (`total`, `handicap`); markets with more keep them joined. */
const parameterOf = (market: Market): string | null => {
  const values = Object.keys(market.parameters)
    .sort()
    .map((key) => market.parameters[key]!);
  return values.length === 0 ? null : values.join(" ");
};

const compareLines = (a: MarketLine, b: MarketLine): number => {
  const numberA = Number(a.parameter);
  const numberB = Number(b.parameter);
  if (Number.isFinite(numberA) && Number.isFinite(numberB) && numberA !== numberB) return numberA - numberB;
  return (a.parameter ?? "").localeCompare(b.parameter ?? "");
};

const families = (markets: ReadonlyArray<Market>, catalogueCode: string): MarketFamily[] => {
  const priority = MARKET_PRIORITY[catalogueCode] ?? {};
  const byType = new Map<string, MarketLine[]>();
  for (const market of markets) {
    const outcomes = Object.values(market.outcomes).sort(compareOutcomes);
    if (outcomes.length === 0) continue;
    const lines = byType.get(market.type) ?? [];
    lines.push({ market, parameter: parameterOf(market), outcomes });
    byType.set(market.type, lines);
  }
  return [...byType]
    .map(([type, lines]) => ({ type, lines: lines.sort(compareLines) }))
    .sort((a, b) => (priority[b.type] ?? 0) - (priority[a.type] ?? 0) || a.type.localeCompare(b.type));
};

const scopeRank = (type: ScopeType): number => {
  const rank = SCOPE_ORDER.indexOf(type);
  return rank < 0 ? SCOPE_ORDER.length : rank;
};

/**
 * An event's markets for the markets tab: grouped by scope (the whole match first, then halves, periods
 * or sets in order), each scope's markets by the sport's priorities, lines of a family by their number.
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
    .sort((a, b) => scopeRank(a.type) - scopeRank(b.type) || a.number - b.number);
