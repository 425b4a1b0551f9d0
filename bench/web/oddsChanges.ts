import { marketName } from "../../domain/feed/ids";
import type { Sport } from "../../domain/feed/tree";
import { withPrice } from "../syntheticLine.ts";

/** The outcome codes of the soccer line's main-market columns, left to right (1x2). */
export const MAIN_COLUMNS = ["P1", "X", "P2"] as const;
export const MAIN_MARKET = marketName("1x2");

/** One price a live row shows: an event's main-market outcome in one column. */
export interface OddsCell {
  readonly categoryId: string;
  readonly tournamentId: string;
  readonly eventId: string;
  readonly column: number;
}

/** How the bench names a cell on both sides: the row's event id and the column's index. */
export const cellKey = (eventId: string, column: number): string => `${eventId}/${column}`;

/** Every main-market price of the line's live events, in a fixed order (event id, then column). */
export const oddsCells = (line: Sport): OddsCell[] => {
  const cells: OddsCell[] = [];
  for (const category of Object.values(line.categories))
    for (const tournament of Object.values(category.tournaments))
      for (const event of Object.values(tournament.events)) {
        if (event.status !== "in_progress") continue;
        for (let column = 0; column < MAIN_COLUMNS.length; column++)
          cells.push({ categoryId: category.id, tournamentId: tournament.id, eventId: event.id, column });
      }
  return cells.sort((a, b) => a.eventId.localeCompare(b.eventId) || a.column - b.column);
};

/**
 * The price batch `step` gives the cell at `index`: 1.01 to 9.99, so that the cell's text names the
 * batch. A cell comes round again every `cells / perBatch` batches with another value (the values
 * repeat only after 899 batches, 45 s at 20 batches a second).
 */
export const coefficientFor = (step: number, index: number): number => (101 + ((step + index) % 899)) / 100;

/** The cells batch `step` moves: the next `perBatch` of them, round-robin. */
export const cellsOfStep = (cellCount: number, step: number, perBatch: number): number[] =>
  Array.from({ length: Math.min(perBatch, cellCount) }, (_, k) => (step * perBatch + k) % cellCount);

/**
 * The line after batch `step`: `perBatch` main-market prices moved, copying only the path to each
 * (unchanged events stay the same objects, as the provider contract asks).
 */
export const withOddsChanges = (
  line: Sport,
  cells: ReadonlyArray<OddsCell>,
  step: number,
  perBatch: number,
): Sport => {
  let next = line;
  for (const index of cellsOfStep(cells.length, step, perBatch)) {
    const cell = cells[index]!;
    const event = next.categories[cell.categoryId]!.tournaments[cell.tournamentId]!.events[cell.eventId]!;
    next = withPrice(next, event, MAIN_MARKET, MAIN_COLUMNS[cell.column]!, coefficientFor(step, index), step);
  }
  return next;
};
