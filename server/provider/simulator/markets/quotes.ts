import { type Dist, mainLine, probAbove, totalMass } from "./dist";
import { MARGINS, MAX_FAVOURITE } from "./odds";
import type { MarketQuote, OutcomeQuote } from "./types";

/** Lines are written the way bettors read them: `2.5`, `-1.5`, `0.5`. */
export const lineText = (line: number): string => String(Math.round(line * 10) / 10);

const offered = (outcomes: ReadonlyArray<OutcomeQuote>): boolean =>
  outcomes.length > 1 && outcomes.every((o) => o.probability < MAX_FAVOURITE && o.probability > 0);

const quote = (
  type: keyof typeof MARGINS,
  parameters: Readonly<Record<string, string>>,
  outcomes: ReadonlyArray<OutcomeQuote>,
): MarketQuote | undefined => {
  const mass = outcomes.reduce((sum, o) => sum + o.probability, 0);
  const normalised = outcomes.map((o) => ({ code: o.code, probability: o.probability / mass }));
  return offered(normalised) ? { type, parameters, margin: MARGINS[type], outcomes: normalised } : undefined;
};

/** Match result with a draw: P1, X, P2. */
export const threeWay = (home: number, draw: number, away: number): MarketQuote | undefined =>
  quote("1x2", {}, [
    { code: "P1", probability: home },
    { code: "X", probability: draw },
    { code: "P2", probability: away },
  ]);

/** Winner, draws impossible or settled elsewhere: P1, P2. */
export const twoWay = (home: number): MarketQuote | undefined =>
  quote("12", {}, [
    { code: "P1", probability: home },
    { code: "P2", probability: 1 - home },
  ]);

/**
 * Handicap on p1's margin (`diff`): p1 wins its side when margin + handicap > 0. Half lines only, so
 * there is never a push.
 */
export const handicapAt = (
  diff: Dist,
  line: number,
  type: "handicap" | "asian_handicap" = "handicap",
): MarketQuote | undefined => {
  const mass = totalMass(diff);
  const p1 = probAbove(diff, line) / mass;
  return quote(type, { handicap: lineText(-line) }, [
    { code: "P1", probability: p1 },
    { code: "P2", probability: 1 - p1 },
  ]);
};

export const mainHandicap = (
  diff: Dist,
  type: "handicap" | "asian_handicap" = "handicap",
): MarketQuote | undefined => handicapAt(diff, mainLine(diff), type);

export const overUnderAt = (total: Dist, line: number): MarketQuote | undefined => {
  const over = probAbove(total, line) / totalMass(total);
  return quote("over_under", { total: lineText(line) }, [
    { code: "over", probability: over },
    { code: "under", probability: 1 - over },
  ]);
};

/**
 * The main total line and its neighbours `step` apart; lines already passed (`floor`) are settled and
 * left out.
 */
export const overUnderLines = (total: Dist, floor: number, step: number, each = 1): MarketQuote[] => {
  const main = mainLine(total, floor);
  const out: MarketQuote[] = [];
  for (let k = -each; k <= each; k++) {
    const line = main + k * step;
    if (line < floor) continue;
    const market = overUnderAt(total, line);
    if (market) out.push(market);
  }
  return out;
};

export const correctScore = (outcomes: ReadonlyArray<OutcomeQuote>): MarketQuote | undefined =>
  quote("correct_score", {}, outcomes);

export const present = <T>(items: ReadonlyArray<T | undefined>): T[] =>
  items.filter((i): i is T => i !== undefined);
