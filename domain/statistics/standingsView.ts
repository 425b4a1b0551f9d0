import type { StandingsZone } from "./statisticsAnswers";

/**
 * How a standings table is drawn from its answer (issue 9): which zone colours a position, and the
 * legend under the table. Zones are the tournament's declared places (promotion, continental cups,
 * play-offs, relegation), 1-based and inclusive.
 */

/** The zone a table position falls in; the first declared wins where two overlap. */
export const zoneAt = (zones: ReadonlyArray<StandingsZone>, position: number): StandingsZone | undefined =>
  zones.find((zone) => position >= zone.from && position <= zone.to);

/** The zones a legend names: one entry per kind, top of the table first. */
export const legendOf = (zones: ReadonlyArray<StandingsZone>): ReadonlyArray<StandingsZone> => {
  const seen = new Set<string>();
  return [...zones]
    .sort((a, b) => a.from - b.from)
    .filter((zone) => {
      if (seen.has(zone.kind)) return false;
      seen.add(zone.kind);
      return true;
    });
};

/** The zones of a table with `size` rows: a zone wholly below the table (a group of four) is left out. */
export const zonesWithin = (
  zones: ReadonlyArray<StandingsZone>,
  size: number,
): ReadonlyArray<StandingsZone> => zones.filter((zone) => zone.from <= size);
