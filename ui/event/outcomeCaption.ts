import { isHandicapMarket, sideHandicap } from "../../domain/sportsbook/sideHandicap.ts";

/**
 * How an outcome is named on the markets tab: the i18n key of its code (`over` → "Over") or the code
 * itself when it is its own name (a correct score `2:1`), and the line it is priced at, a handicap signed
 * from the side's point of view (domain/sportsbook/sideHandicap: `P1` at `-1.5` is `−1.5`, `P2` is `+1.5`).
 */
export interface OutcomeCaption {
  readonly key: `outcome.${string}` | null;
  readonly text: string;
  readonly line: string | null;
}

const NAMED = new Set(["P1", "X", "P2", "over", "under", "other", "yes", "no"]);

/** `1.5` → `+1.5`, `-1.5` → `−1.5` (a real minus sign), `0` → `0`. */
export const signedLine = (value: number): string => {
  if (value === 0) return "0";
  const text = String(Math.abs(value));
  return value > 0 ? `+${text}` : `−${text}`;
};

export const outcomeCaption = (type: string, line: string | null, code: string): OutcomeCaption => {
  const key = NAMED.has(code) ? (`outcome.${code}` as const) : null;
  if (!isHandicapMarket(type)) return { key, text: code, line };
  // A handicap's line belongs to a side: an outcome that is not one (a three-way handicap's draw) has none.
  const handicap = sideHandicap(type, line, code);
  return { key, text: code, line: handicap === null ? null : signedLine(handicap) };
};
