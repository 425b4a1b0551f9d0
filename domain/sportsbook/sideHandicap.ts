/** Market types whose line is a goal (point, game) start given to one side. */
const HANDICAP_MARKETS: ReadonlySet<string> = new Set(["handicap", "asian_handicap"]);

export const isHandicapMarket = (type: string): boolean => HANDICAP_MARKETS.has(type);

/**
 * The handicap an outcome is priced at, from its own side's point of view. The feed writes one line per
 * market, the home side's (`handicap::-1.5`: home starts 1.5 behind), so the away side gets the same
 * start the other way (`+1.5`). Null for a market that is not a handicap, a line that is not a number, or
 * an outcome that is not a side.
 */
export const sideHandicap = (type: string, line: string | null, code: string): number | null => {
  if (!isHandicapMarket(type) || line === null) return null;
  const value = Number(line);
  if (line.trim() === "" || !Number.isFinite(value)) return null;
  if (code === "P1") return value;
  // 0 - value, not -value: a level line stays 0 for both sides rather than -0.
  if (code === "P2") return 0 - value;
  return null;
};
