import { describe, expect, it } from "vitest";
import { loadConfig } from "../../../../server/config";
import { DEMO_EMAIL_DOMAIN, DEMO_ROSTER_SIZE, demoRoster } from "../../../../server/tips/demo/demoRoster";

describe("the demo roster", () => {
  it("is the same for the same seed and another for another seed", () => {
    expect(demoRoster("funsclub")).toEqual(demoRoster("funsclub"));
    const other = demoRoster("another-seed");
    const ids = new Set(demoRoster("funsclub").map((t) => t.id));
    expect(other.filter((t) => ids.has(t.id))).toEqual([]);
    expect(other.map((t) => t.name)).not.toEqual(demoRoster("funsclub").map((t) => t.name));
  });

  it.each(["funsclub", "seed-2", "x"])("mixes styles and prices under seed %s", (seed) => {
    const roster = demoRoster(seed);
    expect(roster).toHaveLength(DEMO_ROSTER_SIZE);
    const count = (style: string) => roster.filter((t) => t.style === style).length;
    expect(count("skilled")).toBe(4);
    expect(count("longshot")).toBe(8);
    expect(count("average")).toBe(28);
    const sellers = roster.filter((t) => t.cost > 0);
    expect(sellers.length).toBeGreaterThan(0);
    expect(roster.length - sellers.length).toBeGreaterThan(0);
    for (const t of sellers) {
      expect(t.cost).toBeGreaterThanOrEqual(10);
      expect(t.cost).toBeLessThanOrEqual(300);
    }
    expect(new Set(roster.map((t) => t.id)).size).toBe(roster.length);
    expect(new Set(roster.map((t) => t.email)).size).toBe(roster.length);
    for (const t of roster) {
      expect(t.email.endsWith(`@${DEMO_EMAIL_DOMAIN}`)).toBe(true);
      expect(t.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-a[0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(t.name).toMatch(/^\S+ \S+/);
    }
  });
});

describe("DEMO_TIPSTERS", () => {
  it("is on by default, off under NODE_ENV=test unless asked, and off when turned off", () => {
    expect(loadConfig({}).demoTipsters).toBe(true);
    expect(loadConfig({ NODE_ENV: "production" }).demoTipsters).toBe(true);
    expect(loadConfig({ DEMO_TIPSTERS: "off" }).demoTipsters).toBe(false);
    expect(loadConfig({ NODE_ENV: "test" }).demoTipsters).toBe(false);
    expect(loadConfig({ NODE_ENV: "test", DEMO_TIPSTERS: "on" }).demoTipsters).toBe(true);
    expect(() => loadConfig({ DEMO_TIPSTERS: "yes" })).toThrow(/Invalid server configuration/);
  });
});
