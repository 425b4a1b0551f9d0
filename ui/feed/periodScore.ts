import { scopeKey, scoreKey } from "../../domain/feed/ids.ts";
import type { FeedEvent } from "../../domain/feed/tree.ts";

/** The running score inside the set being played, with the game's points when the sport counts them. */
export interface PeriodScore {
  readonly home: string;
  readonly away: string;
  readonly points: { readonly home: string; readonly away: string } | null;
}

/** Tennis sends 50 for advantage (sports-data feed convention): bettors read it as "A". */
const pointText = (value: number): string => (value === 50 ? "A" : String(value));

/**
 * The score of the set in play (tennis, volleyball), where the sets won alone say little; null in sports
 * played by the clock and when no set is being played.
 */
export const periodScore = (
  event: Pick<FeedEvent, "status" | "currentScope" | "scopes">,
): PeriodScore | null => {
  const current = event.currentScope;
  if (event.status !== "in_progress" || current?.type !== "set") return null;
  const scope = event.scopes[scopeKey(current.type, current.number)];
  if (!scope) return null;
  const value = (type: string, side: "p1" | "p2") => scope.scores[scoreKey(type, side)]?.value;
  const homePoint = value("point", "p1");
  const awayPoint = value("point", "p2");
  return {
    home: String(value("score", "p1") ?? 0),
    away: String(value("score", "p2") ?? 0),
    points:
      homePoint === undefined || awayPoint === undefined
        ? null
        : { home: pointText(homePoint), away: pointText(awayPoint) },
  };
};
