import { compareScopes } from "../../domain/event/scopeOrder.ts";
import { scoreKey } from "../../domain/feed/ids.ts";
import type { FeedEvent, ScopeType } from "../../domain/feed/tree.ts";

/** The score of one part of the match (a half, a set, a period), for the strip under the big score. */
export interface ScopeScore {
  readonly key: string;
  readonly type: ScopeType;
  readonly number: number;
  readonly home: number;
  readonly away: number;
}

/**
 * The parts the strip shows: not the whole match (the big score), nor the shoot-out (already in brackets
 * there), nor a tennis game (its points sit beside the set score).
 */
const STRIP_PARTS: ReadonlySet<ScopeType> = new Set([
  "half",
  "quarter",
  "period",
  "set",
  "overtime",
  "extra_time",
]);

/** Every played part of the event that carries a score, in playing order (domain/event/scopeOrder). */
export const scopeScores = (event: Pick<FeedEvent, "scopes">): ScopeScore[] =>
  Object.entries(event.scopes)
    .filter(([, scope]) => STRIP_PARTS.has(scope.type))
    .filter(([, scope]) => scoreKey("score", "p1") in scope.scores || scoreKey("score", "p2") in scope.scores)
    .map(([key, scope]) => ({
      key,
      type: scope.type,
      number: scope.number,
      home: scope.scores[scoreKey("score", "p1")]?.value ?? 0,
      away: scope.scores[scoreKey("score", "p2")]?.value ?? 0,
    }))
    .sort(compareScopes);
