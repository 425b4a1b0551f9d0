/**
 * Market priorities per sport for lines (sports-data section 9). The one table every view ranks markets
 * by: the main market of a line row or a top event, and the order of the event page's markets.
 */
export const MARKET_PRIORITIES: Readonly<Record<string, Readonly<Record<string, number>>>> = {
  soccer: { "1x2": 1000, asian_handicap: 950, over_under: 900, correct_score: 850 },
  tennis: { "12": 1000, handicap: 950, over_under: 900 },
  volleyball: { "12": 1000, handicap: 950, over_under: 900 },
  basketball: { "1x2": 1000, "12": 950, handicap: 900, over_under: 850 },
  ice_hockey: { "1x2": 1000, "12": 950, handicap: 900, over_under: 850 },
};

/** For sports the spec gives no table: the usual match-winner markets first, then lines. */
const FALLBACK_PRIORITIES: Readonly<Record<string, number>> = {
  "1x2": 1000,
  "12": 950,
  handicap: 900,
  asian_handicap: 890,
  over_under: 850,
};

const prioritiesOf = (sportCode: string): Readonly<Record<string, number>> =>
  MARKET_PRIORITIES[sportCode] ?? FALLBACK_PRIORITIES;

/** 0 for a type the sport does not rank. */
export const marketPriority = (sportCode: string, type: string): number => prioritiesOf(sportCode)[type] ?? 0;

/** The type the sport ranks first: its match result or winner market. */
export const topMarketType = (sportCode: string): string => {
  const priorities = prioritiesOf(sportCode);
  return Object.keys(priorities).reduce((best, type) =>
    priorities[type]! > priorities[best]! ? type : best,
  );
};

/** Market types by the sport's priority, highest first; types it does not rank after them, by name. */
export const compareMarketTypes =
  (sportCode: string) =>
  (a: string, b: string): number =>
    marketPriority(sportCode, b) - marketPriority(sportCode, a) || a.localeCompare(b);
