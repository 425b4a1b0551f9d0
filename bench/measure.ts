/** Runs `body` once to warm up, then `runs` times, and answers the median duration in milliseconds. */
export const medianMs = (runs: number, body: () => void): number => {
  body();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    body();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
};

export const percentile = (sorted: ReadonlyArray<number>, p: number): number =>
  sorted.length === 0
    ? Number.NaN
    : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

export interface Figure {
  readonly name: string;
  readonly value: string;
  readonly baselineName: string;
  readonly baseline: string;
}

export const fmt = (n: number, digits = 0): string =>
  n.toLocaleString("en-US", { maximumFractionDigits: digits, minimumFractionDigits: digits });
