import type { MessagePort } from "node:worker_threads";
import type { FeedBatch } from "../../domain/feed/diff";
import type { FullSport } from "../../domain/sports/catalogue";
import type { StoredSport } from "../feed/feedStore";
import type { LogLevel } from "../log";
import type { CatchUp } from "../provider/simulator/simClock";

/** What the ingest worker is started with (its workerData). */
export interface IngestWorkerData {
  /** Where the worker answers the serving thread's SQL (PGlite only: with DATABASE_URL each thread has its pool). */
  readonly sql: MessagePort;
  readonly dataDir: string;
  readonly databaseUrl: string | undefined;
  readonly logLevel: LogLevel;
  readonly production: boolean;
  readonly simulator: {
    readonly seed: string;
    readonly speed: number;
    readonly sports?: ReadonlyArray<FullSport>;
    readonly tickMs?: number;
  };
  readonly feed: { readonly silenceMs?: number; readonly flushMs?: number };
  /** The marketplace's timers run on the worker, by the line it commits (server/tips/marketplaceTimers.ts). */
  readonly marketplace: {
    readonly authSecret: string | undefined;
    readonly publicUrl: string;
    readonly demoTipsters: boolean;
  };
}

export type ToIngestWorker =
  /** The sim clock is the serving thread's: both compute the same time from the same start. */
  | { readonly type: "start"; readonly realStart: number; readonly catchUp?: CatchUp }
  | { readonly type: "advance"; readonly ms: number }
  | { readonly type: "stop" };

export type FromIngestWorker =
  | { readonly type: "database-ready" }
  /** What the worker's feed engine started from (the store's load): the serving thread's engine starts from it too. */
  | { readonly type: "started"; readonly sports: ReadonlyArray<readonly [string, StoredSport]> }
  /** A batch written to the log, in version order per sport. */
  | { readonly type: "batch"; readonly batch: FeedBatch }
  /** Every second, whatever the line does: the serving thread's sign that the worker is not stuck. */
  | { readonly type: "alive" }
  | { readonly type: "stopped" };
