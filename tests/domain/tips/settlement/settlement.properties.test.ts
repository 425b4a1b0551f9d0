import { Schema } from "effect";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { FULL_EVENT_SCOPE } from "../../../../domain/feed/ids";
import { EventStatus, FeedEvent, type Scope, ScopeType } from "../../../../domain/feed/tree";
import { FULL_SPORT_CODES, fullSport } from "../../../../domain/sports/catalogue";
import { parseScopeKey } from "../../../../domain/tips/settlement/scopeOver";
import { settleSelection } from "../../../../domain/tips/settlement/settleSelection";
import { settleTip } from "../../../../domain/tips/settlement/settleTip";
import { SettlementResult, type TipSelection, unitProfit } from "../../../../domain/tips/tip";
import { anEvent, aScope, EVENT_ID, pick, soccerMatch } from "./settlementFixtures";

/** A finished soccer match from its two halves (the full event is their sum). */
const finishedMatch = fc
  .record({ first: fc.tuple(fc.nat(6), fc.nat(6)), second: fc.tuple(fc.nat(6), fc.nat(6)) })
  .map(({ first, second }) => {
    const home = first[0] + second[0];
    const away = first[1] + second[1];
    return { home, away, event: soccerMatch(home, away, first) };
  });

const odds = fc.double({ min: 1.01, max: 50, noNaN: true });
/** A line on the quarter grid, as the feed writes it. */
const lineOf = (quarters: number): string => String(quarters / 4);
const quarterGrid = fc.integer({ min: -40, max: 40 });
const wholeLine = fc.integer({ min: -10, max: 10 });
/** An odd number of quarters: x.25 or x.75. */
const quarterLine = fc.integer({ min: -20, max: 19 }).map((k) => 2 * k + 1);

const isWin = (result: SettlementResult | undefined) => result === "won" || result === "half_won";
const MIRROR: Readonly<Record<SettlementResult, SettlementResult>> = {
  won: "lost",
  lost: "won",
  half_won: "half_lost",
  half_lost: "half_won",
  void: "void",
};

describe("settlement properties over random final scores", () => {
  it("1x2: exactly one of P1, X and P2 wins, the others lose", () => {
    fc.assert(
      fc.property(finishedMatch, ({ home, away, event }) => {
        const results = ["P1", "X", "P2"].map((code) => settleSelection(event, pick("1x2--nil", code)));
        expect(results.filter((r) => r === "won")).toHaveLength(1);
        expect(results.filter((r) => r === "lost")).toHaveLength(2);
        const expected = home > away ? 0 : home === away ? 1 : 2;
        expect(results[expected]).toBe("won");
      }),
    );
  });

  it("12: one side wins and the other loses, or both are refunded on a level score", () => {
    fc.assert(
      fc.property(finishedMatch, ({ home, away, event }) => {
        const p1 = settleSelection(event, pick("12--nil", "P1"));
        const p2 = settleSelection(event, pick("12--nil", "P2"));
        if (home === away) expect([p1, p2]).toEqual(["void", "void"]);
        else expect(p2).toBe(MIRROR[p1!]);
      }),
    );
  });

  it("double chance agrees with 1x2", () => {
    fc.assert(
      fc.property(finishedMatch, ({ event }) => {
        const wins = (code: string) => settleSelection(event, pick("1x2--nil", code)) === "won";
        const chance = (code: string) => settleSelection(event, pick("double_chance--nil", code));
        expect(chance("1X")).toBe(wins("P1") || wins("X") ? "won" : "lost");
        expect(chance("12")).toBe(wins("P1") || wins("P2") ? "won" : "lost");
        expect(chance("X2")).toBe(wins("X") || wins("P2") ? "won" : "lost");
      }),
    );
  });

  it("over and under on one line never both win, mirror each other, and a whole line hit voids both", () => {
    fc.assert(
      fc.property(finishedMatch, fc.integer({ min: 0, max: 60 }), ({ home, away, event }, quarters) => {
        const name = `over_under--total::${lineOf(quarters)}`;
        const over = settleSelection(event, pick(name, "over"))!;
        const under = settleSelection(event, pick(name, "under"))!;
        expect(isWin(over) && isWin(under)).toBe(false);
        expect(under).toBe(MIRROR[over]);
        if (quarters % 4 === 0 && home + away === quarters / 4)
          expect([over, under]).toEqual(["void", "void"]);
        if (quarters % 2 === 1) expect(over).not.toBe("void");
      }),
    );
  });

  it("the two sides of a handicap mirror each other, and a whole line ending level voids both", () => {
    fc.assert(
      fc.property(finishedMatch, quarterGrid, ({ home, away, event }, quarters) => {
        const name = `asian_handicap--handicap::${lineOf(quarters)}`;
        const p1 = settleSelection(event, pick(name, "P1"))!;
        const p2 = settleSelection(event, pick(name, "P2"))!;
        expect(p2).toBe(MIRROR[p1]);
        expect(p1 === "void").toBe(quarters % 4 === 0 && home - away + quarters / 4 === 0);
      }),
    );
  });

  it("a quarter line's unit profit is the mean of its two neighbouring lines' (handicap and total)", () => {
    fc.assert(
      fc.property(finishedMatch, quarterLine, odds, ({ event }, quarters, price) => {
        const markets = [
          { type: "asian_handicap", key: "handicap", codes: ["P1", "P2"] },
          { type: "over_under", key: "total", codes: ["over", "under"] },
        ];
        for (const { type, key, codes } of markets) {
          for (const code of codes) {
            const profitAt = (q: number) =>
              unitProfit(settleSelection(event, pick(`${type}--${key}::${lineOf(q)}`, code))!, price);
            const mean = (profitAt(quarters - 1) + profitAt(quarters + 1)) / 2;
            expect(profitAt(quarters)).toBeCloseTo(mean, 9);
          }
        }
      }),
    );
  });

  it("correct score wins only for the exact score; `other` only for a score the market did not list", () => {
    fc.assert(
      fc.property(
        finishedMatch,
        fc.uniqueArray(fc.tuple(fc.nat(7), fc.nat(7)), { maxLength: 30 }),
        ({ home, away, event }, listed) => {
          for (let h = 0; h <= 12; h++) {
            for (let a = 0; a <= 12; a++) {
              const result = settleSelection(event, pick("correct_score--nil", `${h}:${a}`));
              expect(result).toBe(h === home && a === away ? "won" : "lost");
            }
          }
          const outcomeCodes = [...listed.map(([h, a]) => `${h}:${a}`), "other"];
          const other = settleSelection(event, pick("correct_score--nil", "other"), { outcomeCodes });
          const isListed = listed.some(([h, a]) => h === home && a === away);
          expect(other).toBe(isListed ? "lost" : "won");
        },
      ),
    );
  });

  it("both teams to score: yes and no never agree", () => {
    fc.assert(
      fc.property(finishedMatch, ({ home, away, event }) => {
        const yes = settleSelection(event, pick("both_teams_to_score--nil", "yes"));
        const no = settleSelection(event, pick("both_teams_to_score--nil", "no"));
        expect(yes).toBe(home > 0 && away > 0 ? "won" : "lost");
        expect(no).toBe(MIRROR[yes!]);
      }),
    );
  });

  it("a whole-line handicap and total agree with the plain comparison", () => {
    fc.assert(
      fc.property(finishedMatch, wholeLine, ({ home, away, event }, line) => {
        const margin = home - away + line;
        const p1 = settleSelection(event, pick(`handicap--handicap::${line}`, "P1"));
        expect(p1).toBe(margin > 0 ? "won" : margin < 0 ? "lost" : "void");
      }),
    );
  });
});

// ---- any event the Schema allows ----

const KNOWN_SCOPES = [FULL_EVENT_SCOPE, "half--1", "half--2", "set--1", "set--3", "period--2", "overtime--1"];
const anyNumber = fc.oneof(
  { arbitrary: fc.integer({ min: -3, max: 40 }), weight: 6 },
  fc.double(),
  fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, -0, 1e21),
);
const anyText = fc.string({ maxLength: 12 });
// Weighted towards what the feed sends, so that most runs reach the market rules, not only the refunds.
const scoreKeyArb = fc.oneof(
  { arbitrary: fc.constantFrom("score--p1", "score--p2"), weight: 6 },
  fc.constantFrom("point--p1", "corner--p2"),
  anyText,
);
const scopeArb: fc.Arbitrary<Scope> = fc.record({
  type: fc.constantFrom(...ScopeType.literals),
  number: anyNumber,
  locked: fc.boolean(),
  markets: fc.constant({}),
  scores: fc.dictionary(scoreKeyArb, fc.record({ type: anyText, teamId: anyText, value: anyNumber }), {
    maxKeys: 4,
  }),
});
const sportIdArb = fc.oneof(fc.constantFrom(...FULL_SPORT_CODES.map((code) => fullSport(code).id)), anyText);
const eventArb: fc.Arbitrary<FeedEvent> = fc.record({
  id: fc.oneof({ arbitrary: fc.constant(EVENT_ID), weight: 6 }, anyText),
  sportId: sportIdArb,
  categoryId: anyText,
  tournamentId: anyText,
  startTime: anyNumber,
  bb: fc.boolean(),
  status: fc.oneof(
    { arbitrary: fc.constant<EventStatus>("finished"), weight: 4 },
    fc.constantFrom(...EventStatus.literals),
  ),
  finishedAt: fc.option(anyNumber, { nil: null }),
  totalOutcomes: anyNumber,
  participants: fc.constant([]),
  extraInfo: fc.constant({}),
  locked: fc.boolean(),
  currentScope: fc.option(fc.record({ type: fc.constantFrom(...ScopeType.literals), number: anyNumber }), {
    nil: null,
  }),
  scopes: fc.dictionary(fc.oneof(fc.constantFrom(...KNOWN_SCOPES), anyText), scopeArb, { maxKeys: 6 }),
});
const marketNameArb = fc.oneof(
  {
    arbitrary: fc.constantFrom(
      "1x2--nil",
      "12--nil",
      "double_chance--nil",
      "correct_score--nil",
      "both_teams_to_score--nil",
      "over_under--nil",
    ),
    weight: 3,
  },
  {
    arbitrary: fc
      .tuple(
        fc.constantFrom("asian_handicap--handicap", "handicap--handicap", "over_under--total"),
        anyNumber,
      )
      .map(([prefix, line]) => `${prefix}::${line}`),
    weight: 3,
  },
  anyText,
);
const selectionArb: fc.Arbitrary<TipSelection> = fc.record({
  eventId: fc.oneof({ arbitrary: fc.constant(EVENT_ID), weight: 6 }, anyText),
  scopeKey: fc.oneof({ arbitrary: fc.constantFrom(...KNOWN_SCOPES), weight: 4 }, anyText),
  marketName: marketNameArb,
  outcomeCode: fc.oneof(
    { arbitrary: fc.constantFrom("P1", "X", "P2", "over", "under", "yes", "1X", "2:1", "other"), weight: 4 },
    anyText,
  ),
});

/** Events as the feed sends them: known scopes with whole-number scores, picks that fit their market. */
const wellFormedScope = (key: string): fc.Arbitrary<Scope> => {
  const at = key.lastIndexOf("--");
  return fc.tuple(fc.nat(8), fc.nat(8)).map(([home, away]) => ({
    ...aScope(key.slice(0, at) as ScopeType, Number(key.slice(at + 2)), home, away),
  }));
};
const wellFormedEvent: fc.Arbitrary<FeedEvent> = fc
  .record({
    sport: fc.constantFrom(...FULL_SPORT_CODES, "other" as const),
    status: fc.oneof(
      { arbitrary: fc.constant<EventStatus>("finished"), weight: 4 },
      fc.constantFrom(...EventStatus.literals),
    ),
    current: fc.option(fc.constantFrom(...KNOWN_SCOPES.slice(1)), { nil: null }),
    keys: fc.subarray(KNOWN_SCOPES.slice(1)).map((keys) => [FULL_EVENT_SCOPE, ...keys]),
  })
  .chain(({ sport, status, current, keys }) =>
    fc.record(Object.fromEntries(keys.map((key) => [key, wellFormedScope(key)]))).map((scopes) => ({
      ...anEvent({ sport, status }),
      currentScope: current === null ? null : parseScopeKey(current)!,
      scopes: scopes as Record<string, Scope>,
    })),
  );
const CODES: Readonly<Record<string, ReadonlyArray<string>>> = {
  "1x2": ["P1", "X", "P2"],
  "12": ["P1", "P2"],
  double_chance: ["1X", "12", "X2"],
  asian_handicap: ["P1", "P2"],
  handicap: ["P1", "P2"],
  over_under: ["over", "under"],
  correct_score: ["0:0", "1:0", "2:1", "other"],
  both_teams_to_score: ["yes", "no"],
};
const wellFormedSelection: fc.Arbitrary<TipSelection> = fc
  .record({
    type: fc.constantFrom(...Object.keys(CODES)),
    line: quarterGrid,
    scopeKey: fc.constantFrom(...KNOWN_SCOPES),
    code: fc.nat(),
  })
  .map(({ type, line, scopeKey, code }) => {
    const key = type === "over_under" ? "total" : type.endsWith("handicap") ? "handicap" : undefined;
    const name = key === undefined ? `${type}--nil` : `${type}--${key}::${lineOf(line)}`;
    const codes = CODES[type]!;
    return pick(name, codes[code % codes.length]!, scopeKey);
  });

const isFeedEvent = Schema.is(FeedEvent);
const results: ReadonlySet<unknown> = new Set([...SettlementResult.literals, undefined]);

describe("settlement on any event the Schema allows", () => {
  it("is total and deterministic: never throws, always a result or undefined, the same on a copy", () => {
    fc.assert(
      fc.property(
        fc.oneof(eventArb, wellFormedEvent),
        fc.oneof(selectionArb, wellFormedSelection),
        anyNumber,
        fc.option(fc.array(anyText, { maxLength: 4 }), { nil: undefined }),
        (event, selection, now, outcomeCodes) => {
          expect(isFeedEvent(event)).toBe(true);
          const options = outcomeCodes === undefined ? { now } : { now, outcomeCodes };
          const result = settleTip(event, selection, options);
          expect(results.has(result)).toBe(true);
          expect(settleTip(structuredClone(event), structuredClone(selection), options)).toBe(result);
          const bare = settleSelection(event, selection);
          expect(results.has(bare)).toBe(true);
          if (event.status === "finished" && selection.eventId === event.id) expect(result).toBeDefined();
          if (event.status === "not_started") expect(result).toBeUndefined();
        },
      ),
      { numRuns: 2000 },
    );
  });
});
