/**
 * How an outcome is named on the markets tab: the i18n key of its code (`over` → "Over") or the code
 * itself when it is its own name (a correct score `2:1`), and the line it is priced at, signed for
 * handicaps from the side's point of view (`P1` at `-1.5` is `−1.5`, `P2` is `+1.5`).
 */
export interface OutcomeCaption {
  readonly key: `outcome.${string}` | null;
  readonly text: string;
  readonly line: string | null;
}

const NAMED = new Set(["P1", "X", "P2", "over", "under", "other", "yes", "no"]);
const HANDICAPS = new Set(["handicap", "asian_handicap"]);

/** `1.5` → `+1.5`, `-1.5` → `−1.5` (a real minus sign), `0` → `0`. */
export const signedLine = (value: number): string => {
  if (value === 0) return "0";
  const text = String(Math.abs(value));
  return value > 0 ? `+${text}` : `−${text}`;
};

export const outcomeCaption = (type: string, parameter: string | null, code: string): OutcomeCaption => {
  const key = NAMED.has(code) ? (`outcome.${code}` as const) : null;
  const value = parameter === null ? Number.NaN : Number(parameter);
  let line: string | null = null;
  if (HANDICAPS.has(type) && Number.isFinite(value)) {
    if (code === "P1") line = signedLine(value);
    if (code === "P2") line = signedLine(-value);
  } else if (parameter !== null) line = parameter;
  return { key, text: code, line };
};
