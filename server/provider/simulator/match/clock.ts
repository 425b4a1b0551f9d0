import type { PeriodSpan } from "./types";

export interface ClockReading {
  readonly minute: number;
  readonly addedMinute?: number;
}

/**
 * The minute shown for an instant of a clocked period, football style: the first minute is 1, and
 * added time reads 45+1, 45+2… rather than 46.
 */
export const clockAt = (period: PeriodSpan, time: number): ClockReading | undefined => {
  if (period.clockFrom === undefined) return undefined;
  const seconds = period.clockFrom + Math.max(0, Math.min(time, period.end) - period.start) / 1000;
  if (period.regulation !== undefined && seconds >= period.regulation) {
    return {
      minute: period.regulation / 60,
      addedMinute: Math.floor((seconds - period.regulation) / 60) + 1,
    };
  }
  const minute = Math.floor(seconds / 60) + 1;
  return { minute: period.clockTo === undefined ? minute : Math.min(minute, period.clockTo / 60) };
};
