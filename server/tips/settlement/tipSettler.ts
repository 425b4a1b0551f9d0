import { Effect, type ManagedRuntime } from "effect";
import type { Database } from "../../db/Database";
import type { LineFeed } from "../../feed/LineFeed";
import type { Logger } from "../../log";
import type { SportsClock } from "../../provider/SportsClock";
import { captureClosingOdds, settleDueTips } from "./settleTips";

export interface TipSettler {
  /** One run now (tests; the timer calls it too). Answers how many tips it settled. */
  readonly runOnce: () => Promise<number>;
  readonly stop: () => Promise<void>;
}

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
  let running: Promise<number> | undefined;
  const runOnce = (): Promise<number> => {
    running ??= runtime
      .runPromise(Effect.andThen(captureClosingOdds(intervalMs * 2), settleDueTips(BATCH)))
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  const timer = setInterval(() => {
    runOnce().catch((error: unknown) =>
      logger.error("tip settlement failed", {
        error: error instanceof Error ? error.message : String(error),
      }),
    );
  }, intervalMs);
  timer.unref();
  return {
    runOnce,
    stop: async () => {
      clearInterval(timer);
      await running?.catch(() => undefined);
    },
  };
};
