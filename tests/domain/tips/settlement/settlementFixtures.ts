import { FULL_EVENT_SCOPE } from "../../../../domain/feed/ids";
import type { CurrentScope, EventStatus, FeedEvent, Scope, ScopeType } from "../../../../domain/feed/tree";
import { type FullSport, fullSport } from "../../../../domain/sports/catalogue";
import type { TipSelection } from "../../../../domain/tips/tip";

export const EVENT_ID = "ev-settle-1";
export const KICK_OFF = Date.UTC(2026, 10, 24, 18, 0);

/** A scope holding the two sides' `score` values. */
export const aScope = (type: ScopeType, number: number, home: number, away: number): Scope => ({
  type,
  number,
  locked: true,
  markets: {},
  scores: {
    "score--p1": { type: "score", teamId: "p1", value: home },
    "score--p2": { type: "score", teamId: "p2", value: away },
  },
});

type ScopeScores = Readonly<Record<string, readonly [number, number]>>;

/** `{ "half--1": [1, 0] }` → the scopes record, each scope's type and number read from its key. */
export const scopesOf = (scores: ScopeScores): Record<string, Scope> => {
  const scopes: Record<string, Scope> = {};
  for (const [key, [home, away]] of Object.entries(scores)) {
    const at = key.lastIndexOf("--");
    scopes[key] = aScope(key.slice(0, at) as ScopeType, Number(key.slice(at + 2)), home, away);
  }
  return scopes;
};

export interface EventOptions {
  readonly sport?: FullSport | "other";
  readonly status?: EventStatus;
  readonly currentScope?: CurrentScope | null;
  readonly scores?: ScopeScores;
}

/** An event of one of the five sports (by the catalogue's id), finished unless told. */
export const anEvent = ({
  sport = "soccer",
  status = "finished",
  currentScope = null,
  scores = {},
}: EventOptions = {}): FeedEvent => ({
  id: EVENT_ID,
  sportId: sport === "other" ? "a-sport-without-rules" : fullSport(sport).id,
  categoryId: "category-1",
  tournamentId: "tournament-1",
  startTime: KICK_OFF,
  bb: false,
  status,
  finishedAt: status === "finished" ? KICK_OFF + 2 * 60 * 60_000 : null,
  totalOutcomes: 0,
  participants: [
    { shortId: "p1", teamId: "home", name: "Home" },
    { shortId: "p2", teamId: "away", name: "Away" },
  ],
  extraInfo: {},
  locked: true,
  currentScope,
  scopes: scopesOf(scores),
});

/** A finished soccer match: the full event and its two halves (the first half's score given). */
export const soccerMatch = (
  home: number,
  away: number,
  firstHalf: readonly [number, number] = [0, 0],
): FeedEvent =>
  anEvent({
    scores: {
      [FULL_EVENT_SCOPE]: [home, away],
      "half--1": firstHalf,
      "half--2": [home - firstHalf[0], away - firstHalf[1]],
    },
  });

export const pick = (marketName: string, outcomeCode: string, scopeKey = FULL_EVENT_SCOPE): TipSelection => ({
  eventId: EVENT_ID,
  scopeKey,
  marketName,
  outcomeCode,
});
