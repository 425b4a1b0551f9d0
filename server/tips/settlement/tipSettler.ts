import { Effect, type ManagedRuntime } from "effect";
import type { Database } from "../../db/Database";
import type { LineFeed } from "../../feed/LineFeed";
import type { Logger } from "../../log";
import type { SportsClock } from "../../provider/SportsClock";
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
}): TipSettler =>
  startPeriodicRun({
    run: () => runtime.runPromise(Effect.andThen(captureClosingOdds(intervalMs * 2), settleDueTips(BATCH))),
    intervalMs,
    logger,
    failure: "tip settlement failed",
  });
