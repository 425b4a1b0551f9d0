import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { scoreDisplay } from "../../../domain/event/scoreDisplay";
import { anEvent, aScope } from "./eventFixtures";

const scores = (home: number, away: number, penalties?: readonly [number, number]) =>
  anEvent({
    status: "finished",
    scopes: {
      "full_event--0": aScope("full_event", home, away),
      ...(penalties ? { "penalties--0": aScope("penalties", penalties[0], penalties[1]) } : {}),
    },
  });

describe("scoreDisplay", () => {
  it("shows nothing before the event has a full-event scope", () => {
    expect(scoreDisplay(anEvent())).toBeNull();
  });

  it("shows the full-event values without a penalties scope", () => {
    expect(scoreDisplay(scores(2, 1))).toMatchObject({
      home: { text: "2", score: 2, penalties: null },
      away: { text: "1", score: 1, penalties: null },
      leader: "home",
    });
  });

  it("shows the goals in play, then the shoot-out in brackets", () => {
    // 1-1 after extra time, 4-3 in the shoot-out: the provider's full event says 5-4.
    expect(scoreDisplay(scores(5, 4, [4, 3]))).toMatchObject({
      home: { text: "1 (4)", score: 1, penalties: 4 },
      away: { text: "1 (3)", score: 1, penalties: 3 },
      leader: "home",
    });
  });

  it("counts a missing score as 0", () => {
    const event = anEvent({
      scopes: { "full_event--0": { ...aScope("full_event", 0, 0), scores: {} } },
    });
    expect(scoreDisplay(event)).toMatchObject({ home: { text: "0" }, away: { text: "0" }, leader: null });
  });

  it("shows values that add up to the full event, and leads by goals in play then by the shoot-out", () => {
    fc.assert(
      fc.property(
        fc.nat(15),
        fc.nat(15),
        fc.option(fc.tuple(fc.nat(10), fc.nat(10)), { nil: undefined }),
        (home, away, penalties) => {
          const display = scoreDisplay(scores(home, away, penalties))!;
          expect(display.home.score + (display.home.penalties ?? 0)).toBe(home);
          expect(display.away.score + (display.away.penalties ?? 0)).toBe(away);
          const [homePens, awayPens] = penalties ?? [0, 0];
          const raw = Math.sign(home - homePens - (away - awayPens)) || Math.sign(homePens - awayPens);
          expect(display.leader).toBe(raw > 0 ? "home" : raw < 0 ? "away" : null);
          expect(display.home.text).toBe(penalties ? `${home - homePens} (${homePens})` : `${home}`);
        },
      ),
    );
  });
});
