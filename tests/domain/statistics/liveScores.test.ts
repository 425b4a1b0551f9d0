import { describe, expect, it } from "vitest";
import { liveScoresOf } from "../../../domain/statistics/liveScores";
import { line, SOCCER } from "../../helpers/lineBuilder";

/** The live line's scores a standings page overlays: the tournament's running and just-finished matches. */
describe("liveScoresOf", () => {
  const tree = {
    sports: {
      [SOCCER.id]: line(SOCCER, [
        { id: "e-live", status: "in_progress", startTime: 1, home: 2, away: 1 },
        { id: "e-done", status: "finished", startTime: 0, home: 0, away: 3 },
        { id: "e-next", status: "not_started", startTime: 2 },
        { id: "e-off", status: "cancelled", startTime: 2 },
      ]),
    },
  };

  it("gives running and finished matches of the tournament with goals in play, by event id", () => {
    const scores = liveScoresOf(tree, "tour-1");
    expect([...scores.keys()].sort()).toEqual(["e-done", "e-live"]);
    expect(scores.get("e-live")).toEqual({
      homeTeamId: "e-live-h",
      awayTeamId: "e-live-a",
      home: 2,
      away: 1,
      running: true,
    });
    expect(scores.get("e-done")).toMatchObject({ home: 0, away: 3, running: false });
  });

  it("gives nothing for another tournament", () => {
    expect(liveScoresOf(tree, "tour-2").size).toBe(0);
  });
});
