/** The clock as the feed sends it (line events) or the Sportsbook service answers it (top events). */
export interface MatchClock {
  readonly currentMinute?: number | null | undefined;
  /** Added time being played: 2 for 45+2. */
  readonly addedMinute?: number | null | undefined;
}

/**
 * The match clock as shown everywhere: `67'`, `45+2'` in added time; null where the sport or the moment
 * has no running clock (tennis, volleyball, a shoot-out).
 */
export const matchMinute = ({ currentMinute, addedMinute }: MatchClock): string | null => {
  if (currentMinute === null || currentMinute === undefined) return null;
  return addedMinute ? `${currentMinute}+${addedMinute}'` : `${currentMinute}'`;
};
