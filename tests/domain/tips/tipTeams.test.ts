import { describe, expect, it } from "vitest";
import type { Participant } from "../../../domain/feed/tree";
import { tipTeamsOfEvent } from "../../../domain/tips/tipTeams";

const home: Participant = { shortId: "p1", teamId: "arsenal", name: "Arsenal" };
const away: Participant = { shortId: "p2", teamId: "chelsea", name: "Chelsea" };
const event = (participants: ReadonlyArray<Participant>) => ({ id: "ev-1", participants });

describe("tipTeamsOfEvent", () => {
  it("gives the home and away teams' ids", () => {
    expect(tipTeamsOfEvent(event([home, away]))).toEqual({ homeTeamId: "arsenal", awayTeamId: "chelsea" });
  });

  it("puts p1 at home whatever the list order", () => {
    expect(tipTeamsOfEvent(event([away, home]))).toEqual({ homeTeamId: "arsenal", awayTeamId: "chelsea" });
  });

  it("gives no teams for an event that is not two teams", () => {
    expect(tipTeamsOfEvent(event([]))).toBeUndefined();
    expect(tipTeamsOfEvent(event([home]))).toBeUndefined();
    expect(tipTeamsOfEvent(event([home, away, { shortId: "p3", teamId: "everton", name: "Everton" }]))).toBe(
      undefined,
    );
  });

  it("gives no teams when a side has no team id", () => {
    expect(tipTeamsOfEvent(event([home, { ...away, teamId: "" }]))).toBeUndefined();
  });
});
