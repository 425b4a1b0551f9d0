import { Worker } from "node:worker_threads";
import { percentile } from "./measure";

export interface LoadOptions {
  readonly url: string;
  readonly connections: number;
  readonly warmupMs: number;
  readonly durationMs: number;
  readonly headers?: Readonly<Record<string, string>>;
}

export interface LoadResult {
  readonly requestsPerSecond: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  /** The slowest answer: one client in a closed loop waits out a stall once, which p99 may not show. */
  readonly maxMs: number;
  readonly requests: number;
  readonly errors: number;
  /** Answers by status code: a figure made of 500s or 304s would measure something else. */
  readonly statuses: Readonly<Record<string, number>>;
  readonly meanBytes: number;
}

/** Load from a worker thread (see httpLoadWorker.mjs); answers once the run is over. */
export const runLoad = async (options: LoadOptions): Promise<LoadResult> => {
  const worker = new Worker(new URL("./httpLoadWorker.mjs", import.meta.url), { workerData: options });
  const report = await new Promise<{
    latencies: number[];
    statuses: Record<string, number>;
    bytes: number;
    errors: number;
    elapsedMs: number;
  }>((resolve, reject) => {
    worker.once("message", resolve);
    worker.once("error", reject);
  });
  await worker.terminate();
  const requests = report.latencies.length;
  return {
    requestsPerSecond: (requests / report.elapsedMs) * 1000,
    p50Ms: percentile(report.latencies, 50),
    p99Ms: percentile(report.latencies, 99),
    maxMs: report.latencies.at(-1) ?? Number.NaN,
    requests,
    errors: report.errors,
    statuses: report.statuses,
    meanBytes: requests === 0 ? 0 : report.bytes / requests,
  };
};
