import { describe, expect, it } from "vitest";
import { readStoredSettings, SETTING_ENTRIES } from "../../../domain/settings/systemSettings.ts";
import {
  canonicalTimeZoneName,
  formatUtcOffset,
  isTimeZoneName,
  timeZoneOffsetSeconds,
} from "../../../domain/settings/timeZone.ts";
import {
  decodeEntry,
  type EntrySpec,
  encodeEntry,
  readEntry,
  type StoragePort,
} from "../../../domain/settings/versionedEntry.ts";
import { createMemoryStorage, failSafeStorage } from "../../../ui/app/storage.ts";

const count: EntrySpec<number> = {
  key: "count",
  version: 2,
  is: (value): value is number => typeof value === "number",
};

describe("versioned storage entries", () => {
  it("round-trips a value through its current version", () => {
    expect(decodeEntry(count, encodeEntry(count, 7))).toEqual({ kind: "valid", value: 7 });
  });

  it.each([
    ["a missing entry", null, { kind: "missing" }],
    ["another version", '{"version":1,"value":7}', { kind: "dropped", reason: "version" }],
    ["broken JSON", "{", { kind: "dropped", reason: "malformed" }],
    ["no version", '{"value":7}', { kind: "dropped", reason: "malformed" }],
    ["a value that fails its check", '{"version":2,"value":"7"}', { kind: "dropped", reason: "malformed" }],
  ])("decodes %s", (_, raw, expected) => {
    expect(decodeEntry(count, raw)).toEqual(expected);
  });

  it("removes a dropped entry when reading it and keeps a missing one missing", () => {
    const storage = createMemoryStorage({ count: '{"version":1,"value":7}' });
    expect(readEntry(storage, count)).toBeUndefined();
    expect(storage.entries()).toEqual({});
    expect(readEntry(storage, count)).toBeUndefined();
  });

  it("reads only current stored settings", () => {
    const storage = createMemoryStorage({
      [SETTING_ENTRIES.theme.key]: encodeEntry(SETTING_ENTRIES.theme, "light"),
      [SETTING_ENTRIES.oddsVisible.key]: '{"version":99,"value":false}',
    });
    expect(readStoredSettings(storage)).toEqual({ theme: "light" });
  });

  it("never throws from a failing browser storage", () => {
    const throwing: StoragePort = {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
      removeItem: () => {
        throw new Error("SecurityError");
      },
    };
    const safe = failSafeStorage(throwing);
    expect(safe.getItem("a")).toBeNull();
    expect(() => safe.setItem("a", "1")).not.toThrow();
    expect(() => safe.removeItem("a")).not.toThrow();
  });
});

describe("time zones", () => {
  it("recognises IANA names only", () => {
    expect(isTimeZoneName("Europe/Madrid")).toBe(true);
    expect(isTimeZoneName("Mars/Olympus")).toBe(false);
    expect(isTimeZoneName("")).toBe(false);
    expect(isTimeZoneName(3)).toBe(false);
  });

  it("spells a known zone as the runtime does, whatever its case, and knows no other", () => {
    expect(canonicalTimeZoneName("Europe/Madrid")).toBe("Europe/Madrid");
    expect(canonicalTimeZoneName("europe/MADRID")).toBe("Europe/Madrid");
    expect(canonicalTimeZoneName("Mars/Olympus")).toBeUndefined();
    expect(canonicalTimeZoneName(undefined)).toBeUndefined();
    // A remembered spelling answers the same the second time.
    expect(canonicalTimeZoneName("EUROPE/madrid")).toBe("Europe/Madrid");
  });

  it("computes offsets with daylight saving and half hours", () => {
    expect(timeZoneOffsetSeconds("Europe/Madrid", new Date("2026-01-10T00:00:00Z"))).toBe(3600);
    expect(timeZoneOffsetSeconds("Europe/Madrid", new Date("2026-07-10T00:00:00Z"))).toBe(7200);
    expect(timeZoneOffsetSeconds("Asia/Kathmandu", new Date("2026-07-10T00:00:00Z"))).toBe(20700);
    expect(timeZoneOffsetSeconds("UTC", new Date("2026-07-10T00:00:00Z"))).toBe(0);
  });

  it("formats offsets for people", () => {
    expect(formatUtcOffset(0)).toBe("UTC");
    expect(formatUtcOffset(19800)).toBe("UTC+05:30");
    expect(formatUtcOffset(-18000)).toBe("UTC−05:00");
  });
});
