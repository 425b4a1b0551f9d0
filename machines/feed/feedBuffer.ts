import type { FeedBatch } from "../../domain/feed/diff.ts";

/** Batches held while a snapshot or a gap is on its way (sports-data section 9). */
export const FEED_BUFFER_LIMIT = 100;

const indexOf = (buffer: ReadonlyArray<FeedBatch>, version: number): number => {
  let low = 0;
  let high = buffer.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (buffer[middle]!.version < version) low = middle + 1;
    else high = middle;
  }
  return low;
};

export const holds = (buffer: ReadonlyArray<FeedBatch>, version: number): boolean =>
  buffer[indexOf(buffer, version)]?.version === version;

/**
 * The buffer with `batch` in version order. A version already held is kept as it is: the stream
 * repeats batches after a resubscribe, and a repeat must not cost a place in the buffer.
 */
export const insertBatch = (buffer: ReadonlyArray<FeedBatch>, batch: FeedBatch): ReadonlyArray<FeedBatch> => {
  const at = indexOf(buffer, batch.version);
  if (buffer[at]?.version === batch.version) return buffer;
  return [...buffer.slice(0, at), batch, ...buffer.slice(at)];
};

/** Whether taking `batch` would make the buffer hold more than `limit` batches. */
export const overflows = (buffer: ReadonlyArray<FeedBatch>, batch: FeedBatch, limit: number): boolean =>
  buffer.length >= limit && !holds(buffer, batch.version);
