import type { FeedDiff } from "../domain/feed/diff";
import { diffFeedTrees } from "../domain/feed/diffFeedTrees";
import { migrate } from "../server/db/migrate";
import { openPglite } from "../server/db/pgliteDriver";
import { FeedEngine } from "../server/feed/FeedEngine";
import { makeFeedStore } from "../server/feed/feedStore";
import { makeLogger } from "../server/log";
import { makeManualProvider } from "../server/provider/manualProvider";
import { makeRealtimeHub } from "../server/realtime/hub";
import { makeTopicRegistry } from "../server/realtime/topics";
import { type Figure, fmt } from "./measure";
import { moveOdds, syntheticLine } from "./syntheticLine";

/**
 * Diffs produced and persisted per second by the feed engine (diff the provider's line, append the batch
 * to the log, and bring the state tables up to date), on embedded PGlite, beside a bare insert of the
 * same batches' JSON into one table.
 */
export const commitBench = async (): Promise<Figure[]> => {
  const sport = {
    id: "bench-soccer",
    code: "soccer",
    name: "Soccer",
    priority: 10000,
    kind: "base" as const,
  };
  const driver = await openPglite("memory://");
  await migrate(driver);
  const provider = makeManualProvider([sport]);
  const topics = makeTopicRegistry();
  const logger = makeLogger("silent");
  const hub = makeRealtimeHub({ topics, logger, authenticate: async () => ({ code: "x", message: "x" }) });
  const engine = await FeedEngine.start({ provider, store: makeFeedStore(driver), hub, topics, logger });

  let line = syntheticLine(sport.id, 1000, Date.now(), 0.3);
  const initialStart = performance.now();
  provider.push(sport.id, line);
  await engine.settled();
  const initialMs = performance.now() - initialStart;

  const lines = [];
  for (let step = 1; step <= 300; step++) {
    line = moveOdds(line, step, 50);
    lines.push(line);
  }
  const started = performance.now();
  const versionBefore = engine.version(sport.id);
  for (const next of lines) {
    provider.push(sport.id, next);
    await engine.settled();
  }
  // The state tables' catch-up is part of persisting: count it.
  await engine.flush();
  const seconds = (performance.now() - started) / 1000;
  const committed = engine.version(sport.id) - versionBefore;
  const diffs = lines.length * 50;

  // Baseline: the same batches, already diffed, written as one row each with no state tables.
  const batches: FeedDiff[][] = [];
  let previous = { sports: { [sport.id]: syntheticLine(sport.id, 1000, Date.now(), 0.3) } };
  for (const next of lines) {
    const tree = { sports: { [sport.id]: next } };
    batches.push(diffFeedTrees(previous, tree));
    previous = tree;
  }
  await driver.exec("CREATE TABLE bench_rows (version integer PRIMARY KEY, body text NOT NULL)");
  const baseStart = performance.now();
  let version = 0;
  for (const batch of batches) {
    await driver.query("INSERT INTO bench_rows (version, body) VALUES ($1, $2)", [
      ++version,
      JSON.stringify(batch),
    ]);
  }
  const baseSeconds = (performance.now() - baseStart) / 1000;

  await engine.stop();
  await hub.close();
  await driver.close();
  return [
    {
      name: `diffs produced and persisted per second (${committed} batches of 50 outcome changes, 1,000-event line, PGlite)`,
      value: fmt(diffs / seconds),
      baselineName: "bare INSERT of the same batches' JSON, one row each",
      baseline: fmt(diffs / baseSeconds),
    },
    {
      name: "first commit of a 1,000-event line (34,000 outcomes) from empty",
      value: `${fmt(initialMs)} ms`,
      baselineName: "—",
      baseline: "—",
    },
  ];
};
