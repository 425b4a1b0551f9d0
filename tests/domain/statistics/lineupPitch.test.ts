import { describe, expect, it } from "vitest";
import { benchOf, formationRows, pitchLineup } from "../../../domain/statistics/lineupPitch";
import type { LineupPlayerView, LineupView } from "../../../domain/statistics/statisticsAnswers";

const player = (n: number, fields: Partial<LineupPlayerView> = {}): LineupPlayerView => ({
  playerId: `p${n}`,
  name: `Player ${n}`,
  shirtNumber: n,
  position: "M",
  row: null,
  column: null,
  substitute: false,
  cameOn: null,
  wentOff: null,
  rating: null,
  ...fields,
});

const lineup = (formation: string, players: LineupPlayerView[]): LineupView => ({
  teamType: "home",
  formation,
  manager: "M. Anager",
  players,
  missingPlayers: [],
});

describe("formationRows", () => {
  it("splits a formation by dashes", () => {
    expect(formationRows("4-4-2")).toEqual([4, 4, 2]);
    expect(formationRows("4-2-3-1")).toEqual([4, 2, 3, 1]);
    expect(formationRows("")).toEqual([]);
    expect(formationRows("diamond")).toEqual([]);
  });
});

describe("pitchLineup", () => {
  it("draws the keeper first, then each row from the left by column", () => {
    const placed = [
      player(1, { position: "G", row: 0, column: 0 }),
      ...[2, 3, 4, 5].map((n, i) => player(n, { position: "D", row: 1, column: 3 - i })),
      ...[6, 7, 8].map((n, i) => player(n, { row: 2, column: i })),
      ...[9, 10, 11].map((n, i) => player(n, { position: "F", row: 3, column: 2 - i })),
      player(12, { substitute: true }),
    ];
    const pitch = pitchLineup(lineup("4-3-3", placed));
    expect(pitch.shape).toEqual([4, 3, 3]);
    expect(pitch.rows.map((row) => row.map((p) => p.shirtNumber))).toEqual([
      [1],
      [5, 4, 3, 2],
      [6, 7, 8],
      [11, 10, 9],
    ]);
  });

  it("fills the formation's rows by position when the answer places nobody", () => {
    const players = [
      player(9, { position: "F" }),
      player(10, { position: "F" }),
      player(1, { position: "G" }),
      ...[2, 3, 4, 5].map((n) => player(n, { position: "D" })),
      ...[6, 7, 8, 11].map((n) => player(n)),
    ];
    const pitch = pitchLineup(lineup("4-4-2", players));
    expect(pitch.rows.map((row) => row.length)).toEqual([1, 4, 4, 2]);
    expect(pitch.rows[0]!.map((p) => p.position)).toEqual(["G"]);
    expect(pitch.rows[3]!.map((p) => p.shirtNumber)).toEqual([9, 10]);
  });

  it("leaves substitutes off the pitch", () => {
    const pitch = pitchLineup(
      lineup("1", [player(1, { row: 0, column: 0 }), player(2, { substitute: true })]),
    );
    expect(pitch.rows.flat().map((p) => p.shirtNumber)).toEqual([1]);
  });
});

describe("benchOf", () => {
  it("lists who came on by minute, then the unused by number", () => {
    const bench = benchOf(
      lineup("4-4-2", [
        player(20, { substitute: true }),
        player(14, { substitute: true, cameOn: 75 }),
        player(16, { substitute: true, cameOn: 60 }),
        player(13, { substitute: true }),
        player(1),
      ]),
    );
    expect(bench.map((p) => p.shirtNumber)).toEqual([16, 14, 13, 20]);
  });
});
