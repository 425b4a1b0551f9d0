import { scopeKey, scoreKey } from "../feed/ids";
import type { FeedEvent } from "../feed/tree";
import { isLive } from "./lifecycle";

/** How the feed writes advantage in a tennis game (after deuce at 40–40); the simulator writes it too. */
export const ADVANTAGE_POINTS = 50;

/** A game's points as the feed sends them (0, 15, 30, 40, tie-break points), advantage named. */
export type GamePoint = number | "advantage";

export const gamePoint = (value: number): GamePoint => (value === ADVANTAGE_POINTS ? "advantage" : value);

/** The running score inside the set being played, with the game's points when the sport counts them. */
export interface SetScore {
  readonly home: number;
  readonly away: number;
  readonly points: { readonly home: GamePoint; readonly away: GamePoint } | null;
}

/**
 * The score of the set in play (tennis, volleyball), where the sets won alone say little: the games (or
 * points) of the current set scope, a missing side at 0, and the game's points only when the feed sends
 * both. Null for an event not in play, in sports played by the clock, and when the set has no scope yet.
 */
export const setScore = (event: Pick<FeedEvent, "status" | "currentScope" | "scopes">): SetScore | null => {
  const current = event.currentScope;
  if (!isLive(event.status) || current?.type !== "set") return null;
  const scope = event.scopes[scopeKey(current.type, current.number)];
  if (!scope) return null;
  const value = (type: string, side: "p1" | "p2") => scope.scores[scoreKey(type, side)]?.value;
  const homePoint = value("point", "p1");
  const awayPoint = value("point", "p2");
  return {
    home: value("score", "p1") ?? 0,
    away: value("score", "p2") ?? 0,
    points:
      homePoint === undefined || awayPoint === undefined
        ? null
        : { home: gamePoint(homePoint), away: gamePoint(awayPoint) },
  };
};
