import type { AdjacencyValue, StatePath, TestModel } from "@xstate/graph";
import type { EventObject, Snapshot } from "xstate";

export interface CoveringPath<TSnapshot extends Snapshot<unknown>, TEvent extends EventObject> {
  readonly description: string;
  readonly path: StatePath<TSnapshot, TEvent>;
}

interface StateEdges<TSnapshot, TEvent> {
  readonly state: TSnapshot;
  readonly transitions: ReadonlyArray<{ readonly event: TEvent; readonly state: TSnapshot }>;
}

/** The model's adjacency map keyed by its own serialized states (the library brands its keys). */
export const adjacencyByState = <TSnapshot extends Snapshot<unknown>, TEvent extends EventObject>(
  model: TestModel<TSnapshot, TEvent, unknown>,
): Map<string, StateEdges<TSnapshot, TEvent>> =>
  new Map(
    Object.entries(model.getAdjacencyMap() as Record<string, AdjacencyValue<TSnapshot, TEvent>>).map(
      ([key, { state, transitions }]) => [
        key,
        {
          state,
          transitions: Object.values(transitions as Record<string, { event: TEvent; state: TSnapshot }>),
        },
      ],
    ),
  );

/**
 * One path per transition of the model: the shortest path to a state, then one of its events. Shortest
 * paths alone reach every state but skip most transitions (closing the middle toast, a no-op toggle), so
 * the model tests walk these instead. `serialize` must be the model's own `serializeState`.
 */
export const transitionCoverage = <TSnapshot extends Snapshot<unknown>, TEvent extends EventObject>(
  model: TestModel<TSnapshot, TEvent, unknown>,
  serialize: (snapshot: TSnapshot) => string,
  label: (snapshot: TSnapshot) => string,
): Array<CoveringPath<TSnapshot, TEvent>> => {
  const shortest = new Map(
    model.getShortestPaths({ allowDuplicatePaths: true }).map((path) => [serialize(path.state), path]),
  );
  return [...adjacencyByState(model).values()].flatMap(({ state, transitions }) => {
    const head = shortest.get(serialize(state));
    if (!head) throw new Error(`No path reaches ${label(state)}`);
    return transitions.map(({ event, state: next }) => ({
      description: `${label(state)} --${JSON.stringify(event)}--> ${label(next)}`,
      path: { state: next, steps: [...head.steps, { state: next, event }], weight: head.weight + 1 },
    }));
  });
};
