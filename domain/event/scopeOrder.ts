import type { CurrentScope, ScopeType } from "../feed/tree";

/**
 * The parts of a match in the order they are played: the whole match first (it holds the rest), the
 * regular parts (a sport plays one kind: halves, quarters, periods or sets, games within a set), then
 * overtime, extra time and the shoot-out last. Where a sport has both overtime and extra time, overtime
 * comes first (the display status reads the last one played by this order).
 */
export const SCOPE_PLAY_ORDER = [
  "full_event",
  "half",
  "quarter",
  "period",
  "set",
  "game",
  "overtime",
  "extra_time",
  "penalties",
] as const satisfies ReadonlyArray<ScopeType>;

const RANK: Readonly<Record<ScopeType, number>> = Object.fromEntries(
  SCOPE_PLAY_ORDER.map((type, at) => [type, at]),
) as Record<ScopeType, number>;

/** Scope types in playing order. */
export const compareScopeTypes = (a: ScopeType, b: ScopeType): number => RANK[a] - RANK[b];

/** Scopes in playing order: by type, then by number (the first half before the second). */
export const compareScopes = (
  a: Pick<CurrentScope, "type" | "number">,
  b: Pick<CurrentScope, "type" | "number">,
) => compareScopeTypes(a.type, b.type) || a.number - b.number;
