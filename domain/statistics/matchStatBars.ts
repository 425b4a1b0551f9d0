/**
 * How full each side's bar of a match statistic is (issue 9, statistics tab), from 0 to 1. A count is
 * shared between the sides (7 shots to 3 fills 0.7 and 0.3); a percentage is its own share of 100, so a
 * possession of 54 % to 46 % fills 0.54 and 0.46 and a pass accuracy of 85 % to 80 % fills 0.85 and 0.8
 * (the two do not add up to 100). Nothing on either side leaves both bars empty.
 */
export interface StatBarFills {
  readonly home: number;
  readonly away: number;
  /** The side ahead on this statistic, coloured stronger; null when level. */
  readonly leader: "home" | "away" | null;
}

const unit = (n: number): number => Math.max(0, Math.min(1, n));

export const statBarFills = (item: {
  readonly home: number;
  readonly away: number;
  readonly unit: string | null;
}): StatBarFills => {
  const home = Math.max(0, item.home);
  const away = Math.max(0, item.away);
  const leader = home > away ? "home" : away > home ? "away" : null;
  if (item.unit === "%") return { home: unit(home / 100), away: unit(away / 100), leader };
  const total = home + away;
  if (total === 0) return { home: 0, away: 0, leader };
  return { home: home / total, away: away / total, leader };
};

/** A statistic's value as shown: "54%" for a percentage, the number otherwise (one decimal at most). */
export const statValueText = (value: number, unit: string | null): string => {
  const rounded = Math.round(value * 10) / 10;
  return unit === "%" ? `${rounded}%` : String(rounded);
};
