import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { attackMomentum, pointMomentum } from "../../../domain/statistics/attackMomentum";
import {
  MATCH_INCIDENT_TYPES,
  type MatchIncident,
  type MatchSide,
} from "../../../domain/statistics/matchIncident";
import { playerRatings, type RatedPlayer } from "../../../domain/statistics/playerRatings";

const PLAYER_IDS = ["h1", "h2", "h3", "h4", "a1", "a2", "a3", "a4"];
const SUB_TYPES = [
  "regular",
  "penalty",
  "own_goal",
  "check",
  "goal_confirmed",
  "goal_disallowed",
  "awarded",
  "missed",
  "minor",
  "straight",
  "second_yellow",
];

const optional = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: undefined });

const incident: fc.Arbitrary<MatchIncident> = fc.record(
  {
    type: fc.constantFrom(...MATCH_INCIDENT_TYPES),
    minute: fc.oneof({ weight: 9, arbitrary: fc.integer({ min: 1, max: 120 }) }, fc.constant(null)),
    addedMinute: optional(fc.integer({ min: 1, max: 8 })),
    participant: optional(fc.constantFrom<MatchSide>("p1", "p2")),
    playerId: optional(fc.constantFrom(...PLAYER_IDS)),
    secondaryPlayerId: optional(fc.constantFrom(...PLAYER_IDS)),
    subType: optional(fc.constantFrom(...SUB_TYPES)),
    value: optional(fc.integer({ min: 1, max: 3 })),
  },
  { requiredKeys: ["type", "minute"] },
);

const incidents = fc.array(incident, { maxLength: 60 });

const swapSides = (incident: MatchIncident): MatchIncident =>
  incident.participant ? { ...incident, participant: incident.participant === "p1" ? "p2" : "p1" } : incident;

const player: (playerId: string) => fc.Arbitrary<RatedPlayer> = (playerId) =>
  fc.record(
    {
      playerId: fc.constant(playerId),
      teamType: fc.constant(playerId.startsWith("h") ? "home" : "away"),
      position: fc.constantFrom("G", "D", "M", "F", "C"),
      minutesPlayed: fc.integer({ min: 0, max: 120 }),
      stats: fc.record(
        {
          shots: fc.nat(8),
          shotsOnTarget: fc.nat(5),
          keyPasses: fc.nat(5),
          tackles: fc.nat(8),
          interceptions: fc.nat(8),
          saves: fc.nat(8),
          passes: fc.nat(80),
          accuratePasses: fc.nat(80),
        },
        { requiredKeys: [] },
      ),
    },
    { requiredKeys: ["playerId", "teamType", "position", "minutesPlayed"] },
  );

const players = fc.tuple(...PLAYER_IDS.map(player));
const scoring = fc.constantFrom<"goals" | "points" | undefined>("goals", "points", undefined);
const now = fc.integer({ min: 0, max: 125 });

describe("attackMomentum (properties)", () => {
  const options = fc.record({ minute: now, length: fc.constantFrom(90, 60, 48) });

  it("has one point per minute 1..minute, each within [-100, 100] to one decimal", () => {
    fc.assert(
      fc.property(incidents, options, (list, opts) => {
        const graph = attackMomentum(list, opts);
        expect(graph.map((point) => point.minute)).toEqual(
          Array.from({ length: opts.minute }, (_, i) => i + 1),
        );
        for (const { value } of graph) {
          expect(Math.abs(value)).toBeLessThanOrEqual(100);
          expect(Math.round(value * 10) / 10).toBe(value);
        }
      }),
    );
  });

  it("is antisymmetric: swapping the sides flips every point", () => {
    fc.assert(
      fc.property(incidents, options, (list, opts) => {
        const graph = attackMomentum(list, opts);
        const swapped = attackMomentum(list.map(swapSides), opts);
        expect(graph.map((point, i) => point.value + swapped[i]!.value).every((sum) => sum === 0)).toBe(true);
      }),
    );
  });

  it("does not depend on the order of the incidents", () => {
    fc.assert(
      fc.property(
        incidents.chain((list) =>
          fc.tuple(
            fc.constant(list),
            fc.shuffledSubarray(list, { minLength: list.length, maxLength: list.length }),
          ),
        ),
        options,
        ([list, shuffled], opts) => {
          expect(attackMomentum(shuffled, opts)).toEqual(attackMomentum(list, opts));
        },
      ),
    );
  });

  it("never falls at any minute for a home goal added, nor rises for an away goal", () => {
    fc.assert(
      fc.property(incidents, options, fc.integer({ min: 1, max: 125 }), (list, opts, minute) => {
        const graph = attackMomentum(list, opts);
        const home = attackMomentum([...list, { type: "goal", minute, participant: "p1" }], opts);
        const away = attackMomentum([...list, { type: "goal", minute, participant: "p2" }], opts);
        graph.forEach((point, i) => {
          expect(home[i]!.value).toBeGreaterThanOrEqual(point.value);
          expect(away[i]!.value).toBeLessThanOrEqual(point.value);
        });
      }),
    );
  });

  it("keeps the past as it was when the match goes on (a live graph only grows)", () => {
    fc.assert(
      fc.property(incidents, now, now, fc.constantFrom(90, 60, 48), (list, a, b, length) => {
        const [earlier, later] = a <= b ? [a, b] : [b, a];
        const before = attackMomentum(
          list.filter((incident) => typeof incident.minute !== "number" || incident.minute <= earlier),
          { minute: earlier, length },
        );
        expect(attackMomentum(list, { minute: later, length }).slice(0, earlier)).toEqual(before);
      }),
    );
  });
});

describe("pointMomentum (properties)", () => {
  const rallies = fc.array(
    fc.record({ type: fc.constant("point" as const), participant: fc.constantFrom<MatchSide>("p1", "p2") }),
    { maxLength: 200 },
  );
  const window = fc.integer({ min: 1, max: 30 });

  it("has one point per rally, within [-100, 100], flipping when the sides swap", () => {
    fc.assert(
      fc.property(rallies, window, (list, size) => {
        const graph = pointMomentum(list, size);
        const swapped = pointMomentum(list.map(swapSides), size);
        expect(graph.map((point) => point.point)).toEqual(list.map((_, i) => i + 1));
        graph.forEach((point, i) => {
          expect(Math.abs(point.value)).toBeLessThanOrEqual(100);
          expect(point.value + swapped[i]!.value).toBe(0);
        });
      }),
    );
  });

  it("is the window's balance of points won", () => {
    fc.assert(
      fc.property(rallies, window, (list, size) => {
        pointMomentum(list, size).forEach((point, i) => {
          const last = list.slice(Math.max(0, i + 1 - size), i + 1);
          const balance = last.reduce((sum, rally) => sum + (rally.participant === "p1" ? 1 : -1), 0);
          // One decimal, so within half a tenth of the exact share.
          expect(Math.abs(point.value - (100 * balance) / size)).toBeLessThanOrEqual(0.05 + 1e-9);
        });
      }),
    );
  });
});

describe("playerRatings (properties)", () => {
  it("rates within [3, 10] to one decimal, exactly the listed players on for ten minutes or more", () => {
    fc.assert(
      fc.property(incidents, players, now, scoring, (list, squad, minute, score) => {
        const ratings = playerRatings({ incidents: list, players: squad, minute, scoring: score });
        expect([...ratings.keys()].sort()).toEqual(
          squad
            .filter((p) => p.minutesPlayed >= 10)
            .map((p) => p.playerId)
            .sort(),
        );
        for (const rating of ratings.values()) {
          expect(rating).toBeGreaterThanOrEqual(3);
          expect(rating).toBeLessThanOrEqual(10);
          expect(Math.round(rating * 10) / 10).toBe(rating);
        }
      }),
    );
  });

  it("is deterministic and does not depend on the order of the incidents", () => {
    fc.assert(
      fc.property(
        incidents.chain((list) =>
          fc.tuple(
            fc.constant(list),
            fc.shuffledSubarray(list, { minLength: list.length, maxLength: list.length }),
          ),
        ),
        players,
        now,
        scoring,
        ([list, shuffled], squad, minute, score) => {
          const once = playerRatings({ incidents: list, players: squad, minute, scoring: score });
          expect(playerRatings({ incidents: list, players: squad, minute, scoring: score })).toEqual(once);
          expect(playerRatings({ incidents: shuffled, players: squad, minute, scoring: score })).toEqual(
            once,
          );
        },
      ),
    );
  });

  it("never lowers a player's rating for a goal they score", () => {
    fc.assert(
      fc.property(
        incidents,
        players,
        now,
        fc.constantFrom(...PLAYER_IDS),
        fc.integer({ min: 1, max: 125 }),
        fc.constantFrom("regular", "penalty", undefined),
        (list, squad, minute, scorer, goalMinute, subType) => {
          const input = { incidents: list, players: squad, minute };
          const goal: MatchIncident = {
            type: "goal",
            minute: goalMinute,
            participant: scorer.startsWith("h") ? "p1" : "p2",
            playerId: scorer,
            ...(subType ? { subType } : {}),
          };
          const before = playerRatings(input).get(scorer);
          const after = playerRatings({ ...input, incidents: [...list, goal] }).get(scorer);
          expect(after === undefined).toBe(before === undefined);
          if (before !== undefined) expect(after).toBeGreaterThanOrEqual(before);
        },
      ),
    );
  });

  it("never raises a keeper's or defender's rating for a goal their side concedes", () => {
    fc.assert(
      fc.property(
        incidents,
        players,
        now,
        fc.integer({ min: 1, max: 125 }),
        (list, squad, minute, goalMinute) => {
          const input = { incidents: list, players: squad, minute };
          const goal: MatchIncident = { type: "goal", minute: goalMinute, participant: "p2" };
          const before = playerRatings(input);
          const after = playerRatings({ ...input, incidents: [...list, goal] });
          for (const p of squad) {
            if (p.teamType !== "home" || (p.position !== "G" && p.position !== "D")) continue;
            const rating = before.get(p.playerId);
            if (rating !== undefined) expect(after.get(p.playerId)).toBeLessThanOrEqual(rating);
          }
        },
      ),
    );
  });
});
