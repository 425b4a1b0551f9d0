import { describe, expect, it } from "vitest";
import {
  FULL_SPORT_CODES,
  isKnownSportId,
  SPORTS,
  SPORTS_NAMESPACE,
  sportByCode,
  sportById,
} from "../../../domain/sports/catalogue";
import { uuidV5 } from "../../../domain/sports/uuidV5";

describe("the sports catalogue", () => {
  it("holds about 100 sports with unique ids and codes", () => {
    expect(SPORTS.length).toBeGreaterThanOrEqual(95);
    expect(new Set(SPORTS.map((s) => s.id)).size).toBe(SPORTS.length);
    expect(new Set(SPORTS.map((s) => s.code)).size).toBe(SPORTS.length);
  });

  it("gives every sport a UUID", () => {
    for (const sport of SPORTS)
      expect(sport.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it("derives ids as RFC 9562 version 5 UUIDs, the same as other implementations", () => {
    // Python: uuid.uuid5(uuid.NAMESPACE_DNS, "python.org") and uuid.uuid5(UUID(SPORTS_NAMESPACE), "soccer").
    expect(uuidV5("6ba7b810-9dad-11d1-80b4-00c04fd430c8", "python.org")).toBe(
      "886313e1-3b8a-5372-9b90-0c9aee199e5d",
    );
    expect(sportByCode("soccer")?.id).toBe("be8c2e1e-8a3a-528d-80ec-0e47d4cc6ed2");
    expect(sportByCode("soccer")?.id).toBe(uuidV5(SPORTS_NAMESPACE, "soccer"));
  });

  it("ranks the five full sports first, in the spec's order", () => {
    const priorities = FULL_SPORT_CODES.map((code) => sportByCode(code)?.priority);
    expect(priorities).toEqual([10000, 9950, 9900, 9850, 9800]);
    const others = SPORTS.filter((s) => !(FULL_SPORT_CODES as ReadonlyArray<string>).includes(s.code));
    expect(Math.max(...others.map((s) => s.priority))).toBeLessThan(9800);
    expect(others.filter((s) => s.priority === 0).length).toBeGreaterThan(50);
  });

  it("uses ice_hockey as the ice hockey code", () => {
    expect(sportByCode("ice_hockey")?.name).toBe("Ice Hockey");
  });

  it("marks every kiron_ sport virtual, and only those", () => {
    const virtual = SPORTS.filter((s) => s.kind === "virtual");
    expect(virtual.length).toBeGreaterThanOrEqual(10);
    for (const sport of SPORTS) expect(sport.kind === "virtual").toBe(sport.code.startsWith("kiron_"));
  });

  it("has the esports the spec names, and decimal cricket", () => {
    for (const code of ["dota2", "csgo", "lol", "valorant", "e_soccer"])
      expect(sportByCode(code)?.kind).toBe("esport");
    expect(sportByCode("decimal_cricket")?.kind).toBe("decimal_cricket");
    expect(SPORTS.filter((s) => s.kind === "base").length).toBeGreaterThan(50);
  });

  it("finds sports by id and tells known ids", () => {
    const tennis = sportByCode("tennis")!;
    expect(sportById(tennis.id)).toBe(tennis);
    expect(isKnownSportId(tennis.id)).toBe(true);
    expect(isKnownSportId("be8c2e1e-0000-5000-8000-000000000000")).toBe(false);
    expect(sportByCode("quidditch")).toBeUndefined();
  });
});
