import type { SqlExecutor } from "../../db/SqlDriver";
import type { CatchUp } from "../../provider/simulator/simClock";

/** How fast a fresh demo replays its history: a day in six minutes. */
export const DEMO_HISTORY_SPEED = 240;

/**
 * The history a fresh demo replays (simClock.ts `CatchUp`): only when the demo tipsters are on and the
 * database holds no tip yet. A database with tips keeps its clock: replaying the past again would put new
 * tips before ones already recorded.
 */
export const demoHistory = async (
  driver: SqlExecutor,
  config: { readonly demoTipsters: boolean; readonly demoHistoryHours: number; readonly simSpeed: number },
): Promise<CatchUp | undefined> => {
  if (!config.demoTipsters || config.demoHistoryHours === 0 || config.simSpeed >= DEMO_HISTORY_SPEED) {
    return undefined;
  }
  const [row] = await driver.query<{ readonly any: boolean }>("SELECT EXISTS (SELECT 1 FROM tips) AS any");
  return row?.any ? undefined : { behindMs: config.demoHistoryHours * 3_600_000, speed: DEMO_HISTORY_SPEED };
};
