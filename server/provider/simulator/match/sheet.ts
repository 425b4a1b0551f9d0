import { scoreKey } from "../../../../domain/feed/ids";
import type { ScoreSheet, Side } from "./types";

export const SIDES: ReadonlyArray<Side> = ["p1", "p2"];

export const other = (side: Side): Side => (side === "p1" ? "p2" : "p1");

/** Copy-on-write: only the touched scopes are new objects, the others are shared with `sheet`. */
export const bumpScore = (
  sheet: ScoreSheet,
  scopeKeys: ReadonlyArray<string>,
  type: string,
  side: Side,
  delta = 1,
): ScoreSheet => {
  const key = scoreKey(type, side);
  const next: Record<string, Readonly<Record<string, number>>> = { ...sheet };
  for (const scope of scopeKeys) {
    const scores = sheet[scope] ?? {};
    next[scope] = { ...scores, [key]: (scores[key] ?? 0) + delta };
  }
  return next;
};

/** Sets (or adds) scores of one scope, keeping the others. */
export const setScores = (
  sheet: ScoreSheet,
  scope: string,
  values: Readonly<Record<string, number>>,
): ScoreSheet => ({ ...sheet, [scope]: { ...(sheet[scope] ?? {}), ...values } });

/** Zero for each score type and side: a scope shows 0–0 from its first second. */
export const zeroScores = (types: ReadonlyArray<string>): Readonly<Record<string, number>> => {
  const out: Record<string, number> = {};
  for (const type of types) for (const side of SIDES) out[scoreKey(type, side)] = 0;
  return out;
};

export const scoreOf = (sheet: ScoreSheet, scope: string, side: Side, type = "score"): number =>
  sheet[scope]?.[scoreKey(type, side)] ?? 0;
