import type { ManagedRuntime } from "effect";
import type { FeedBatch, FeedDiff } from "../../../domain/feed/diff";
import { touchBatch } from "../../../domain/feed/touchedBatch";
import type { FeedTree } from "../../../domain/feed/tree";
import { isFullSport } from "../../../domain/sports/catalogue";
import type { AccountServices } from "../../accounts/AccountServices";
import type { Logger } from "../../log";
import { notifyWatchers } from "../notify";
import { type LiveAlert, liveAlertsOf } from "./liveAlerts";
import type { RingedIndex } from "./ringedIndex";

/** Only a batch that moved a status, a scope played or a score can hold a sport event: most move odds. */
const mayHoldAlerts = (diff: FeedDiff): boolean =>
  diff.level === "score" ||
  (diff.level === "event" &&
    (diff.action === "CREATE" ||
      (diff.data !== undefined && ("status" in diff.data || "currentScope" in diff.data))));

/**
 * Watches the feed engine's published batches (its `onBatch`, with the sport's line before and after) for
 * sport events (liveAlerts.ts) and hands each batch's to the notifications service as one job. The job's
 * notifications are keyed per user and event fact, so two processes seeing the same batch (a cluster's
 * ingest taking over) notify once.
 */
export const makeLiveLineObserver = ({
  runtime,
  ringed,
  logger,
}: {
  readonly runtime: ManagedRuntime.ManagedRuntime<AccountServices, never>;
  /** Only sport events someone may have a bell on become a job. */
  readonly ringed: RingedIndex;
  readonly logger: Logger;
}) => {
  /** Jobs being stored, so that tests (and a stopping server) can wait for them. */
  const queuing = new Set<Promise<unknown>>();
  const onBatch = (batch: FeedBatch, before: FeedTree, after: FeedTree): void => {
    if (!batch.diffs.some(mayHoldAlerts)) return;
    const code = after.sports[batch.sportId]?.code;
    if (code === undefined || !isFullSport(code)) return;
    const alerts: LiveAlert[] = [];
    for (const event of touchBatch(before, after, batch.diffs).events) {
      if (event.after) alerts.push(...liveAlertsOf(code, event.before, event.after));
    }
    if (alerts.length === 0) return;
    const queued = Promise.all(alerts.map((alert) => ringed.anyWatcher(alert.watched)))
      .then((watched) => alerts.filter((_, i) => watched[i]))
      .then((heard) => (heard.length > 0 ? runtime.runPromise(notifyWatchers(heard)) : undefined))
      .catch((error: unknown) =>
        logger.error("sport event notifications not queued", {
          sportId: batch.sportId,
          version: batch.version,
          error: error instanceof Error ? error.message : String(error),
        }),
      )
      .finally(() => queuing.delete(queued));
    queuing.add(queued);
  };
  return {
    onBatch,
    /** Resolves once every batch's sport events heard so far are stored as jobs. */
    queued: async (): Promise<void> => {
      while (queuing.size > 0) await Promise.all(queuing);
    },
  };
};
