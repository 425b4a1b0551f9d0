import { type MoneyAmount, moneyAmount } from "../../domain/statistics/moneyAmount.ts";

/**
 * The team and player pages' figures as text. Calendar days (a birth, a founding, a contract's end, a
 * transfer) are stored as their UTC midnight and read in UTC, so the server and the browser write the
 * same day whatever the visitor's zone. Numbers go through Intl with plain decimals only: compact
 * notation differs between ICU builds (the server's Node and the visitor's browser) and would break
 * hydration, so the unit letter comes from the page's strings instead.
 */
export const formatCalendarDay = (epochMs: number, language: string): string =>
  new Intl.DateTimeFormat(language, {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  }).format(epochMs);

export const formatMonthYear = (epochMs: number, language: string): string =>
  new Intl.DateTimeFormat(language, { month: "short", year: "numeric", timeZone: "UTC" }).format(epochMs);

/** A money amount's number in the language (`12.5`, `12,5`); the caller wraps it with its unit. */
export const formatAmountValue = (
  amount: Extract<MoneyAmount, { kind: "amount" }>,
  language: string,
): string => new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(amount.value);

/** EUR in short (`€12.5M`) through the page's strings, or undefined when there is no amount. */
export const formatMoney = (
  eur: number,
  language: string,
  say: (unit: "" | "K" | "M" | "B", amount: string) => string,
): string | undefined => {
  const amount = moneyAmount(eur);
  return amount.kind === "none" ? undefined : say(amount.unit, formatAmountValue(amount, language));
};
