import { describe, expect, it } from "vitest";
import { syntheticLine } from "../../bench/syntheticLine.ts";
import { CommitLog, paintLatencies, pricesOf } from "../../bench/web/commitLog.ts";
import {
  cellKey,
  cellsOfStep,
  coefficientFor,
  oddsCells,
  withOddsChanges,
} from "../../bench/web/oddsChanges.ts";
import { diffFeedTrees } from "../../domain/feed/diffFeedTrees.ts";
import type { Sport } from "../../domain/feed/tree.ts";

const SPORT = "bench-soccer";
const batchOf = (before: Sport, after: Sport, version: number) => ({
  sportId: SPORT,
  version,
  time: 0,
  diffs: diffFeedTrees({ sports: { [SPORT]: before } }, { sports: { [SPORT]: after } }),
});

describe("the commit-to-DOM bench's odds changes", () => {
  const line = syntheticLine(SPORT, 30, 0, 1);
  const cells = oddsCells(line);

  it("moves exactly the main-market prices of one step, each to a new value", () => {
    const next = withOddsChanges(line, cells, 1, 10);
    const prices = pricesOf(batchOf(line, next, 1));
    const expected = cellsOfStep(cells.length, 1, 10).map((index) => ({
      key: cellKey(cells[index]!.eventId, cells[index]!.column),
      text: coefficientFor(1, index).toFixed(2),
    }));
    expect(prices.sort((a, b) => a.key.localeCompare(b.key))).toEqual(
      expected.sort((a, b) => a.key.localeCompare(b.key)),
    );
  });

  it("gives a cell another value each time it comes round", () => {
    const round = cells.length / 10;
    for (let index = 0; index < cells.length; index++)
      expect(coefficientFor(1 + round, index)).not.toBe(coefficientFor(1, index));
  });
});

describe("matching paints to commits", () => {
  const log = new CommitLog();
  log.seed("e1/0", "1.50");
  const batch = (version: number, coefficient: number) => ({
    sportId: SPORT,
    version,
    time: 0,
    diffs: [
      {
        level: "outcome" as const,
        action: "UPDATE" as const,
        path: `${SPORT}->c->t->e1->full_event--0->1x2--nil->P1`,
        data: { coefficient },
      },
    ],
  });
  log.record(batch(1, 1.5), 1000); // the cell already shows 1.50: nothing to paint
  log.record(batch(2, 2.1), 1100);
  log.record(batch(3, 2.2), 1200);
  log.record(batch(4, 2.1), 1300);

  it("takes the latest commit of the painted text, and its first paint only", () => {
    const result = paintLatencies(
      log,
      [
        { key: "e1/0", text: "2.10", paintedAt: 1130 },
        { key: "e1/0", text: "2.10", paintedAt: 1140 },
        { key: "e1/0", text: "2.10", paintedAt: 1350 },
      ],
      0,
      2000,
    );
    expect(result).toEqual({ latencies: [30, 50], committed: 3, painted: 2 });
  });

  it("counts a commit never painted as committed, not painted, and keeps only the window", () => {
    expect(paintLatencies(log, [{ key: "e1/0", text: "2.20", paintedAt: 1290 }], 1150, 1250)).toEqual({
      latencies: [90],
      committed: 1,
      painted: 1,
    });
    expect(paintLatencies(log, [], 1150, 1350)).toEqual({ latencies: [], committed: 2, painted: 0 });
  });
});
