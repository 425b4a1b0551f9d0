import { describe, expect, it } from "vitest";
import { legendOf, zoneAt, zonesWithin } from "../../../domain/statistics/standingsView.ts";
import type { StandingsZone } from "../../../domain/statistics/statisticsAnswers.ts";

const zone = (from: number, to: number, kind: string): StandingsZone => ({ from, to, kind, label: kind });

const topFlight = [zone(18, 20, "relegation"), zone(1, 4, "continental"), zone(5, 5, "playoff")];

describe("zoneAt", () => {
  it("gives the zone a position falls in, ends included", () => {
    expect(zoneAt(topFlight, 1)?.kind).toBe("continental");
    expect(zoneAt(topFlight, 4)?.kind).toBe("continental");
    expect(zoneAt(topFlight, 5)?.kind).toBe("playoff");
    expect(zoneAt(topFlight, 18)?.kind).toBe("relegation");
    expect(zoneAt(topFlight, 20)?.kind).toBe("relegation");
  });

  it("gives nothing between zones", () => {
    expect(zoneAt(topFlight, 6)).toBeUndefined();
    expect(zoneAt(topFlight, 17)).toBeUndefined();
    expect(zoneAt([], 1)).toBeUndefined();
  });

  it("takes the first declared zone where two overlap", () => {
    expect(zoneAt([zone(1, 2, "promotion"), zone(1, 6, "playoff")], 2)?.kind).toBe("promotion");
    expect(zoneAt([zone(1, 2, "promotion"), zone(1, 6, "playoff")], 3)?.kind).toBe("playoff");
  });
});

describe("legendOf", () => {
  it("names each kind once, from the top of the table down", () => {
    const zones = [
      zone(18, 20, "relegation"),
      zone(3, 6, "playoff"),
      zone(1, 2, "promotion"),
      zone(7, 7, "playoff"),
    ];
    expect(legendOf(zones).map((z) => z.kind)).toEqual(["promotion", "playoff", "relegation"]);
  });
});

describe("zonesWithin", () => {
  it("leaves out zones that start below the table's last row", () => {
    expect(zonesWithin(topFlight, 4).map((z) => z.kind)).toEqual(["continental"]);
    expect(zonesWithin(topFlight, 20)).toHaveLength(3);
  });
});
