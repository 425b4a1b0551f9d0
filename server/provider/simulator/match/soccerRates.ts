/**
 * Soccer's rhythm, shared by the engine (which plays it) and the pricing (which quotes on it), so the
 * odds are fair to the simulated world.
 */

/** Goals come a little more often as the match goes on: ×0.85 at kick-off, ×1.15 at 90'. */
export const goalProfile = (clockMinute: number): number =>
  clockMinute >= 90 ? 0.95 : 0.85 + (0.3 * Math.max(0, clockMinute)) / 90;

/** ∫ goalProfile over [from, to] clock minutes, in minutes (closed form of the linear profile). */
export const goalProfileIntegral = (from: number, to: number): number => {
  if (to <= from) return 0;
  const a = Math.max(0, from);
  const b = Math.min(90, to);
  const linear = b > a ? 0.85 * (b - a) + (0.3 / 90) * ((b * b - a * a) / 2) : 0;
  const extra = to > 90 ? 0.95 * (to - Math.max(90, from)) : 0;
  return linear + extra;
};

/** Each red card costs its side about a quarter of its threat and lifts the other side. */
export const redCardFactor = (ownReds: number, otherReds: number): number =>
  0.72 ** ownReds * 1.2 ** otherReds;

/** Added minutes announced at the end of each half (1..5) and of each extra-time half (0..2). */
export const ADDED_TIME_WEIGHTS: Readonly<Record<string, ReadonlyArray<number>>> = {
  "half-1": [0, 0.25, 0.3, 0.25, 0.12, 0.08],
  "half-2": [0, 0.05, 0.15, 0.3, 0.3, 0.2],
  extra_time: [0.4, 0.4, 0.2],
};

export const expectedAdded = (weights: ReadonlyArray<number>): number => {
  let total = 0;
  let mean = 0;
  weights.forEach((w, minutes) => {
    total += w;
    mean += w * minutes;
  });
  return mean / total;
};

/** Penalties awarded per side per 90 minutes, and how many go in. */
export const PENALTY_AWARD_RATE = 0.13;
export const PENALTY_CONVERSION = 0.78;
/** Share of goals sent to VAR, and share of those ruled out. */
export const VAR_CHECK_SHARE = 0.1;
export const VAR_DISALLOW_SHARE = 0.35;
/** Markets stay shut this long after a goal (match time). */
export const GOAL_LOCK_MS = 45_000;
export const SHOOTOUT_CONVERSION = 0.76;
