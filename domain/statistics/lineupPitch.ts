import type { LineupPlayerView, LineupView } from "./statisticsAnswers";

/**
 * A lineup as drawn on a pitch (issue 9, lineups tab): the first row the goalkeeper, then one row per
 * figure of the formation split by "-" ("4-2-3-1": 4, 2, 3, 1), each row's players from the left by
 * `column`. The answer places every starter with `row` and `column`; a starter without them (a provider
 * that gives the formation only) fills the rows in the order keeper, defenders, midfielders, forwards.
 */
export interface PitchLineup {
  /** Row 0 is the goalkeeper's; the last row the forwards'. */
  readonly rows: ReadonlyArray<ReadonlyArray<LineupPlayerView>>;
  /** The formation's rows after the keeper, as numbers; empty when the formation says none. */
  readonly shape: ReadonlyArray<number>;
}

/** "4-4-2" → [4, 4, 2]; anything that is not figures and dashes → []. */
export const formationRows = (formation: string): ReadonlyArray<number> => {
  if (!/^\d+(-\d+)*$/.test(formation.trim())) return [];
  return formation
    .trim()
    .split("-")
    .map(Number)
    .filter((n) => n > 0);
};

const POSITION_ORDER: Readonly<Record<string, number>> = { G: 0, D: 1, M: 2, F: 3 };

const byPlace = (a: LineupPlayerView, b: LineupPlayerView): number =>
  (a.column ?? 0) - (b.column ?? 0) || a.shirtNumber - b.shirtNumber;

export const pitchLineup = (lineup: LineupView): PitchLineup => {
  const shape = formationRows(lineup.formation);
  const starters = lineup.players.filter((p) => !p.substitute);
  const placed = starters.filter((p) => p.row !== null);
  const unplaced = starters
    .filter((p) => p.row === null)
    .sort(
      (a, b) =>
        (POSITION_ORDER[a.position] ?? 4) - (POSITION_ORDER[b.position] ?? 4) ||
        a.shirtNumber - b.shirtNumber,
    );
  const rowCount = Math.max(
    shape.length + 1,
    ...placed.map((p) => (p.row ?? 0) + 1),
    unplaced.length > 0 ? 1 : 0,
  );
  const rows: LineupPlayerView[][] = Array.from({ length: rowCount }, () => []);
  for (const player of placed) rows[player.row ?? 0]!.push(player);
  // The unplaced fill each row up to its size in the formation (the keeper's row takes one), the rest the last row.
  const sizes = [1, ...shape];
  let next = 0;
  for (const player of unplaced) {
    while (next < rows.length - 1 && rows[next]!.length >= (sizes[next] ?? Number.POSITIVE_INFINITY))
      next += 1;
    rows[next]!.push(player);
  }
  return { rows: rows.map((row) => [...row].sort(byPlace)).filter((row) => row.length > 0), shape };
};

/**
 * The bench in the order it matters: those who came on (by the minute they did), then the unused, by
 * shirt number.
 */
export const benchOf = (lineup: LineupView): ReadonlyArray<LineupPlayerView> =>
  lineup.players
    .filter((p) => p.substitute)
    .sort((a, b) => {
      if (a.cameOn !== null && b.cameOn !== null) return a.cameOn - b.cameOn || a.shirtNumber - b.shirtNumber;
      if (a.cameOn !== null) return -1;
      if (b.cameOn !== null) return 1;
      return a.shirtNumber - b.shirtNumber;
    });
