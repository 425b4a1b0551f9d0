import { describe, expect, it } from "vitest";
import type { KnockoutPair, StatEvent } from "../../../domain/statistics/statisticsAnswers.ts";
import { KnockoutPairCard } from "../../../ui/tournament/KnockoutPairCard.tsx";
import { renderView } from "../statistics/renderView.tsx";

const team = (id: string) => ({ id, name: `Team ${id}`, shortName: id.toUpperCase() });

const leg = (id: string, home: string, away: string, goals: [number, number] | null): StatEvent => ({
  id,
  tournamentId: "t",
  seasonId: "s",
  round: 3,
  roundType: "QUARTERFINALS",
  stage: "PLAY_OFF",
  group: null,
  startTime: Date.UTC(2026, 3, 7, 19, 0),
  status: goals ? "finished" : "not_started",
  home: team(home),
  away: team(away),
  score: goals ? { home: goals[0], away: goals[1], penaltiesHome: null, penaltiesAway: null } : null,
  winner: goals ? (goals[0] > goals[1] ? "home" : goals[0] < goals[1] ? "away" : null) : null,
  minute: null,
});

const render = (pair: KnockoutPair, highlighted = false) =>
  renderView(
    () => (
      <ul>
        <KnockoutPairCard pair={pair} highlighted={highlighted} locale="en-us" timeZone="UTC" />
      </ul>
    ),
    { namespaces: ["statistics", "tournament"] },
  );

describe("KnockoutPairCard", () => {
  it("shows two legs with their aggregate and marks the team that went through", async () => {
    const html = await render(
      {
        id: "p1",
        home: team("a"),
        away: team("b"),
        events: [leg("l1", "a", "b", [2, 1]), leg("l2", "b", "a", [1, 1])],
        aggregate: { home: 3, away: 2, penaltiesHome: null, penaltiesAway: null },
        winnerId: "a",
      },
      true,
    );
    expect(html).toContain("Aggregate 3–2");
    expect(html).toContain("Leg 1");
    expect(html).toContain("Leg 2");
    expect(html).toMatch(/knockout-pair__team knockout-pair__team--won"><a[^>]*href="\/en-us\/team\/a"/);
    expect(html).not.toMatch(/knockout-pair__team--won"><a[^>]*href="\/en-us\/team\/b"/);
    expect(html).toContain('href="/en-us/event/l2"');
    expect(html).toContain('aria-current="true"');
  });

  it("shows a single match without legs or aggregate, and an undecided side", async () => {
    const html = await render({
      id: "p2",
      home: team("a"),
      away: null,
      events: [leg("l1", "a", "x", null)],
      aggregate: null,
      winnerId: null,
    });
    expect(html).not.toContain("Aggregate");
    expect(html).not.toContain("Leg 1");
    expect(html).toContain("To be decided");
    expect(html).not.toContain("knockout-pair__team--won");
  });
});
