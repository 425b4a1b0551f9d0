import type { StatePath } from "@xstate/graph";
import type { EventObject, Snapshot } from "xstate";
import { settle } from "../../helpers/pendingCalls.ts";

/**
 * Runs one model path against the system under test: each step's event is performed (the library's own
 * start step is not an event to perform), then the state it reached is checked against the running actor.
 */
export const runPath = async <TSnapshot extends Snapshot<unknown>, TEvent extends EventObject>(
  path: StatePath<TSnapshot, TEvent>,
  perform: (event: TEvent) => void,
  check: (state: TSnapshot) => void,
): Promise<void> => {
  for (const step of path.steps) {
    if ((step.event as EventObject).type !== "xstate.init") {
      perform(step.event);
      await settle();
    }
    check(step.state);
  }
};

/** `expired.modalOpen` for a nested state, the name itself for a leaf. */
export const stateName = (value: unknown): string =>
  typeof value === "string"
    ? value
    : Object.entries(value as Record<string, unknown>)
        .map(([key, child]) => `${key}.${stateName(child)}`)
        .join(",");
