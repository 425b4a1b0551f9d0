import type { MarketParameters } from "../feed/ids";

export interface MarketParameterEntry {
  readonly key: string;
  readonly value: string;
}

/** A market's parameters as a list in key order: how the Sportsbook service sends them. */
export const parameterList = (parameters: MarketParameters): MarketParameterEntry[] =>
  Object.keys(parameters)
    .sort()
    .map((key) => ({ key, value: parameters[key]! }));

/**
 * The line a market is priced at, as the feed writes it: `2.5` for a total, `-1.5` for a handicap (the
 * home side's), the values in key order for a market with several; null for a market without one (match
 * result, correct score). One text per market of a family, so it names and orders a family's lines.
 * Takes the feed's record or the Sportsbook service's list.
 */
export const marketLine = (
  parameters: MarketParameters | ReadonlyArray<MarketParameterEntry>,
): string | null => {
  const list = isList(parameters) ? parameters : parameterList(parameters);
  return list.length === 0 ? null : list.map((parameter) => parameter.value).join(" ");
};

const isList = (
  parameters: MarketParameters | ReadonlyArray<MarketParameterEntry>,
): parameters is ReadonlyArray<MarketParameterEntry> => Array.isArray(parameters);
