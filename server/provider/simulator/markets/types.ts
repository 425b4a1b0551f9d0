import type { MarketParameters } from "../../../../domain/feed/ids";

export interface OutcomeQuote {
  readonly code: string;
  /** Fair probability, before the margin. */
  readonly probability: number;
}

export interface MarketQuote {
  readonly type: string;
  readonly parameters: MarketParameters;
  /** The bookmaker's margin: implied probabilities sum to 1 + margin. */
  readonly margin: number;
  readonly outcomes: ReadonlyArray<OutcomeQuote>;
}

/** The markets of one scope (`full_event--0`, `half--1`…), in the sport's priority order. */
export interface ScopeQuotes {
  readonly scope: string;
  readonly markets: ReadonlyArray<MarketQuote>;
}
