import { compareScopes } from "../../event/scopeOrder";
import { FULL_EVENT_SCOPE } from "../../feed/ids";
import { type CurrentScope, type EventStatus, type FeedEvent, ScopeType } from "../../feed/tree";

const SCOPE_TYPES: ReadonlySet<string> = new Set(ScopeType.literals);

/** `half--2` → the second half; undefined for a key that names no scope. */
export const parseScopeKey = (key: string): CurrentScope | undefined => {
  const at = key.lastIndexOf("--");
  if (at < 0) return undefined;
  const type = key.slice(0, at);
  const digits = key.slice(at + 2);
  if (!SCOPE_TYPES.has(type) || !/^\d+$/.test(digits)) return undefined;
  const number = Number(digits);
  return Number.isSafeInteger(number) ? { type: type as ScopeType, number } : undefined;
};

/** Statuses of a match that was played, at least in part: its scopes before the current one are done. */
const PLAYED: ReadonlySet<EventStatus> = new Set(["in_progress", "interrupted", "retired"]);

/**
 * Whether the scope's play is over, so its markets can be settled: every scope of a finished event;
 * in a match being played (or stopped) the parts before the one being played, since the feed's current
 * scope is the part in play, or about to start during a break (the second half at half-time). The full
 * event is over only when the event has finished.
 */
export const isScopeOver = (event: Pick<FeedEvent, "status" | "currentScope">, scopeKey: string): boolean => {
  if (event.status === "finished") return true;
  if (scopeKey === FULL_EVENT_SCOPE || !PLAYED.has(event.status)) return false;
  const scope = parseScopeKey(scopeKey);
  const current = event.currentScope;
  return scope !== undefined && current !== null && compareScopes(scope, current) < 0;
};
