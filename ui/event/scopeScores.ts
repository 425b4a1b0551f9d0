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

/** The parts in the order they are played; the shoot-out is already in brackets in the big score. */
const PART_ORDER: ReadonlyArray<ScopeType> = ["half", "quarter", "period", "set", "extra_time", "overtime"];

/** Every played part of the event that carries a score, in playing order. */
export const scopeScores = (event: Pick<FeedEvent, "scopes">): ScopeScore[] =>
  Object.entries(event.scopes)
    .filter(([, scope]) => PART_ORDER.includes(scope.type))
    .filter(([, scope]) => scoreKey("score", "p1") in scope.scores || scoreKey("score", "p2") in scope.scores)
    .map(([key, scope]) => ({
      key,
      type: scope.type,
      number: scope.number,
      home: scope.scores[scoreKey("score", "p1")]?.value ?? 0,
      away: scope.scores[scoreKey("score", "p2")]?.value ?? 0,
    }))
    .sort((a, b) => PART_ORDER.indexOf(a.type) - PART_ORDER.indexOf(b.type) || a.number - b.number);
