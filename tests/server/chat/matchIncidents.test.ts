import { describe, expect, it } from "vitest";
import type { FeedBatch } from "../../../domain/feed/diff";
import type { FeedTree, Sport } from "../../../domain/feed/tree";
import { LOCALES } from "../../../domain/i18n/locales";
import { chatFans } from "../../../server/chat/demo/chatFans";
import { FAN_PHRASES, fillPhrase } from "../../../server/chat/demo/fanPhrases";
import { matchIncidents } from "../../../server/chat/demo/matchIncidents";
import { type EventSpec, line, SOCCER, TENNIS } from "../../helpers/lineBuilder";

const tree = (sport: Sport): FeedTree => ({ sports: { [sport.id]: sport } });

/** A soccer line with one match, its cards added to the full-event scores. */
const soccer = (spec: Partial<EventSpec>, cards: { yellow?: number; red?: number } = {}) => {
  const sport = line(SOCCER, [{ id: "m1", status: "in_progress", startTime: 0, ...spec }]);
  const scope = sport.categories["cat-1"]!.tournaments["tour-1"]!.events.m1!.scopes["full_event--0"]!;
  const scores = {
    ...scope.scores,
    "yellow_card--p2": { type: "yellow_card", teamId: "p2", value: cards.yellow ?? 0 },
    "red_card--p1": { type: "red_card", teamId: "p1", value: cards.red ?? 0 },
  };
  const events = {
    m1: {
      ...sport.categories["cat-1"]!.tournaments["tour-1"]!.events.m1!,
      scopes: { "full_event--0": { ...scope, scores } },
    },
  };
  return tree({
    ...sport,
    categories: {
      "cat-1": {
        ...sport.categories["cat-1"]!,
        tournaments: { "tour-1": { ...sport.categories["cat-1"]!.tournaments["tour-1"]!, events } },
      },
    },
  });
};

const batch = (paths: ReadonlyArray<[FeedBatch["diffs"][number]["level"], string]>): FeedBatch => ({
  sportId: SOCCER.id,
  version: 2,
  time: 0,
  diffs: paths.map(([level, path]) => ({ level, action: "UPDATE", path, data: {} })),
});
const EVENT = `${SOCCER.id}->cat-1->tour-1->m1`;

describe("what the fans react to", () => {
  it("a goal and a card in a match in play, each with its side, team and score", () => {
    const incidents = matchIncidents(
      batch([
        ["score", `${EVENT}->full_event--0->score--p1`],
        ["score", `${EVENT}->full_event--0->yellow_card--p2`],
      ]),
      soccer({ home: 0 }),
      soccer({ home: 1 }, { yellow: 1 }),
      "soccer",
    );
    expect(incidents).toEqual([
      { eventId: "m1", kind: "goal", side: "p1", teamName: "Home", score: "1-0", ordinal: 1 },
      { eventId: "m1", kind: "yellow_card", side: "p2", teamName: "Away", score: "1-0", ordinal: 1 },
    ]);
    const red = matchIncidents(
      batch([["score", `${EVENT}->full_event--0->red_card--p1`]]),
      soccer({}),
      soccer({}, { red: 1 }),
      "soccer",
    );
    expect(red.map((incident) => [incident.kind, incident.side])).toEqual([["red_card", "p1"]]);
  });

  it("the final whistle, with the winner (none on a draw)", () => {
    const [won] = matchIncidents(
      batch([["event", EVENT]]),
      soccer({ home: 2, away: 1 }),
      soccer({ home: 2, away: 1, status: "finished" }),
      "soccer",
    );
    expect(won).toMatchObject({ kind: "final_whistle", side: "p1", score: "2-1" });
    const [drawn] = matchIncidents(
      batch([["event", EVENT]]),
      soccer({ home: 1, away: 1 }),
      soccer({ home: 1, away: 1, status: "finished" }),
      "soccer",
    );
    expect(drawn).toMatchObject({ kind: "final_whistle", side: undefined, score: "1-1" });
  });

  it("nothing for odds, a match not in play, or points in a sport of many (tennis)", () => {
    expect(
      matchIncidents(
        batch([["outcome", `${EVENT}->full_event--0->1x2--nil->P1`]]),
        soccer({}),
        soccer({ coefficient: 3 }),
        "soccer",
      ),
    ).toEqual([]);
    expect(
      matchIncidents(
        batch([["score", `${EVENT}->full_event--0->score--p1`]]),
        soccer({ status: "not_started" }),
        soccer({ status: "not_started", home: 1 }),
        "soccer",
      ),
    ).toEqual([]);
    const tennis = (home: number) =>
      tree(line(TENNIS, [{ id: "m1", status: "in_progress", startTime: 0, home }]));
    const path = `${TENNIS.id}->cat-1->tour-1->m1->full_event--0->score--p1`;
    expect(
      matchIncidents({ ...batch([["score", path]]), sportId: TENNIS.id }, tennis(0), tennis(1), "tennis"),
    ).toEqual([]);
  });
});

describe("the fans and their phrases", () => {
  it("a few fans per interface language, the same for the same seed, each a demo address", () => {
    const fans = chatFans("seed-1");
    expect(fans).toEqual(chatFans("seed-1"));
    expect(fans).not.toEqual(chatFans("seed-2"));
    expect(new Set(fans.map((fan) => fan.language))).toEqual(new Set(LOCALES.map((l) => l.language)));
    expect(new Set(fans.map((fan) => fan.id)).size).toBe(fans.length);
    for (const fan of fans) expect(fan.email).toMatch(/@demo\.funsclub\.invalid$/);
  });

  it("every language has a few lines for each incident, every blank filled", () => {
    for (const language of LOCALES.map((l) => l.language)) {
      for (const [kind, phrases] of Object.entries(FAN_PHRASES[language])) {
        expect(phrases.length, `${language} ${kind}`).toBeGreaterThanOrEqual(2);
        for (const phrase of phrases) {
          const filled = fillPhrase(phrase, { team: "TEAM", score: "9-9" });
          expect(filled).not.toMatch(/[{}]/);
        }
      }
    }
  });
});
