import { isWinnerMarket } from "../../domain/sportsbook/lineColumns.ts";
import type { MainMarketView, TopEvent } from "../../domain/sportsbook/topEvent.ts";

/** `67'`, `45+2'`; null for sports without a running clock (tennis, volleyball). */
export const minuteText = (event: Pick<TopEvent, "currentMinute" | "addedMinute">): string | null => {
  if (event.currentMinute === null) return null;
  return event.addedMinute ? `${event.currentMinute}+${event.addedMinute}'` : `${event.currentMinute}'`;
};

/** Kick-off in the visitor's chosen zone (accounts spec section 4), not the browser's: `19:30`. */
export const kickOffText = (epochMs: number, timeZone: string, language: string): string =>
  new Intl.DateTimeFormat(language, { hour: "numeric", minute: "2-digit", timeZone }).format(epochMs);

/** The line of a market (`2.5`, `-1.5`) for the caption above its prices, or null when it has none. */
export const marketLine = (market: MainMarketView): string | null =>
  isWinnerMarket(market.type)
    ? null
    : (market.parameters.find((p) => p.key === "total" || p.key === "handicap")?.value ?? null);

/** Match winner markets read by their outcome alone; others need their type and line above the prices. */
export const needsMarketCaption = (market: MainMarketView): boolean => !isWinnerMarket(market.type);

/** Prices as bettors read them: two decimals, whole numbers from 100 up (`1.85`, `41.00`, `150`). */
export const formatOdds = (coefficient: number): string =>
  coefficient >= 100 ? String(Math.round(coefficient)) : coefficient.toFixed(2);
