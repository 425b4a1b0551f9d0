import type { ManagedRuntime } from "effect";
import type { AccountServices } from "../../accounts/AccountServices";
import { ringedEntities, type Watched } from "../bellStore";

export interface RingedIndex {
  /** Whether anyone may have a bell on the event, one of its teams or its tournament. */
  readonly anyWatcher: (watched: Watched) => Promise<boolean>;
  /** A bell was rung in this process: the next look reads the table again. */
  readonly invalidate: () => void;
}

/**
 * What has a bell on it, read from the table at most every `maxAgeMs` (and at once after a bell rung
 * here): the live line finds sport events in every live match, nearly all of them watched by nobody, and
 * a job for each would be work for nothing. A bell rung on another process is seen within `maxAgeMs`.
 */
export const makeRingedIndex = (
  runtime: ManagedRuntime.ManagedRuntime<AccountServices, never>,
  { maxAgeMs = 2_000, now = Date.now }: { readonly maxAgeMs?: number; readonly now?: () => number } = {},
): RingedIndex => {
  let cached: { readonly at: number; readonly keys: ReadonlySet<string> } | undefined;
  let loading: Promise<ReadonlySet<string>> | undefined;
  const current = (): Promise<ReadonlySet<string>> => {
    if (cached && now() - cached.at < maxAgeMs) return Promise.resolve(cached.keys);
    loading ??= runtime
      .runPromise(ringedEntities())
      .then((keys) => {
        cached = { at: now(), keys };
        return keys;
      })
      .finally(() => {
        loading = undefined;
      });
    return loading;
  };
  return {
    anyWatcher: async ({ eventId, teamIds, tournamentId }) => {
      const keys = await current();
      return (
        keys.has(`EVENT:${eventId}`) ||
        keys.has(`TOURNAMENT:${tournamentId}`) ||
        teamIds.some((teamId) => keys.has(`TEAM:${teamId}`))
      );
    },
    invalidate: () => {
      cached = undefined;
    },
  };
};
