import type { Market, Outcome } from "../feed/tree";
import { topMarketType } from "./marketPriority";
import { compareOutcomes } from "./outcomeOrder";

const THREE_WAY = ["P1", "X", "P2"] as const;
const TWO_WAY = ["P1", "P2"] as const;

/** The outcomes of the match-winner markets, the only types a sport ranks first. */
const WINNER_OUTCOMES: Readonly<Record<string, ReadonlyArray<string>>> = { "1x2": THREE_WAY, "12": TWO_WAY };

/** A match result or winner market: its outcomes name themselves (1, X, 2), with no line to tell. */
export const isWinnerMarket = (type: string): boolean => Object.hasOwn(WINNER_OUTCOMES, type);

/**
 * The outcome columns of a sport's line: the outcomes of the market it ranks first (a draw column where a
 * draw is possible). One header serves every row, whichever market a row ends up showing.
 */
export const lineColumns = (sportCode: string): ReadonlyArray<string> =>
  WINNER_OUTCOMES[topMarketType(sportCode)] ?? THREE_WAY;

/** Whether a market's prices sit under the column heads by their own codes (a winner under P1 X P2). */
const readsByColumns = (market: Pick<Market, "outcomes">, columns: ReadonlyArray<string>): boolean =>
  Object.keys(market.outcomes).every((code) => columns.includes(code));

/**
 * A market's prices laid into the line's columns (null where a column has no price). A market the heads
 * name goes by code (the winner market `12` leaves the draw column empty); any other goes in reading
 * order, a two-way one in the outer columns, so over and under stand where home and away do. A market with
 * more outcomes than columns is never a row's market (see mainMarket); its extra prices are left out.
 */
export const lineCells = (
  market: Pick<Market, "outcomes">,
  columns: ReadonlyArray<string>,
): ReadonlyArray<Outcome | null> => {
  if (readsByColumns(market, columns)) return columns.map((code) => market.outcomes[code] ?? null);
  const outcomes = Object.values(market.outcomes).sort(compareOutcomes);
  if (outcomes.length === 2 && columns.length === 3) return [outcomes[0]!, null, outcomes[1]!];
  return columns.map((_, at) => outcomes[at] ?? null);
};
