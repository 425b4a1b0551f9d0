import { Schema } from "effect";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  isRealTimeZoneOffset,
  MAX_TIME_ZONE_OFFSET_SECONDS,
  MIN_TIME_ZONE_OFFSET_SECONDS,
  TimeZoneOffset,
} from "../../../domain/feed/timeZoneOffset";
import { parseViewTopic } from "../../../domain/feed/views";
import { timeZoneOffsetSeconds } from "../../../domain/settings/timeZone";

const decodes = (value: unknown) => Schema.decodeUnknownExit(TimeZoneOffset)(value)._tag === "Success";

describe("a time-zone offset", () => {
  it("accepts every quarter hour from UTC-12 to UTC+14, through the schema and a day topic alike", () => {
    fc.assert(
      fc.property(fc.integer({ min: -48, max: 56 }), (quarters) => {
        const seconds = quarters * 900;
        expect(isRealTimeZoneOffset(seconds)).toBe(true);
        expect(decodes(seconds)).toBe(true);
        expect(parseViewTopic(`line.day.sr:sport:1.2026-11-25.${seconds}`)).toMatchObject({
          timeZoneOffset: seconds,
        });
      }),
    );
  });

  it("refuses an offset off the quarter hour", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: MIN_TIME_ZONE_OFFSET_SECONDS, max: MAX_TIME_ZONE_OFFSET_SECONDS }),
        (seconds) => {
          fc.pre(seconds % 900 !== 0);
          expect(isRealTimeZoneOffset(seconds)).toBe(false);
          expect(decodes(seconds)).toBe(false);
          expect(parseViewTopic(`line.day.sr:sport:1.2026-11-25.${seconds}`)).toBeUndefined();
        },
      ),
    );
  });

  it("refuses an offset beyond UTC-12 or UTC+14, and anything not an integer", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.integer({ max: MIN_TIME_ZONE_OFFSET_SECONDS - 1 }),
          fc.integer({ min: MAX_TIME_ZONE_OFFSET_SECONDS + 1 }),
          fc.double().filter((value) => !Number.isInteger(value)),
        ),
        (value) => {
          expect(isRealTimeZoneOffset(value)).toBe(false);
          expect(decodes(value)).toBe(false);
        },
      ),
    );
    expect(decodes("3600")).toBe(false);
  });

  it("accepts what the settings compute for real zones, the odd ones included", () => {
    const at = new Date(Date.UTC(2026, 0, 15, 12));
    const zones = [
      "Asia/Kathmandu", // +05:45
      "Pacific/Chatham", // +13:45 in January
      "Australia/Eucla", // +08:45
      "Pacific/Marquesas", // -09:30
      "Pacific/Kiritimati", // +14
      "Etc/GMT+12", // -12
      "Asia/Kolkata",
      "America/St_Johns",
      "Europe/Madrid",
    ];
    for (const zone of zones) expect(isRealTimeZoneOffset(timeZoneOffsetSeconds(zone, at)), zone).toBe(true);
    // Every zone the runtime knows, at both solstices.
    for (const zone of Intl.supportedValuesOf("timeZone"))
      for (const month of [0, 6])
        expect(
          isRealTimeZoneOffset(timeZoneOffsetSeconds(zone, new Date(Date.UTC(2026, month, 1)))),
          zone,
        ).toBe(true);
  });
});
