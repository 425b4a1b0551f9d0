import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { NotTwoParticipantsError, twoParticipants } from "../../../domain/event/participants";
import type { Participant } from "../../../domain/feed/tree";
import { anEvent } from "./eventFixtures";

const home: Participant = { shortId: "p1", teamId: "arsenal", name: "Arsenal" };
const away: Participant = { shortId: "p2", teamId: "chelsea", name: "Chelsea" };

describe("twoParticipants", () => {
  it("gives home and away", () => {
    expect(twoParticipants(anEvent({ participants: [home, away] }))).toEqual({ home, away });
  });

  it("puts p1 at home whatever the list order", () => {
    expect(twoParticipants(anEvent({ participants: [away, home] }))).toEqual({ home, away });
  });

  it("keeps the list order when the short ids say nothing", () => {
    const first = { ...home, shortId: "team1" };
    const second = { ...away, shortId: "team2" };
    expect(twoParticipants(anEvent({ participants: [first, second] }))).toEqual({
      home: first,
      away: second,
    });
  });

  it("throws for any count but two", () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(home, away), { maxLength: 6 }).filter((list) => list.length !== 2),
        (participants) => {
          const event = anEvent({ participants });
          expect(() => twoParticipants(event)).toThrow(NotTwoParticipantsError);
          expect(() => twoParticipants(event)).toThrow(`has ${participants.length} participants`);
        },
      ),
    );
  });
});
