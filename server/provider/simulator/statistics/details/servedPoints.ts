import { scopeKey } from "../../../../../domain/feed/ids";
import type { MatchTimeline, ScopeRef, Side } from "../../match/types";
import { makeRng } from "../../world/rng";

/** A point of a serving sport (tennis, volleyball): who served, who won, how the game stood before it. */
export interface ServedPoint {
  readonly scope: ScopeRef;
  readonly server: Side;
  readonly winner: Side;
  /** The engine's snapshot detail before the point (see tennis.ts and volleyball.ts). */
  readonly before: ReadonlyArray<number>;
  /** Uniform in [0, 1), one per point from a stream apart: decides aces and faults. */
  readonly luck: number;
}

/**
 * The points among the first `count` incidents. The server is the snapshot's before the point (every
 * set opens with a period incident that names it). The luck stream is drawn for the whole match, so a
 * point's luck is the same whatever instant is asked about.
 */
export const servedPoints = (
  seed: string,
  timeline: MatchTimeline,
  count: number,
): ReadonlyArray<ServedPoint> => {
  const rng = makeRng(`${seed}/stats/${timeline.fixtureId}/serve`);
  const luck = timeline.incidents.map(() => rng.next());
  const out: ServedPoint[] = [];
  for (let i = 0; i < Math.min(count, timeline.incidents.length); i++) {
    const incident = timeline.incidents[i]!;
    if (incident.type !== "point" || !incident.participant) continue;
    const before = i > 0 ? timeline.snapshots[i - 1]! : timeline.initial;
    if (!before.server) continue;
    out.push({
      scope: incident.scope,
      server: before.server,
      winner: incident.participant,
      before: before.detail ?? [],
      luck: luck[i]!,
    });
  }
  return out;
};

export const pointsBySet = (points: ReadonlyArray<ServedPoint>): Map<string, ServedPoint[]> => {
  const bySet = new Map<string, ServedPoint[]>();
  for (const point of points) {
    const key = scopeKey(point.scope.type, point.scope.number);
    bySet.set(key, [...(bySet.get(key) ?? []), point]);
  }
  return bySet;
};
