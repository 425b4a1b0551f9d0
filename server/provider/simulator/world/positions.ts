import type { FullSportCode } from "../types";

/** What a position looks like on a roster: how many, how tall, how involved in scoring, which shirts. */
export interface PositionTemplate {
  readonly code: string;
  /** Inclusive range of how many a squad carries. */
  readonly count: readonly [min: number, max: number];
  /** cm, mean and spread. */
  readonly height: readonly [mean: number, sd: number];
  /** Range of the 0..1 attack weight. */
  readonly attack: readonly [min: number, max: number];
  /** Shirt numbers this position traditionally wears, first choice first. */
  readonly numbers: ReadonlyArray<number>;
  /** How the market values the position relative to others. */
  readonly value: number;
}

const t = (
  code: string,
  count: readonly [number, number],
  height: readonly [number, number],
  attack: readonly [number, number],
  numbers: ReadonlyArray<number>,
  value = 1,
): PositionTemplate => ({ code, count, height, attack, numbers, value });

export const POSITIONS: Record<FullSportCode, ReadonlyArray<PositionTemplate>> = {
  soccer: [
    t("G", [2, 3], [190, 4.5], [0.005, 0.02], [1, 12, 13, 23, 25, 30, 31, 99], 0.7),
    t("D", [7, 8], [184, 5], [0.08, 0.25], [2, 3, 4, 5, 6, 15, 22, 24, 26, 28, 32], 1),
    t("M", [7, 8], [178, 5.5], [0.3, 0.6], [8, 10, 14, 16, 18, 20, 21, 27, 6], 1.15),
    t("F", [5, 6], [181, 6], [0.65, 1], [9, 7, 11, 19, 17, 29, 77, 90], 1.3),
  ],
  basketball: [
    t("G", [4, 5], [191, 5], [0.55, 0.9], [0, 1, 2, 3, 5, 7, 11, 12], 1.1),
    t("F", [4, 5], [203, 4], [0.55, 0.95], [6, 8, 9, 13, 14, 21, 23, 24], 1.1),
    t("C", [2, 3], [212, 4], [0.45, 0.8], [15, 33, 34, 41, 44, 50, 55], 1),
  ],
  ice_hockey: [
    t("G", [3, 3], [188, 4], [0.001, 0.005], [1, 30, 31, 35, 33, 40], 0.8),
    t("D", [8, 9], [187, 4.5], [0.2, 0.4], [2, 3, 4, 5, 6, 7, 8, 44, 55, 77], 1),
    t("F", [13, 14], [183, 5], [0.55, 1], [9, 10, 11, 12, 13, 14, 16, 17, 18, 19, 21, 22, 91, 88], 1.2),
  ],
  volleyball: [
    t("S", [2, 2], [191, 5], [0.05, 0.15], [1, 3, 6], 1),
    t("OH", [4, 4], [199, 4], [0.55, 0.9], [4, 7, 9, 11, 14], 1.2),
    t("MB", [3, 4], [205, 4], [0.35, 0.6], [5, 8, 10, 12, 16], 1),
    t("OP", [2, 2], [202, 4], [0.7, 1], [2, 15, 17], 1.2),
    t("L", [2, 2], [182, 5], [0, 0.01], [13, 18, 20], 0.6),
  ],
  tennis: [t("P", [1, 1], [186, 6], [1, 1], [1], 1)],
};

/** Women are on average about 12 cm shorter at the same position. */
export const WOMEN_HEIGHT_DELTA = -12;

/** Highest shirt number a sport hands out. */
export const MAX_SHIRT: Record<FullSportCode, number> = {
  soccer: 99,
  basketball: 55,
  ice_hockey: 98,
  volleyball: 25,
  tennis: 1,
};
