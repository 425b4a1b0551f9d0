import type { ManagedRuntime } from "effect";
import type { AccountsConfig } from "../../accounts/AccountsConfig";
import type { Database } from "../../db/Database";
import type { LineFeed } from "../../feed/LineFeed";
import type { Logger } from "../../log";
import type { SportsClock } from "../../provider/SportsClock";
import { startPeriodicRun } from "../periodicRun";
import { type DemoPace, makeDemoAgents, type StepReport } from "./demoAgents";

export interface DemoTipsters {
  /** One step now (tests drive it; the timer calls it too). */
  readonly stepOnce: () => Promise<StepReport>;
  readonly stop: () => Promise<void>;
}

/**
 * A living marketplace for a fresh start: the seeded demo tipsters publish and buy tips every
 * `intervalMs` of real time (10 s: about a dozen tips and six purchases a minute at the default pace).
 * Steps never overlap; a failed step is logged and the next one tries again.
 */
export const startDemoTipsters = ({
  runtime,
  logger,
  seed,
  intervalMs = 10_000,
  pace,
  rosterSize,
}: {
  readonly runtime: ManagedRuntime.ManagedRuntime<Database | LineFeed | SportsClock | AccountsConfig, never>;
  readonly logger: Logger;
  /** SIM_SEED: the same seed gives the same tipsters. */
  readonly seed: string;
  /** 0 starts no timer (tests call stepOnce). */
  readonly intervalMs?: number;
  readonly pace?: Partial<DemoPace>;
  readonly rosterSize?: number;
}): DemoTipsters => {
  const agents = makeDemoAgents({
    seed,
    ...(pace ? { pace } : {}),
    ...(rosterSize !== undefined ? { rosterSize } : {}),
  });
  const steps = startPeriodicRun({
    run: () => runtime.runPromise(agents.step()),
    intervalMs,
    logger,
    failure: "demo tipsters failed",
  });
  return { stepOnce: steps.runOnce, stop: steps.stop };
};
