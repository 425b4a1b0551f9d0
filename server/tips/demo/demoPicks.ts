import { FULL_EVENT_SCOPE, joinPath } from "../../../domain/feed/ids";
import type { FeedEvent, Market } from "../../../domain/feed/tree";
import type { Rng } from "../../provider/simulator/world/rng";
import type { TipsterStyle } from "./demoRoster";
import type { LineMemory } from "./lineMemory";

/** An open outcome of an event's full-event line, with the probability its market prices it at. */
export interface Offer {
  /** The outcome's hash path, as create_prediction takes it. */
  readonly path: string;
  readonly marketType: string;
  readonly marketParameters: Readonly<Record<string, string>>;
  readonly outcomeCode: string;
  readonly odds: number;
  /** 1/odds scaled so the market's outcomes sum to 1 (the margin taken out). */
  readonly probability: number;
}

/** Where in the tree the event sits: the first keys of its outcomes' paths. */
export interface EventPlace {
  readonly sportId: string;
  readonly categoryId: string;
  readonly tournamentId: string;
}

/** How often a tipster reaches for each kind of market; kinds not named here weigh 1. */
const MARKET_WEIGHTS: Readonly<Record<string, number>> = {
  "1x2": 6,
  "12": 6,
  over_under: 3,
  handicap: 2,
  asian_handicap: 2,
  correct_score: 0.2,
};

const isOpen = (market: Market): boolean =>
  !market.locked &&
  Object.keys(market.outcomes).length > 1 &&
  Object.values(market.outcomes).every((outcome) => !outcome.locked && outcome.coefficient > 1);

/** The event's open full-event markets, each as its outcomes on offer. */
export const offersOf = (place: EventPlace, event: FeedEvent): ReadonlyArray<ReadonlyArray<Offer>> => {
  const scope = event.scopes[FULL_EVENT_SCOPE];
  if (!scope || scope.locked || event.locked) return [];
  return Object.entries(scope.markets)
    .filter(([, market]) => isOpen(market))
    .map(([name, market]) => {
      const outcomes = Object.entries(market.outcomes);
      const book = outcomes.reduce((sum, [, outcome]) => sum + 1 / outcome.coefficient, 0);
      return outcomes.map(([key, outcome]) => ({
        path: joinPath(
          place.sportId,
          place.categoryId,
          place.tournamentId,
          event.id,
          FULL_EVENT_SCOPE,
          name,
          key,
        ),
        marketType: market.type,
        marketParameters: market.parameters,
        outcomeCode: outcome.code,
        odds: outcome.coefficient,
        probability: 1 / outcome.coefficient / book,
      }));
    });
};

/** Looks a skilled tipster wants at an outcome's price before trusting its mean. */
export const SKILLED_MIN_LOOKS = 3;
/** How far (relatively) the mean must stand above today's price before a skilled tipster takes it. */
export const SKILLED_MIN_EDGE = 0.01;

/**
 * One tipster's pick among an event's markets, or none (a skilled tipster passes when nothing is
 * priced under its mean). Average and longshot pickers first choose a kind of market, then an outcome.
 */
export const pickOffer = (
  style: TipsterStyle,
  markets: ReadonlyArray<ReadonlyArray<Offer>>,
  rng: Rng,
  memory: LineMemory,
): Offer | undefined => {
  if (markets.length === 0) return undefined;
  if (style === "skilled") return valuePick(markets, memory);
  const market = rng.weighted(markets.map((offers) => [offers, MARKET_WEIGHTS[offers[0]!.marketType] ?? 1]));
  return rng.weighted(market.map((offer) => [offer, style === "average" ? offer.probability : 1] as const));
};

/** The outcome whose remembered mean probability stands furthest above what its price says now. */
const valuePick = (markets: ReadonlyArray<ReadonlyArray<Offer>>, memory: LineMemory): Offer | undefined => {
  let best: Offer | undefined;
  let bestEdge = SKILLED_MIN_EDGE;
  for (const offers of markets)
    for (const offer of offers) {
      const seen = memory.recall(offer.path);
      if (!seen || seen.looks < SKILLED_MIN_LOOKS) continue;
      const edge = seen.mean / offer.probability - 1;
      if (edge > bestEdge) {
        best = offer;
        bestEdge = edge;
      }
    }
  return best;
};

/** Remembers today's prices of the event's outcomes, for the skilled tipsters' next looks. */
export const rememberPrices = (markets: ReadonlyArray<ReadonlyArray<Offer>>, memory: LineMemory): void => {
  for (const offers of markets) for (const offer of offers) memory.observe(offer.path, offer.probability);
};
