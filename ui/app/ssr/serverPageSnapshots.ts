import { type AnyActorLogic, createActor, waitFor } from "xstate";
import type { PageActorSpec, PageSnapshots } from "../pageSnapshots.ts";

/**
 * The server's registry: each prefetched page machine runs on in-process actors until it is loaded or
 * `boundMs` has passed, then stops. Past the bound its snapshot (still loading) is what the HTML gets and
 * the browser finishes the load.
 */
export const serverPageSnapshots = (boundMs: number) => {
  const snapshots: Record<string, unknown> = {};
  let missing = false;
  const registry = {
    prefetch: async <TLogic extends AnyActorLogic>({
      key,
      logic,
      input,
      isLoaded,
      hasFailed = () => false,
      isMissing = () => false,
    }: PageActorSpec<TLogic>) => {
      const actor = createActor(logic as AnyActorLogic, { input });
      actor.start();
      try {
        const settled = await waitFor(actor, (snapshot) => isLoaded(snapshot) || hasFailed(snapshot), {
          timeout: boundMs,
        });
        if (isLoaded(settled)) {
          snapshots[key] = actor.getPersistedSnapshot();
          if (isMissing(settled)) missing = true;
        }
      } catch {
        // Timed out or failed: nothing is carried, so the page streams its loading state and the browser
        // starts the load afresh (a half-done load restored would be a request no one can see through).
      } finally {
        actor.stop();
      }
    },
    take: (key: string) => snapshots[key],
    /** What the HTML carries: every snapshot prefetched for this page. */
    carried: (): Readonly<Record<string, unknown>> => snapshots,
    /** A prefetched page machine found that what its page is about does not exist. */
    missing: (): boolean => missing,
  } satisfies PageSnapshots & {
    carried: () => Readonly<Record<string, unknown>>;
    missing: () => boolean;
  };
  return registry;
};
