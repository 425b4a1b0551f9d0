import type { InspectionEvent, Snapshot } from "xstate";

/** One running actor as the inspector shows it. */
export interface InspectedActor {
  readonly sessionId: string;
  readonly id: string;
  readonly state: string;
  /** Newest first. */
  readonly events: ReadonlyArray<string>;
}

const stateOf = (snapshot: Snapshot<unknown>): string =>
  "value" in snapshot && snapshot.status === "active" ? JSON.stringify(snapshot.value) : snapshot.status;

/**
 * Development only: collects XState inspection events (passed as the `inspect` option of every actor) into
 * a list of actors with their current state and last events, for the in-app panel. Works offline: nothing
 * leaves the page.
 */
export const createInspectorStore = (eventLimit = 6) => {
  let actors: ReadonlyArray<InspectedActor> = [];
  const listeners = new Set<() => void>();

  const update = (sessionId: string, change: (actor: InspectedActor) => InspectedActor) => {
    actors = actors.map((actor) => (actor.sessionId === sessionId ? change(actor) : actor));
    for (const listener of listeners) listener();
  };

  const inspect = (event: InspectionEvent): void => {
    const { sessionId } = event.actorRef;
    switch (event.type) {
      case "@xstate.actor": {
        const id = "id" in event.actorRef ? String(event.actorRef.id) : sessionId;
        actors = [...actors, { sessionId, id, state: "created", events: [] }];
        for (const listener of listeners) listener();
        return;
      }
      case "@xstate.event":
        update(sessionId, (actor) => ({
          ...actor,
          events: [event.event.type, ...actor.events].slice(0, eventLimit),
        }));
        return;
      case "@xstate.snapshot":
        update(sessionId, (actor) => ({ ...actor, state: stateOf(event.snapshot) }));
        return;
      default:
        return;
    }
  };

  return {
    inspect,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    getSnapshot: () => actors,
  };
};

export type InspectorStore = ReturnType<typeof createInspectorStore>;
