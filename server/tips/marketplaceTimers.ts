import type { ManagedRuntime } from "effect";
import type { AccountsConfig } from "../accounts/AccountsConfig";
import type { Database } from "../db/Database";
import type { LineFeed } from "../feed/LineFeed";
import type { JobQueue } from "../jobs/JobQueue";
import type { Logger } from "../log";
import type { SportsClock } from "../provider/SportsClock";
import { startDemoTipsters } from "./demo/startDemoTipsters";
import { type RankingRefresher, startRankingRefresher } from "./ranking/rankingRefresher";
import { startTipSettler, type TipSettler } from "./settlement/tipSettler";

/** The marketplace's scheduled work: settlement and closing prices, the rankings, the demo tipsters. */
export interface MarketplaceTimers {
  readonly tips: TipSettler;
  /** Rebuilds the materialised tipster rankings (tests run it at will). */
  readonly rankings: RankingRefresher;
  readonly stop: () => Promise<void>;
}

/**
 * Starts the marketplace's timers where the line is committed: the single process inline, the ingest
 * worker thread (issue 10 item 2, the default), or the cluster's ingest process, so each runs once and off
 * the serving loop. With `timers` false the settler and refresher still answer `runOnce` (tests, a
 * gateway) but start no timer, and no demo tipster steps.
 */
export const startMarketplaceTimers = ({
  runtime,
  logger,
  timers,
  demo,
}: {
  readonly runtime: ManagedRuntime.ManagedRuntime<
    Database | LineFeed | SportsClock | AccountsConfig | JobQueue,
    never
  >;
  readonly logger: Logger;
  readonly timers: boolean;
  /** A living marketplace on a fresh start (issue 8): seeded tipsters publishing and buying. */
  readonly demo?: { readonly seed: string; readonly busy?: () => boolean };
}): MarketplaceTimers => {
  // An interval of 0 runs only when asked.
  const tips = startTipSettler({ runtime, logger, ...(timers ? {} : { intervalMs: 0 }) });
  const rankings = startRankingRefresher({ runtime, logger, ...(timers ? {} : { tickMs: 0 }) });
  const demoTipsters =
    timers && demo
      ? startDemoTipsters({ runtime, logger, seed: demo.seed, ...(demo.busy ? { busy: demo.busy } : {}) })
      : undefined;
  return {
    tips,
    rankings,
    stop: async () => {
      await demoTipsters?.stop();
      await tips.stop();
      await rankings.stop();
    },
  };
};
