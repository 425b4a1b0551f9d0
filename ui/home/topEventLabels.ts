import { isWinnerMarket } from "../../domain/sportsbook/lineColumns.ts";
import type { MainMarketView } from "../../domain/sportsbook/topEvent.ts";

/** Kick-off in the visitor's chosen zone (accounts spec section 4), not the browser's: `19:30`. */
export const kickOffText = (epochMs: number, timeZone: string, language: string): string =>
  new Intl.DateTimeFormat(language, { hour: "numeric", minute: "2-digit", timeZone }).format(epochMs);

/** Match winner markets read by their outcome alone; others need their type and line above the prices. */
export const needsMarketCaption = (market: MainMarketView): boolean => !isWinnerMarket(market.type);
