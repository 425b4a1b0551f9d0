import { Schema } from "effect";

/**
 * Offsets a client may ask for: real time-zone offsets only. Every zone in use sits on a quarter hour
 * (+05:45 Nepal, +12:45 / +13:45 Chatham, −09:30 Marquesas) between UTC−12 and UTC+14, so anything else is
 * a made-up view that would only cost the server a projection nobody reads.
 */
export const TIME_ZONE_OFFSET_STEP_SECONDS = 900;
export const MIN_TIME_ZONE_OFFSET_SECONDS = -12 * 3600;
export const MAX_TIME_ZONE_OFFSET_SECONDS = 14 * 3600;

export const isRealTimeZoneOffset = (seconds: number): boolean =>
  Number.isInteger(seconds) &&
  seconds >= MIN_TIME_ZONE_OFFSET_SECONDS &&
  seconds <= MAX_TIME_ZONE_OFFSET_SECONDS &&
  seconds % TIME_ZONE_OFFSET_STEP_SECONDS === 0;

/** Time-zone offset in seconds east of UTC (UTC+2 → 7200), a multiple of 15 minutes within −12 h..+14 h. */
export const TimeZoneOffset = Schema.Int.check(
  Schema.makeFilter((seconds: number) => isRealTimeZoneOffset(seconds), {
    message: "timeZoneOffset must be a multiple of 900 seconds between -43200 and 50400",
  }),
);
