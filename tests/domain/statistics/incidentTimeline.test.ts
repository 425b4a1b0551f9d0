import { describe, expect, it } from "vitest";
import { incidentTimeline, minuteLabel } from "../../../domain/statistics/incidentTimeline";
import type { StatIncidentView } from "../../../domain/statistics/statisticsAnswers";

let seq = 0;
const incident = (fields: Partial<StatIncidentView> & Pick<StatIncidentView, "type">): StatIncidentView => {
  seq += 1;
  return {
    seq,
    minute: null,
    addedMinute: null,
    periodType: "half",
    periodNumber: 1,
    participant: null,
    playerId: null,
    playerName: null,
    secondaryPlayerId: null,
    secondaryPlayerName: null,
    subType: null,
    value: null,
    homeScore: null,
    awayScore: null,
    ...fields,
  };
};

const first = (fields: Partial<StatIncidentView> & Pick<StatIncidentView, "type">) =>
  incident({ periodType: "half", periodNumber: 1, ...fields });
const second = (fields: Partial<StatIncidentView> & Pick<StatIncidentView, "type">) =>
  incident({ periodType: "half", periodNumber: 2, ...fields });

/** A 2-1 with a card, a change, a disallowed goal, added time and a shoot-out. */
const match = (): StatIncidentView[] => {
  seq = 0;
  return [
    first({ type: "period", subType: "start", minute: 1 }),
    first({ type: "corner", minute: 5, participant: "p1" }),
    first({
      type: "goal",
      subType: "regular",
      minute: 12,
      participant: "p1",
      playerName: "Kane",
      secondaryPlayerName: "Saka",
      homeScore: 1,
      awayScore: 0,
    }),
    first({ type: "yellow_card", minute: 30, participant: "p2", playerName: "Rice" }),
    first({ type: "injury_time", minute: 45, value: 3 }),
    first({
      type: "goal",
      subType: "own_goal",
      minute: 45,
      addedMinute: 2,
      participant: "p2",
      playerName: "Stones",
    }),
    first({ type: "period", subType: "end", minute: 45, addedMinute: 3 }),
    second({ type: "period", subType: "start", minute: 46 }),
    second({ type: "var_decision", subType: "check", minute: 60, participant: "p2" }),
    second({ type: "var_decision", subType: "goal_disallowed", minute: 61, participant: "p2" }),
    second({ type: "in_game_penalty", subType: "awarded", minute: 70, participant: "p1" }),
    second({
      type: "goal",
      subType: "penalty",
      minute: 71,
      participant: "p1",
      playerName: "Kane",
      homeScore: 2,
      awayScore: 1,
    }),
    second({
      type: "substitution",
      minute: 80,
      participant: "p1",
      playerName: "Foden",
      secondaryPlayerName: "Kane",
    }),
    second({ type: "red_card", subType: "second_yellow", minute: 88, participant: "p2", playerName: "Rice" }),
    second({
      type: "in_game_penalty",
      subType: "missed",
      minute: 90,
      addedMinute: 4,
      participant: "p2",
      playerName: "Mount",
    }),
    second({ type: "offside", minute: 89, participant: "p1" }),
    second({ type: "period", subType: "end", minute: 90, addedMinute: 5 }),
    incident({
      type: "penalty_shootout",
      subType: "scored",
      periodType: "penalties",
      periodNumber: 0,
      participant: "p1",
      playerName: "A",
    }),
    incident({
      type: "penalty_shootout",
      subType: "missed",
      periodType: "penalties",
      periodNumber: 0,
      participant: "p2",
      playerName: "B",
    }),
  ];
};

describe("incidentTimeline", () => {
  it("makes one section per period in play order, with the period's own score", () => {
    const sections = incidentTimeline(match());
    expect(sections.map((s) => s.key)).toEqual(["half-1", "half-2", "penalties-0"]);
    expect(sections.map((s) => s.score)).toEqual([
      { home: 1, away: 1 },
      { home: 1, away: 0 },
      { home: 1, away: 0 },
    ]);
    expect(sections.map((s) => s.ended)).toEqual([true, true, false]);
  });

  it("lists goals, cards, changes, decisions and kicks, and leaves corners, offsides and decided checks out", () => {
    const kinds = incidentTimeline(match()).flatMap((s) => s.rows.map((r) => r.kind));
    expect(kinds).toEqual([
      "goal",
      "yellowCard",
      "injuryTime",
      "ownGoal",
      "varGoalDisallowed",
      "penaltyGoal",
      "substitution",
      "secondYellow",
      "penaltyMissed",
      "shootoutScored",
      "shootoutMissed",
    ]);
  });

  it("keeps a check whose decision has not come yet", () => {
    const live = match().slice(0, 9);
    const rows = incidentTimeline(live).flatMap((s) => s.rows);
    expect(rows.at(-1)?.kind).toBe("varCheck");
  });

  it("gives a goal its scorer, assist and the score after it, and the running score when the answer has none", () => {
    const rows = incidentTimeline(match()).flatMap((s) => s.rows);
    const goal = rows.find((r) => r.kind === "goal")!;
    expect(goal).toMatchObject({
      side: "home",
      player: "Kane",
      secondaryPlayer: "Saka",
      score: { home: 1, away: 0 },
    });
    expect(rows.find((r) => r.kind === "ownGoal")).toMatchObject({
      side: "away",
      score: { home: 1, away: 1 },
    });
  });

  it("puts the injury-time board on neither side and the shoot-out's running score on its kicks", () => {
    const rows = incidentTimeline(match()).flatMap((s) => s.rows);
    expect(rows.find((r) => r.kind === "injuryTime")).toMatchObject({ side: null, value: 3 });
    expect(rows.filter((r) => r.kind.startsWith("shootout")).map((r) => r.score)).toEqual([
      { home: 1, away: 0 },
      { home: 1, away: 0 },
    ]);
  });

  it("orders by sequence whatever order the incidents come in", () => {
    const ordered = incidentTimeline(match());
    expect(incidentTimeline([...match()].reverse())).toEqual(ordered);
  });

  it("counts points for basketball quarters and nothing for tennis rallies", () => {
    seq = 0;
    const quarter = [
      incident({ type: "point", periodType: "quarter", periodNumber: 1, participant: "p1", value: 3 }),
      incident({ type: "point", periodType: "quarter", periodNumber: 1, participant: "p2", value: 2 }),
    ];
    expect(incidentTimeline(quarter, "points")).toMatchObject([
      { key: "quarter-1", score: { home: 3, away: 2 }, rows: [] },
    ]);
    expect(incidentTimeline(quarter, "none")).toEqual([]);
  });
});

describe("minuteLabel", () => {
  it("reads the clock with added time", () => {
    expect(minuteLabel(23, null)).toBe("23′");
    expect(minuteLabel(45, 2)).toBe("45+2′");
    expect(minuteLabel(90, 0)).toBe("90′");
    expect(minuteLabel(null, null)).toBe("");
  });
});
