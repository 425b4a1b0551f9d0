import { fromPromise } from "xstate";
import type { RankingRequest, RankingRow } from "../../../domain/tips/rankingQuery.ts";
import { rankingPageMachine } from "../../../machines/ranking/rankingPageMachine.ts";

/** A load the machine asked for, answered by the test; live until answered or dropped by the machine. */
export interface PendingLoad {
  readonly input: RankingRequest;
  readonly resolve: (rows: ReadonlyArray<RankingRow>) => void;
  readonly reject: (error: unknown) => void;
  readonly live: () => boolean;
}

/** `rankingPageMachine` with `loadRanking` swapped for loads that wait until the test answers them. */
export const rankingHarness = () => {
  const loads: PendingLoad[] = [];
  const machine = rankingPageMachine.provide({
    actors: {
      loadRanking: fromPromise<ReadonlyArray<RankingRow>, RankingRequest>(
        ({ input, signal }) =>
          new Promise((resolve, reject) => {
            let answered = false;
            loads.push({
              input,
              resolve: (rows) => {
                answered = true;
                resolve(rows);
              },
              reject: (error) => {
                answered = true;
                reject(error);
              },
              live: () => !answered && !signal.aborted,
            });
          }),
      ),
    },
  });
  return { machine, loads, pending: () => loads.filter((load) => load.live()) };
};

export const rankingRow = (
  position: number,
  userId: string,
  overrides: Partial<RankingRow> = {},
): RankingRow => ({
  position,
  userId,
  name: `Tipster ${userId}`,
  avatar: null,
  value: 25,
  sampleSize: 25,
  settledCount: 26,
  qualified: true,
  winRate: 0.6,
  winRateLowerBound: 0.41,
  profit: 4.2,
  streak: 3,
  luck: 0.12,
  averageOdds: 1.95,
  closingLineValue: 0.021,
  buyersReturn: { settledPurchaseCount: 4, paidFun: 120, netFun: 40, stake: 100 },
  ...overrides,
});

/** Rows that say which request they answer, so a state can tell answers apart. */
export const answerFor = (request: RankingRequest, version = 0): ReadonlyArray<RankingRow> => [
  rankingRow(1, `${request.tab}-${request.period}-a-${version}`),
  rankingRow(2, `${request.tab}-${request.period}-b-${version}`),
];

export const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
