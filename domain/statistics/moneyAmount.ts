/**
 * A transfer fee or a market value (EUR) the way a table shows it: compact, `12.5` million, `850`
 * thousand. Millions and billions keep one decimal (dropped when it is 0), thousands none; a rounding
 * that reaches the next unit moves to it (999,950 is 1 million, not 1,000 thousand). Zero is no amount:
 * a free or undisclosed fee, an unknown value.
 */
export type MoneyUnit = "" | "K" | "M" | "B";

export type MoneyAmount =
  | { readonly kind: "none" }
  | { readonly kind: "amount"; readonly value: number; readonly unit: MoneyUnit };

const UNITS: ReadonlyArray<{ readonly unit: MoneyUnit; readonly size: number; readonly decimals: number }> = [
  { unit: "B", size: 1e9, decimals: 1 },
  { unit: "M", size: 1e6, decimals: 1 },
  { unit: "K", size: 1e3, decimals: 0 },
  { unit: "", size: 1, decimals: 0 },
];

const roundTo = (value: number, decimals: number): number => {
  const scale = 10 ** decimals;
  return Math.round(value * scale) / scale;
};

export const moneyAmount = (eur: number): MoneyAmount => {
  if (!Number.isFinite(eur) || eur <= 0) return { kind: "none" };
  for (let index = 0; index < UNITS.length; index += 1) {
    const { unit, size, decimals } = UNITS[index]!;
    if (eur < size && unit !== "") continue;
    const value = roundTo(eur / size, decimals);
    // 999,950 rounds to 1,000 K: say 1 M instead.
    const bigger = UNITS[index - 1];
    if (bigger && value * size >= bigger.size) return { kind: "amount", value: 1, unit: bigger.unit };
    return { kind: "amount", value, unit };
  }
  return { kind: "none" };
};
