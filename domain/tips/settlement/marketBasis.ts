import { FULL_EVENT_SCOPE } from "../../feed/ids";
import type { FeedEvent, ScopeType } from "../../feed/tree";
import { sportById } from "../../sports/catalogue";
import { addTallies, hasScore, subtractTally, type Tally, tallyOf, ZERO_TALLY } from "./tally";

/**
 * What a full-event market counts, as the simulator prices it (server/provider/simulator/markets):
 * - `regulation`: the full event less overtime, extra time and the shoot-out (90 minutes, 60 minutes,
 *   four quarters);
 * - `in_play`: the full event less the shoot-out (the score line's goals in play, overtime included);
 * - `with_shootout`: the full event as the feed writes it, shoot-out goals included, so the side that
 *   won the shoot-out is ahead (the winner);
 * - `sets_played`: games (tennis) or points (volleyball) summed over the set scopes, where the full
 *   event counts sets;
 * - `full_event`: the full event's own score (sets won, in tennis and volleyball).
 * A market on any other scope (a half, a set, a quarter…) counts that scope's own score.
 */
export type Basis = "regulation" | "in_play" | "with_shootout" | "sets_played" | "full_event";

const REGULATION_EXTRAS: ReadonlySet<ScopeType> = new Set(["overtime", "extra_time", "penalties"]);
const SHOOTOUT: ReadonlySet<ScopeType> = new Set(["penalties"]);
const LINE_MARKETS: ReadonlySet<string> = new Set(["handicap", "asian_handicap", "over_under"]);

/**
 * NOTE: the conventions per sport are the simulator's (its soccer, ice hockey and basketball quote
 * comments): a soccer full-event market covers the 90 minutes, ice hockey's the 60 except the winner
 * (12, overtime and shoot-out included), basketball's 1x2 and double chance the four quarters and the
 * rest overtime included; in tennis and volleyball the winner and set markets read sets and the
 * handicap and total read games or points. Other sports read the score line.
 */
const basisOf = (sportCode: string | undefined, marketType: string): Basis => {
  switch (sportCode) {
    case "soccer":
      return "regulation";
    case "ice_hockey":
      return marketType === "12" ? "with_shootout" : "regulation";
    case "basketball":
      return marketType === "1x2" || marketType === "double_chance" ? "regulation" : "in_play";
    case "tennis":
    case "volleyball":
      return LINE_MARKETS.has(marketType) ? "sets_played" : "full_event";
    default:
      return marketType === "12" ? "with_shootout" : "in_play";
  }
};

/** The sum of the scopes of these types; undefined when one of them has a score that is not a count. */
const sumOfScopes = (event: FeedEvent, types: ReadonlySet<ScopeType>): Tally | undefined => {
  let sum = ZERO_TALLY;
  for (const key in event.scopes) {
    const scope = event.scopes[key]!;
    if (!types.has(scope.type) || !hasScore(scope)) continue;
    const tally = tallyOf(scope);
    if (tally === undefined) return undefined;
    sum = addTallies(sum, tally);
  }
  return sum;
};

const SETS: ReadonlySet<ScopeType> = new Set(["set"]);

const fullEventTally = (event: FeedEvent, basis: Basis): Tally | undefined => {
  const full = Object.hasOwn(event.scopes, FULL_EVENT_SCOPE) ? event.scopes[FULL_EVENT_SCOPE] : undefined;
  if (basis === "sets_played") {
    const anySet = Object.values(event.scopes).some((scope) => scope.type === "set" && hasScore(scope));
    return anySet ? sumOfScopes(event, SETS) : undefined;
  }
  const whole = full === undefined ? undefined : tallyOf(full);
  if (whole === undefined) return undefined;
  if (basis === "full_event" || basis === "with_shootout") return whole;
  const extras = sumOfScopes(event, basis === "regulation" ? REGULATION_EXTRAS : SHOOTOUT);
  return extras === undefined ? undefined : subtractTally(whole, extras);
};

/**
 * The tally a market of this type on this scope is settled on, or undefined when the event does not
 * hold it (a scope never played, a score that is not a count).
 */
export const marketTally = (event: FeedEvent, scopeKey: string, marketType: string): Tally | undefined => {
  if (scopeKey === FULL_EVENT_SCOPE)
    return fullEventTally(event, basisOf(sportById(event.sportId)?.code, marketType));
  const scope = Object.hasOwn(event.scopes, scopeKey) ? event.scopes[scopeKey] : undefined;
  return scope === undefined ? undefined : tallyOf(scope);
};
