import { FULL_EVENT_SCOPE, scopeKey } from "../../../../domain/feed/ids";
import type {
  CurrentScope,
  EventExtraInfo,
  FeedEvent,
  Market,
  Participant,
  Scope,
  ScopeType,
} from "../../../../domain/feed/tree";
import { matchStateAt } from "../match/matchStateAt";
import { hashString } from "../match/random";
import type { MatchState, MatchTimeline } from "../match/types";
import type { Fixture } from "../types";
import { countOutcomes, feedMarkets } from "./feedMarkets";
import { feedScores } from "./feedScores";
import { isEnded, lineAt } from "./priceMarkets";
import type { MarketQuote } from "./types";

/** A stable fake Betradar id: eight digits from the fixture id. */
export const betRadarId = (fixtureId: string): string =>
  String(10_000_000 + (hashString(fixtureId) % 90_000_000));

const participants = (fixture: Fixture): Participant[] => [
  { shortId: "p1", teamId: fixture.home.id, name: fixture.home.name },
  { shortId: "p2", teamId: fixture.away.id, name: fixture.away.name },
];

const sameParticipants = (a: ReadonlyArray<Participant>, b: ReadonlyArray<Participant>): boolean =>
  a.length === b.length &&
  a.every((p, i) => p.shortId === b[i]!.shortId && p.teamId === b[i]!.teamId && p.name === b[i]!.name);

const sameInfo = (a: EventExtraInfo, b: EventExtraInfo): boolean =>
  a.betRadarId === b.betRadarId &&
  a.currentMinute === b.currentMinute &&
  a.addedMinute === b.addedMinute &&
  a.currentServer === b.currentServer &&
  a.currentScopeTime === b.currentScopeTime &&
  a.videoUrl === b.videoUrl;

const extraInfo = (fixture: Fixture, state: MatchState, ended: boolean): EventExtraInfo => ({
  betRadarId: betRadarId(fixture.id),
  ...(!ended && state.minute !== undefined ? { currentMinute: state.minute } : {}),
  ...(!ended && state.addedMinute !== undefined ? { addedMinute: state.addedMinute } : {}),
  ...(!ended && state.server ? { currentServer: state.server } : {}),
  ...(!ended && state.currentScopeTime ? { currentScopeTime: state.currentScopeTime } : {}),
});

const parseScope = (key: string): { type: ScopeType; number: number } => {
  const at = key.lastIndexOf("--");
  return { type: key.slice(0, at) as ScopeType, number: Number(key.slice(at + 2)) };
};

/**
 * The event's node of the feed tree at `now`. NOTE: with `previous` (this event as last built), every
 * part that did not change is returned as the previous object itself, down to outcomes and scores, and
 * `previous` itself when nothing changed: the feed engine diffs by reference, so a quiet event costs
 * nothing. Ended events carry their scores and no markets (ended events load no live market data).
 */
export const buildFeedEvent = (
  fixture: Fixture,
  timeline: MatchTimeline,
  now: number,
  previous?: FeedEvent,
): FeedEvent => {
  const state = matchStateAt(timeline, now);
  const ended = isEnded(state);
  const locked = ended || state.lockedUntil > now;
  const line = lineAt(timeline, state, now);

  const marketsByScope = new Map<string, Array<{ quote: MarketQuote; locked: boolean }>>();
  const put = (scope: string, quote: MarketQuote, marketLocked: boolean) => {
    let list = marketsByScope.get(scope);
    if (!list) {
      list = [];
      marketsByScope.set(scope, list);
    }
    list.push({ quote, locked: marketLocked });
  };
  for (const s of line.open) for (const quote of s.markets) put(s.scope, quote, locked);
  for (const s of line.settled) for (const quote of s.markets) put(s.scope, quote, true);

  const closed = new Set<string>();
  for (const p of timeline.periods) if (p.end <= now) closed.add(scopeKey(p.scope.type, p.scope.number));

  const keys = new Set<string>();
  if (state.scores[FULL_EVENT_SCOPE] || marketsByScope.has(FULL_EVENT_SCOPE)) keys.add(FULL_EVENT_SCOPE);
  for (const key in state.scores) keys.add(key);
  for (const key of marketsByScope.keys()) keys.add(key);

  const scopes: Record<string, Scope> = {};
  let sameScopes = previous !== undefined && Object.keys(previous.scopes).length === keys.size;
  let totalOutcomes = 0;
  for (const key of keys) {
    const before = previous?.scopes[key];
    const scores = feedScores(state.scores[key], before?.scores);
    const markets: Readonly<Record<string, Market>> = feedMarkets(
      `${fixture.id}/${key}`,
      marketsByScope.get(key) ?? [],
      now,
      before?.markets,
    );
    totalOutcomes += countOutcomes(markets);
    const scopeLocked = locked || closed.has(key);
    const scope =
      before && before.locked === scopeLocked && before.scores === scores && before.markets === markets
        ? before
        : { ...parseScope(key), locked: scopeLocked, markets, scores };
    if (scope !== before) sameScopes = false;
    scopes[key] = scope;
  }

  const info = extraInfo(fixture, state, ended);
  const people = participants(fixture);
  const current: CurrentScope | null = state.currentScope
    ? { type: state.currentScope.type, number: state.currentScope.number }
    : null;
  const next: FeedEvent = {
    id: fixture.id,
    sportId: fixture.sportId,
    categoryId: fixture.categoryId,
    tournamentId: fixture.tournamentId,
    startTime: fixture.startTime,
    bb: false,
    status: state.status,
    finishedAt: state.finishedAt,
    totalOutcomes,
    participants:
      previous && sameParticipants(previous.participants, people) ? previous.participants : people,
    extraInfo: previous && sameInfo(previous.extraInfo, info) ? previous.extraInfo : info,
    locked,
    currentScope:
      previous &&
      previous.currentScope?.type === current?.type &&
      previous.currentScope?.number === current?.number
        ? previous.currentScope
        : current,
    scopes: sameScopes && previous ? previous.scopes : scopes,
  };
  if (
    previous &&
    next.scopes === previous.scopes &&
    next.extraInfo === previous.extraInfo &&
    next.participants === previous.participants &&
    next.currentScope === previous.currentScope &&
    next.status === previous.status &&
    next.finishedAt === previous.finishedAt &&
    next.locked === previous.locked &&
    next.totalOutcomes === previous.totalOutcomes &&
    next.id === previous.id &&
    next.startTime === previous.startTime &&
    next.sportId === previous.sportId &&
    next.categoryId === previous.categoryId &&
    next.tournamentId === previous.tournamentId
  ) {
    return previous;
  }
  return next;
};
