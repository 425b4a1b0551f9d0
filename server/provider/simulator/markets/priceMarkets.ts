import { marketName } from "../../../../domain/feed/ids";
import { matchStateAt } from "../match/matchStateAt";
import { hashString, noiseAt } from "../match/random";
import type { MatchState, MatchTimeline } from "../match/types";
import { basketballQuotes } from "./basketballMarkets";
import { iceHockeyQuotes } from "./iceHockeyMarkets";
import { soccerQuotes } from "./soccerMarkets";
import { tennisQuotes } from "./tennisMarkets";
import type { ScopeQuotes } from "./types";
import { volleyballQuotes } from "./volleyballMarkets";

/** The pre-match line drifts a little every 10 minutes of sim time, so it never looks frozen. */
export const DRIFT_EVERY_MS = 10 * 60_000;
/** A closed scope's markets stay on the line, locked, this long before they are dropped. */
export const SETTLE_MS = 60_000;

const ENDED = new Set(["finished", "cancelled", "postponed", "interrupted", "retired", "corrupted"]);
export const isEnded = (state: MatchState): boolean => ENDED.has(state.status);

/**
 * Tennis and volleyball prices depend on the score alone: kept per timeline until a point is played.
 * Two entries, because while a closed set settles the line also asks about the instant before it.
 */
const pointPriced = new WeakMap<MatchTimeline, Array<{ key: unknown; quotes: ScopeQuotes[] }>>();

/** The open markets of the line at `now`, fair probabilities, in priority order. */
export const quotesAt = (timeline: MatchTimeline, state: MatchState, now: number): ScopeQuotes[] => {
  if (isEnded(state)) return [];
  // Each event drifts on its own phase, so the whole pre-match line never reprices on the same tick.
  const bucket = Math.floor((now + (hashString(timeline.fixtureId) % DRIFT_EVERY_MS)) / DRIFT_EVERY_MS);
  const tilt = state.status === "not_started" ? noiseAt(hashString(timeline.fixtureId), bucket) : 0;
  const model = timeline.model;
  switch (model.sport) {
    case "soccer":
      return soccerQuotes(model, timeline, state, now, tilt);
    case "ice_hockey":
      return iceHockeyQuotes(model, timeline, state, now, tilt);
    case "basketball":
      return basketballQuotes(model, timeline, state, now, tilt);
    case "tennis":
    case "volleyball": {
      const key = state.status === "not_started" ? bucket : state.snapshot;
      const cached = pointPriced.get(timeline) ?? [];
      const hit = cached.find((entry) => entry.key === key);
      if (hit) return hit.quotes;
      const quotes =
        model.sport === "tennis" ? tennisQuotes(model, state, tilt) : volleyballQuotes(model, state, tilt);
      pointPriced.set(timeline, [{ key, quotes }, ...cached.slice(0, 1)]);
      return quotes;
    }
  }
};

export interface Line {
  readonly open: ReadonlyArray<ScopeQuotes>;
  /** Markets of a scope that closed in the last SETTLE_MS, frozen at their last prices. */
  readonly settled: ReadonlyArray<ScopeQuotes>;
}

const EMPTY: Line = { open: [], settled: [] };

export const lineAt = (timeline: MatchTimeline, state: MatchState, now: number): Line => {
  if (isEnded(state)) return EMPTY;
  const open = quotesAt(timeline, state, now);
  const closed = timeline.periods.findLast((p) => p.end <= now);
  if (!closed || now >= closed.end + SETTLE_MS) return { open, settled: [] };
  const before = quotesAt(timeline, matchStateAt(timeline, closed.end - 1), closed.end - 1);
  const stillOpen = new Set(
    open.flatMap((s) => s.markets.map((m) => `${s.scope}/${marketName(m.type, m.parameters)}`)),
  );
  const settled = before
    .map((s) => ({
      scope: s.scope,
      markets: s.markets.filter((m) => !stillOpen.has(`${s.scope}/${marketName(m.type, m.parameters)}`)),
    }))
    .filter((s) => s.markets.length > 0);
  return { open, settled };
};
