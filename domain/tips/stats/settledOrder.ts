import type { SettledTip } from "../tip";

/**
 * The order results happened in: by settlement time, then by tip id, so tips settled in the same
 * millisecond (one event's tips, or two events finishing together) still have one order and every
 * sum, streak and list computed from them is the same whatever order the database returned.
 */
export const compareSettlement = (a: SettledTip, b: SettledTip): number =>
  a.settledAt - b.settledAt || (a.tipId < b.tipId ? -1 : a.tipId > b.tipId ? 1 : 0);

export const oldestFirst = (tips: ReadonlyArray<SettledTip>): ReadonlyArray<SettledTip> =>
  [...tips].sort(compareSettlement);

export const newestFirst = (tips: ReadonlyArray<SettledTip>): ReadonlyArray<SettledTip> =>
  [...tips].sort((a, b) => compareSettlement(b, a));
