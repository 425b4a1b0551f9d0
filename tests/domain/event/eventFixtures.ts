import fc from "fast-check";
import { EventStatus, type FeedEvent, type Scope, ScopeType } from "../../../domain/feed/tree";

/** A head-to-head event with no scopes; tests add what they need. */
export const anEvent = (overrides: Partial<FeedEvent> = {}): FeedEvent => ({
  id: "ev-00000001",
  sportId: "soccer",
  categoryId: "england",
  tournamentId: "premier",
  startTime: 1_000,
  bb: false,
  status: "not_started",
  finishedAt: null,
  totalOutcomes: 0,
  participants: [
    { shortId: "p1", teamId: "home", name: "Home" },
    { shortId: "p2", teamId: "away", name: "Away" },
  ],
  extraInfo: {},
  locked: false,
  currentScope: null,
  scopes: {},
  ...overrides,
});

/** A scope holding the two sides' `score` values. */
export const aScope = (type: ScopeType, home: number, away: number, number = 0): Scope => ({
  type,
  number,
  locked: false,
  markets: {},
  scores: {
    "score--p1": { type: "score", teamId: "p1", value: home },
    "score--p2": { type: "score", teamId: "p2", value: away },
  },
});

export const status: fc.Arbitrary<EventStatus> = fc.constantFrom(...EventStatus.literals);
export const scopeType: fc.Arbitrary<ScopeType> = fc.constantFrom(...ScopeType.literals);
