import type { Sport } from "../../domain/feed/tree";
import type { ProviderUpdate, SportInfo, SportsDataProvider } from "./SportsDataProvider";

export interface ManualProvider extends SportsDataProvider {
  /** Pushes a sport's whole line, as a real provider's update would. */
  readonly push: (sportId: string, line: Sport) => void;
  readonly heartbeat: () => void;
  /** Whether a listener is attached (the engine has started it). */
  readonly started: () => boolean;
}

/** A provider driven by hand: tests and benchmarks push lines into the feed engine with it. */
export const makeManualProvider = (
  sports: ReadonlyArray<SportInfo>,
  now: () => number = Date.now,
): ManualProvider => {
  let listener: { update: (update: ProviderUpdate) => void; heartbeat: (at: number) => void } | undefined;
  return {
    name: "manual",
    sports: () => sports,
    now,
    start: (next) => {
      listener = next;
      return () => {
        listener = undefined;
      };
    },
    push: (sportId, line) => listener?.update({ sportId, at: now(), line }),
    heartbeat: () => listener?.heartbeat(now()),
    started: () => listener !== undefined,
  };
};
