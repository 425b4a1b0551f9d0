import { Schema } from "effect";
import { describe, expect, it } from "vitest";
import { MatchIncident } from "../../../domain/statistics/matchIncident";

const decode = Schema.decodeUnknownSync(MatchIncident);

describe("MatchIncident", () => {
  it("decodes a GraphQL incident, nulls kept and fields it does not read dropped", () => {
    expect(
      decode({
        seq: 7,
        type: "goal",
        minute: 45,
        addedMinute: 2,
        participant: "p1",
        playerId: "p-9",
        playerName: "Nine",
        secondaryPlayerId: null,
        subType: "penalty",
        value: null,
        period: { type: "half", number: 1 },
        homeScore: 1,
      }),
    ).toEqual({
      type: "goal",
      minute: 45,
      addedMinute: 2,
      participant: "p1",
      playerId: "p-9",
      secondaryPlayerId: null,
      subType: "penalty",
      value: null,
      period: { type: "half", number: 1 },
    });
  });

  it("decodes a rally with no more than its type and side", () => {
    expect(decode({ type: "point", participant: "p2" })).toEqual({ type: "point", participant: "p2" });
  });

  it("refuses an unknown type or side", () => {
    expect(() => decode({ type: "throw_in" })).toThrow();
    expect(() => decode({ type: "goal", participant: "home" })).toThrow();
  });
});
