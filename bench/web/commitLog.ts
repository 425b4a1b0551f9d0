import type { FeedBatch } from "../../domain/feed/diff";
import { splitPath } from "../../domain/feed/ids";
import { formatOdds } from "../../domain/sportsbook/formatOdds";
import { cellKey, MAIN_COLUMNS, MAIN_MARKET } from "./oddsChanges";

/** One main-market price as committed: which cell, the text the page will show, and when. */
export interface CommittedPrice {
  readonly key: string;
  readonly text: string;
  /** Epoch ms (Date.now) when the engine's commit of its batch resolved. */
  readonly at: number;
  readonly version: number;
  /** The cell already showed this text: nothing will change on screen. */
  readonly unchanged: boolean;
}

/** What the page's probe saw: a cell whose text became `text`, painted at `paintedAt` (epoch ms). */
export interface PaintSample {
  readonly key: string;
  readonly text: string;
  readonly paintedAt: number;
}

/** The main-market prices a batch sets, as cell keys and displayed texts. */
export const pricesOf = (batch: FeedBatch): Array<{ key: string; text: string }> => {
  const prices: Array<{ key: string; text: string }> = [];
  for (const diff of batch.diffs) {
    if (diff.level !== "outcome" || typeof diff.data?.coefficient !== "number") continue;
    const parts = splitPath(diff.path);
    if (parts[5] !== MAIN_MARKET) continue;
    const column = MAIN_COLUMNS.indexOf(parts[6] as (typeof MAIN_COLUMNS)[number]);
    if (column < 0) continue;
    prices.push({ key: cellKey(parts[3]!, column), text: formatOdds(diff.data.coefficient) });
  }
  return prices;
};

/** Every committed main-market price, by cell, in commit order. */
export class CommitLog {
  private readonly byKey = new Map<string, CommittedPrice[]>();
  private readonly shown = new Map<string, string>();
  readonly prices: CommittedPrice[] = [];

  /** Seeds what each cell shows before any batch (the snapshot's prices). */
  seed(key: string, text: string): void {
    this.shown.set(key, text);
  }

  record(batch: FeedBatch, at: number): void {
    for (const { key, text } of pricesOf(batch)) {
      const price = { key, text, at, version: batch.version, unchanged: this.shown.get(key) === text };
      this.shown.set(key, text);
      this.prices.push(price);
      const list = this.byKey.get(key) ?? [];
      list.push(price);
      this.byKey.set(key, list);
    }
  }

  /** How many batches (setting main-market prices) were committed in `[from, to]`. */
  batchesBetween(from: number, to: number): number {
    const versions = new Set<number>();
    for (const price of this.prices) if (price.at >= from && price.at <= to) versions.add(price.version);
    return versions.size;
  }

  /** The latest commit that gave `key` the text `text` no later than `by`. */
  commitOf(key: string, text: string, by: number): CommittedPrice | undefined {
    const list = this.byKey.get(key);
    if (!list) return undefined;
    for (let i = list.length - 1; i >= 0; i--) {
      const price = list[i]!;
      if (price.at <= by && price.text === text) return price;
    }
    return undefined;
  }
}

export interface PaintLatencies {
  /** Commit-to-paint delays of the prices committed in the window, ms, sorted. */
  readonly latencies: number[];
  /** Prices committed in the window that had to change a cell. */
  readonly committed: number;
  /** Of those, how many were seen painted. */
  readonly painted: number;
}

/**
 * Matches what the page painted to what the server committed: each sample to the latest commit of its
 * cell and text, the first paint of each commit only; then keeps the commits of `[from, to]`.
 */
export const paintLatencies = (
  log: CommitLog,
  samples: ReadonlyArray<PaintSample>,
  from: number,
  to: number,
): PaintLatencies => {
  const firstPaint = new Map<CommittedPrice, number>();
  for (const sample of samples) {
    const price = log.commitOf(sample.key, sample.text, sample.paintedAt);
    if (price && !firstPaint.has(price)) firstPaint.set(price, sample.paintedAt);
  }
  const latencies: number[] = [];
  let committed = 0;
  for (const price of log.prices) {
    if (price.unchanged || price.at < from || price.at > to) continue;
    committed++;
    const paintedAt = firstPaint.get(price);
    if (paintedAt !== undefined) latencies.push(paintedAt - price.at);
  }
  latencies.sort((a, b) => a - b);
  return { latencies, committed, painted: latencies.length };
};
