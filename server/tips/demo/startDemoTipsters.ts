import type { ManagedRuntime } from "effect";
import type { AccountsConfig } from "../../accounts/AccountsConfig";
import type { Database } from "../../db/Database";
import type { LineFeed } from "../../feed/LineFeed";
import type { JobQueue } from "../../jobs/JobQueue";
import type { Logger } from "../../log";
import type { SportsClock } from "../../provider/SportsClock";
import { startPeriodicRun } from "../periodicRun";
import { type DemoPace, makeDemoAgents, type StepReport } from "./demoAgents";

export interface DemoTipsters {
  /** One step now (tests drive it; the timer calls it too). */
  readonly stepOnce: () => Promise<StepReport>;
  readonly stop: () => Promise<void>;
}

/** How often the demo steps while `busy` answers true (the world replaying a fresh demo's history)... */
const BUSY_INTERVAL_MS = 1_000;
/** ...and how much busier each of those steps is than the present's. */
const BUSY_SCALE = 4;

/**
 * A living marketplace for a fresh start: the seeded demo tipsters publish and buy tips every
 * `intervalMs` of real time (10 s: about a dozen tips and six purchases a minute at the default pace),
 * and every second while `busy` says the sports clock runs fast through a fresh demo's history, so that
 * history has as many tips per sports hour as the present. Steps never overlap; a failed step is logged
 * and the next one tries again.
 */
export const startDemoTipsters = ({
  runtime,
  logger,
  seed,
  intervalMs = 10_000,
  pace,
  rosterSize,
  busy,
}: {
  readonly runtime: ManagedRuntime.ManagedRuntime<
    Database | LineFeed | SportsClock | AccountsConfig | JobQueue,
    never
  >;
  readonly logger: Logger;
  /** SIM_SEED: the same seed gives the same tipsters. */
  readonly seed: string;
  /** 0 starts no timer (tests call stepOnce). */
  readonly intervalMs?: number;
  readonly pace?: Partial<DemoPace>;
  readonly rosterSize?: number;
  readonly busy?: () => boolean;
}): DemoTipsters => {
  const agents = makeDemoAgents({
    seed,
    ...(pace ? { pace } : {}),
    ...(rosterSize !== undefined ? { rosterSize } : {}),
    ...(busy ? { busier: () => (busy() ? BUSY_SCALE : 1) } : {}),
  });
  const idle: StepReport = { published: 0, purchased: 0 };
  const every = busy && intervalMs > BUSY_INTERVAL_MS ? Math.round(intervalMs / BUSY_INTERVAL_MS) : 1;
  let ticks = 0;
  const steps = startPeriodicRun({
    run: () =>
      every === 1 || busy?.() || ++ticks % every === 0
        ? runtime.runPromise(agents.step())
        : Promise.resolve(idle),
    intervalMs: every === 1 ? intervalMs : BUSY_INTERVAL_MS,
    logger,
    failure: "demo tipsters failed",
  });
  return { stepOnce: steps.runOnce, stop: steps.stop };
};
