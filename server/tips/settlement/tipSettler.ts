import { Effect, type ManagedRuntime } from "effect";
import type { Database } from "../../db/Database";
import type { LineFeed } from "../../feed/LineFeed";
import type { Logger } from "../../log";
import { SportsClock } from "../../provider/SportsClock";
import { type PeriodicRun, startPeriodicRun } from "../periodicRun";
import { captureClosingOdds, settleDueTips } from "./settleTips";

export type TipSettler = PeriodicRun<number>;

/** Tips looked at per run: a backlog drains over a few runs without one long transaction chain. */
const BATCH = 500;

/**
 * Settles tips as their events finish, on a timer, and records closing prices as events approach their
 * start. Runs never overlap. It reads the line and the database only, so a restart simply carries on.
 */
export const startTipSettler = ({
  runtime,
  logger,
  intervalMs = 2_000,
}: {
  readonly runtime: ManagedRuntime.ManagedRuntime<Database | LineFeed | SportsClock, never>;
  readonly logger: Logger;
  readonly intervalMs?: number;
}): TipSettler => {
  // The closing price is the last one seen before the start, so each run looks as far ahead as two runs
  // cover on the sports clock: two intervals at real speed, more while the clock runs fast (a fresh
  // demo's replayed day at 240x), or a fast world's tips would close with no price.
  let lastRun: number | undefined;
  const horizon = Effect.gen(function* () {
    const now = (yield* SportsClock).now();
    const step = lastRun === undefined ? 0 : now - lastRun;
    lastRun = now;
    return Math.max(intervalMs * 2, step * 2);
  });
  return startPeriodicRun({
    run: () =>
      runtime.runPromise(Effect.andThen(Effect.flatMap(horizon, captureClosingOdds), settleDueTips(BATCH))),
    intervalMs,
    logger,
    failure: "tip settlement failed",
  });
};
