import type { AnyActorLogic, SnapshotFrom } from "xstate";

/**
 * One page machine as a route declares it for server rendering: the logic, its input, and when its
 * snapshot is worth sending (loaded). The key names the actor the page component will ask for.
 */
export interface PageActorSpec<TLogic extends AnyActorLogic = AnyActorLogic> {
  readonly key: string;
  readonly logic: TLogic;
  readonly input: unknown;
  readonly isLoaded: (snapshot: SnapshotFrom<TLogic>) => boolean;
  /** A load that failed: the server stops waiting and the browser loads again. */
  readonly hasFailed?: (snapshot: SnapshotFrom<TLogic>) => boolean;
  /** Loaded, and what the page is about does not exist (an unknown event): the page answers 404. */
  readonly isMissing?: (snapshot: SnapshotFrom<TLogic>) => boolean;
}

/**
 * The page machines' snapshots that travel in the HTML (issue 14). On the server `prefetch` runs a page's
 * machine to its loaded state and keeps its persisted snapshot; in the browser it does nothing, and
 * `take` hands the HTML's snapshot to the page component that creates the actor, so it starts where the
 * server stopped instead of fetching again.
 */
export interface PageSnapshots {
  readonly prefetch: <TLogic extends AnyActorLogic>(spec: PageActorSpec<TLogic>) => Promise<void>;
  /** The persisted snapshot carried for `key`, if the current page was rendered with one. */
  readonly take: (key: string) => unknown;
}

/**
 * The browser's registry over the snapshots the HTML carried. They belong to the first location only:
 * `forget` (called on the first navigation) drops them, so coming back to the page later starts fresh.
 * Until then `take` is repeatable, which React's double render in development needs.
 */
export const browserPageSnapshots = (carried: Readonly<Record<string, unknown>>) => {
  let snapshots: Readonly<Record<string, unknown>> = carried;
  return {
    prefetch: () => Promise.resolve(),
    take: (key: string) => snapshots[key],
    forget: () => {
      snapshots = {};
    },
  } satisfies PageSnapshots & { forget: () => void };
};
