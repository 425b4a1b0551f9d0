import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isEnded } from "../../domain/event/lifecycle";
import { FULL_EVENT_SCOPE } from "../../domain/feed/ids";
import type { FeedEvent, Sport } from "../../domain/feed/tree";
import { fullSport, SPORTS } from "../../domain/sports/catalogue";
import type { ProviderUpdate } from "../../server/provider/SportsDataProvider";
import {
  makeSimulatorProvider,
  type SimulatorProvider,
} from "../../server/provider/simulator/SimulatorProvider";
import { FULL_LINE_AHEAD_MS, LINE_AHEAD_MS } from "../../server/provider/simulator/sportRun";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
// A Saturday evening in Europe: tennis and volleyball are both on.
const START = Date.UTC(2026, 10, 21, 17, 0);
const TENNIS = fullSport("tennis").id;

const eventsOf = (line: Sport): FeedEvent[] =>
  Object.values(line.categories).flatMap((c) =>
    Object.values(c.tournaments).flatMap((t) => Object.values(t.events)),
  );

/** A provider on a hand-driven real clock, listening into arrays. */
const harness = (seed = "provider-test") => {
  let real = 0;
  const provider = makeSimulatorProvider({
    seed,
    speed: 1,
    startAt: START,
    sports: ["tennis"],
    realNow: () => real,
    budgetMs: 5_000,
  });
  const updates: ProviderUpdate[] = [];
  const heartbeats: number[] = [];
  const stop = provider.start({ update: (u) => updates.push(u), heartbeat: (at) => heartbeats.push(at) });
  const lineOf = (sportId: string): Sport => updates.findLast((u) => u.sportId === sportId)!.line;
  return {
    provider,
    updates,
    heartbeats,
    stop,
    lineOf,
    /** Moves real time on (sim time moves the same at speed 1) and ticks. */
    advance: (ms: number) => {
      real += ms;
      provider.tick();
    },
    /** Ticks until every far fixture has been opened. */
    fill: () => {
      while (provider.stats().some((s) => s.backlog > 0)) provider.tick();
    },
  };
};

describe("SimulatorProvider", () => {
  let h: ReturnType<typeof harness>;
  beforeAll(() => {
    h = harness();
    h.fill();
  });
  afterAll(() => h.stop());

  it("pushes every catalogue sport, those without a simulated world once with an empty line", () => {
    const pushed = new Set(h.updates.map((u) => u.sportId));
    expect(pushed.size).toBe(SPORTS.length);
    const dota = SPORTS.find((s) => s.code === "dota2")!;
    const dotaUpdates = h.updates.filter((u) => u.sportId === dota.id);
    expect(dotaUpdates).toHaveLength(1);
    expect(dotaUpdates[0]!.line.categories).toEqual({});
    expect(h.provider.sports()).toHaveLength(SPORTS.length);
  });

  it("beats its heart on every tick, at sim time", () => {
    const before = h.heartbeats.length;
    h.advance(1000);
    expect(h.heartbeats.length).toBe(before + 1);
    expect(h.heartbeats.at(-1)).toBe(h.provider.now());
  });

  it("lists two weeks ahead and results of the last two days only", () => {
    const now = h.provider.now();
    const events = eventsOf(h.lineOf(TENNIS));
    expect(events.length).toBeGreaterThan(200);
    for (const event of events) {
      expect(event.startTime).toBeLessThan(now + LINE_AHEAD_MS);
      if (event.status === "finished") expect(event.finishedAt!).toBeGreaterThan(now - 2 * DAY);
    }
    expect(events.some((e) => e.status === "in_progress")).toBe(true);
    expect(events.some((e) => e.status === "finished")).toBe(true);
    expect(events.some((e) => e.startTime > now + 7 * DAY)).toBe(true);
  });

  it("opens far matches thin (main lines of the full event) and near ones in full", () => {
    const now = h.provider.now();
    const events = eventsOf(h.lineOf(TENNIS)).filter((e) => e.status === "not_started");
    const far = events.filter((e) => e.startTime > now + FULL_LINE_AHEAD_MS);
    const near = events.filter((e) => e.startTime <= now + FULL_LINE_AHEAD_MS);
    expect(far.length).toBeGreaterThan(0);
    expect(near.length).toBeGreaterThan(0);
    for (const event of far) {
      expect(Object.keys(event.scopes)).toEqual([FULL_EVENT_SCOPE]);
      const types = Object.values(event.scopes[FULL_EVENT_SCOPE]!.markets).map((m) => m.type);
      expect(new Set(types).size).toBe(types.length);
      const outcomes = Object.values(event.scopes[FULL_EVENT_SCOPE]!.markets).reduce(
        (n, m) => n + Object.keys(m.outcomes).length,
        0,
      );
      expect(event.totalOutcomes).toBe(outcomes);
    }
    const deep = near.filter((e) => Object.keys(e.scopes).length > 1);
    expect(deep.length).toBeGreaterThan(0);
  });

  it("shares every unchanged node with the previous line, and pushes nothing when nothing changed", () => {
    const before = h.lineOf(TENNIS);
    const count = h.updates.length;
    h.provider.tick(); // no time has passed
    expect(h.updates.length).toBe(count);
    h.advance(2000);
    const after = h.lineOf(TENNIS);
    const previous = new Map(eventsOf(before).map((e) => [e.id, e]));
    const shared = eventsOf(after).filter((e) => previous.get(e.id) === e);
    const upcoming = eventsOf(after).filter((e) => e.status === "not_started" || isEnded(e.status));
    // Two seconds move live matches at most: upcoming and ended events stay the very same objects.
    expect(shared.length).toBeGreaterThanOrEqual(upcoming.length - 2);
  });

  it("plays matches on: over two hours scores change, matches finish and stay listed", () => {
    const live = eventsOf(h.lineOf(TENNIS)).filter((e) => e.status === "in_progress");
    for (let i = 0; i < 24; i++) h.advance(5 * MINUTE);
    const now = eventsOf(h.lineOf(TENNIS));
    const byId = new Map(now.map((e) => [e.id, e]));
    const moved = live.filter((e) => {
      const later = byId.get(e.id);
      return later !== undefined && JSON.stringify(later.scopes) !== JSON.stringify(e.scopes);
    });
    expect(moved.length).toBeGreaterThan(0);
    const finished = live.map((e) => byId.get(e.id)).filter((e) => e && isEnded(e.status));
    expect(finished.length).toBeGreaterThan(0);
    for (const event of finished) {
      // Ended events carry no live market data.
      for (const scope of Object.values(event!.scopes)) expect(scope.markets).toEqual({});
    }
  });
});

describe("SimulatorProvider determinism", () => {
  it("gives the same line for the same seed and start, and another for another seed", () => {
    const first = (seed: string): Sport => {
      const h = harness(seed);
      h.stop();
      return h.lineOf(TENNIS);
    };
    const a = first("same");
    expect(first("same")).toEqual(a);
    expect(first("other")).not.toEqual(a);
  });
});

describe("SimulatorProvider clock", () => {
  let provider: SimulatorProvider | undefined;
  afterAll(() => provider?.pause());

  it("runs SIM_SPEED times faster than real time", () => {
    let real = 1_000;
    provider = makeSimulatorProvider({
      seed: "clock",
      speed: 60,
      startAt: START,
      sports: [],
      realNow: () => real,
    });
    expect(provider.now()).toBe(START);
    real += 1_000;
    expect(provider.now()).toBe(START + MINUTE);
  });
});
