import { describe, expect, it } from "vitest";
import { scoreDisplay } from "../../../domain/event/scoreDisplay";
import { type ArchivedEvent, archivedPlace } from "../../../domain/statistics/archivedEvent";

const match = (
  score: ArchivedEvent["score"],
  status: ArchivedEvent["status"] = "finished",
): ArchivedEvent => ({
  id: "fm0123456789",
  sportId: "soccer-id",
  tournamentId: "tn-1",
  seasonId: "s-1",
  round: 3,
  roundType: "FINAL",
  stage: "PLAY_OFF",
  group: null,
  startTime: 1_700_000_000_000,
  status,
  home: { id: "tm-h", name: "Home FC", shortName: "HOM" },
  away: { id: "tm-a", name: "Away FC", shortName: "AWA" },
  score,
  winner: "away",
  minute: null,
  tournament: {
    id: "tn-1",
    name: "Cup",
    slug: "cup",
    category: { id: "ct-1", name: "England", icon: "gb-eng", slug: "england" },
  },
});

/** An archived match read as the event page's header reads a line's event. */
describe("archivedPlace", () => {
  it("shows the score the archive gives, the shoot-out apart in brackets", () => {
    const place = archivedPlace(match({ home: 1, away: 1, penaltiesHome: 3, penaltiesAway: 4 }));
    const shown = scoreDisplay(place.event);
    expect([shown?.home.text, shown?.away.text, shown?.leader]).toEqual(["1 (3)", "1 (4)", "away"]);
    expect(place.tournament.name).toBe("Cup");
    expect(place.category.name).toBe("England");
    expect(place.event.participants.map((p) => p.teamId)).toEqual(["tm-h", "tm-a"]);
  });

  it("shows a plain score without a shoot-out, and none for a match called off", () => {
    const plain = scoreDisplay(
      archivedPlace(match({ home: 2, away: 0, penaltiesHome: null, penaltiesAway: null })).event,
    );
    expect([plain?.home.text, plain?.away.text]).toEqual(["2", "0"]);
    expect(scoreDisplay(archivedPlace(match(null, "cancelled")).event)).toBeNull();
  });
});
