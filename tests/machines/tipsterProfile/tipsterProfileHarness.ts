import { fromPromise } from "xstate";
import type { PublicUser } from "../../../domain/accounts/publicUser.ts";
import type { StatisticsPeriod } from "../../../domain/tips/stats/periods.ts";
import type {
  TipsterProfileAnswer,
  TipsterProfileRequest,
  TipsterStatistics,
} from "../../../domain/tips/tipsterProfileQuery.ts";
import { tipsterProfileMachine } from "../../../machines/tipsterProfile/tipsterProfileMachine.ts";

/** A load the machine asked for, answered by the test; live until answered or dropped by the machine. */
export interface PendingLoad<TOutput> {
  readonly kind: "profile" | "statistics";
  readonly input: TipsterProfileRequest;
  readonly resolve: (output: TOutput) => void;
  readonly reject: (error: unknown) => void;
  readonly live: () => boolean;
  readonly dropped: () => boolean;
}

export const PERIODS = ["ALL_TIME", "LAST_7_DAYS"] as const satisfies ReadonlyArray<StatisticsPeriod>;
export const START: TipsterProfileRequest = { userId: "u-ann", sportId: "soccer-id", period: "ALL_TIME" };

export const user = (id: string): PublicUser => ({
  id,
  name: "Ann Tipster",
  avatar: null,
  biography: "Corners and cards",
  followersIds: ["u-fan"],
  followingIds: [],
  predictionsStatistics: { activeTipsCount: 2 },
});

/** Statistics that say which period they answer (by their sample size), so answers can be told apart. */
export const statisticsFor = (period: StatisticsPeriod): TipsterStatistics => ({
  winRate: 0.5,
  averageOdds: 2,
  profit: 1.5,
  lastResults: ["won", "lost"],
  streak: 1,
  wonCount: 1,
  lostCount: 1,
  voidCount: 0,
  totalClosedPredictionsCount: 2,
  totalActivePredictionsCount: 2,
  sampleSize: 100 + PERIODS.indexOf(period as (typeof PERIODS)[number]),
  winRateLowerBound: 0.1,
  luck: null,
  closingLineValue: null,
  buyersReturn: { settledPurchaseCount: 0, paidFun: 0, netFun: 0, breakEvenStake: null, stake: 100 },
});

/** Which period a statistics answer was for; null for none. */
export const answeredPeriod = (statistics: TipsterStatistics | null): string | null =>
  statistics === null ? null : (PERIODS[statistics.sampleSize - 100] ?? "?");

export const profileAnswer = (request: TipsterProfileRequest, known: boolean): TipsterProfileAnswer => ({
  user: known ? user(request.userId) : null,
  tipsterStatistics: statisticsFor(request.period),
});

const pending = <TOutput>(
  loads: PendingLoad<unknown>[],
  kind: PendingLoad<TOutput>["kind"],
  input: TipsterProfileRequest,
  signal: AbortSignal,
) =>
  new Promise<TOutput>((resolve, reject) => {
    let answered = false;
    loads.push({
      kind,
      input,
      resolve: (output) => {
        answered = true;
        resolve(output as TOutput);
      },
      reject: (error) => {
        answered = true;
        reject(error);
      },
      live: () => !answered && !signal.aborted,
      dropped: () => signal.aborted,
    });
  });

/** The machine with its loads swapped for loads that wait in a log until the test answers them. */
export const tipsterProfileHarness = () => {
  const loads: PendingLoad<unknown>[] = [];
  const machine = tipsterProfileMachine.provide({
    actors: {
      loadProfile: fromPromise<TipsterProfileAnswer, TipsterProfileRequest>(({ input, signal }) =>
        pending<TipsterProfileAnswer>(loads, "profile", input, signal),
      ),
      loadStatistics: fromPromise<TipsterStatistics, TipsterProfileRequest>(({ input, signal }) =>
        pending<TipsterStatistics>(loads, "statistics", input, signal),
      ),
    },
  });
  return { machine, loads, pending: () => loads.filter((load) => load.live()) };
};

export const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
