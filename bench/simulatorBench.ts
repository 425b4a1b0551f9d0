import type { FeedBatch } from "../domain/feed/diff";
import { migrate } from "../server/db/migrate";
import { openPglite } from "../server/db/pgliteDriver";
import { FeedEngine } from "../server/feed/FeedEngine";
import { makeFeedStore } from "../server/feed/feedStore";
import { makeLogger } from "../server/log";
import { makeSimulatorProvider } from "../server/provider/simulator/SimulatorProvider";
import { makeRealtimeHub } from "../server/realtime/hub";
import { makeTopicRegistry } from "../server/realtime/topics";
import { type Figure, fmt } from "./measure";

/** Sim seconds per tick: the production tick of 500 ms at SIM_SPEED 10. */
const STEP_MS = 5_000;
const TICKS = 240;

/**
 * The simulator's own live traffic through the feed engine on PGlite: soccer and tennis (the two
 * sports live at every hour) played for 20 sim minutes in 5-second steps, as fast as the pipeline goes.
 * The baseline is a bare INSERT of the same batches' JSON, one row each.
 */
export const simulatorBench = async (): Promise<Figure[]> => {
  let real = 0;
  // A weekday evening in Europe, when the line is at its busiest.
  const provider = makeSimulatorProvider({
    seed: "bench",
    speed: 1,
    startAt: Date.UTC(2026, 10, 18, 19, 0),
    sports: ["soccer", "tennis"],
    realNow: () => real,
    // Far matches are opened up front, outside the measured ticks.
    budgetMs: 60_000,
  });
  const driver = await openPglite("memory://");
  await migrate(driver);
  const inner = makeFeedStore(driver);
  const batches: FeedBatch[] = [];
  const store: typeof inner = {
    ...inner,
    append: async (batch, after) => {
      batches.push(batch);
      await inner.append(batch, after);
    },
  };
  const topics = makeTopicRegistry();
  const logger = makeLogger("silent");
  const hub = makeRealtimeHub({ topics, logger, authenticate: async () => ({ code: "x", message: "x" }) });
  const engine = await FeedEngine.start({ provider, store, hub, topics, logger });
  provider.pause();
  while (provider.stats().some((s) => s.backlog > 0)) provider.tick();
  await engine.settled();
  await engine.flush();
  const listed = provider.stats().reduce((n, s) => n + s.events, 0);
  batches.length = 0;

  let tickMs = 0;
  const started = performance.now();
  for (let i = 0; i < TICKS; i++) {
    real += STEP_MS;
    const tickStart = performance.now();
    provider.tick();
    tickMs += performance.now() - tickStart;
    await engine.settled();
  }
  await engine.flush();
  const seconds = (performance.now() - started) / 1000;
  const diffs = batches.reduce((n, b) => n + b.diffs.length, 0);

  await driver.exec("CREATE TABLE bench_sim_rows (n integer PRIMARY KEY, body text NOT NULL)");
  const baseStart = performance.now();
  let n = 0;
  for (const batch of batches) {
    await driver.query("INSERT INTO bench_sim_rows (n, body) VALUES ($1, $2)", [++n, JSON.stringify(batch)]);
  }
  const baseSeconds = (performance.now() - baseStart) / 1000;

  await engine.stop();
  await hub.close();
  await driver.close();
  const simMinutes = (TICKS * STEP_MS) / 60_000;
  return [
    {
      name: `simulator → feed engine → PGlite: diffs produced and persisted per second (soccer + tennis, ${fmt(listed)} listed events, ${simMinutes} sim minutes in 5 s steps, ${fmt(diffs)} diffs in ${batches.length} batches)`,
      value: fmt(diffs / seconds),
      baselineName: "bare INSERT of the same batches' JSON, one row each",
      baseline: fmt(diffs / baseSeconds),
    },
    {
      name: "simulator tick (soccer + tennis, all listed events brought to the sim clock), mean",
      value: `${fmt(tickMs / TICKS, 1)} ms`,
      baselineName: "tick period in production",
      baseline: "500 ms",
    },
    {
      name: "live traffic of the simulated line, diffs per sim minute",
      value: fmt(diffs / simMinutes),
      baselineName: "—",
      baseline: "—",
    },
  ];
};
