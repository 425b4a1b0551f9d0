import { startingSquad } from "../../match/squad";
import type { MatchTimeline, Side } from "../../match/types";
import type { Fixture, SimPlayer } from "../../types";
import type { PlayedPeriod } from "./playedPeriods";

/** A spell on the pitch: from kick-off or coming on, to going off (substituted or sent off) or the end. */
export interface Stint {
  readonly player: SimPlayer;
  readonly side: Side;
  readonly starter: boolean;
  readonly on: number;
  off: number;
}

/** Who was on the pitch when, for soccer: the engine's 4-4-2, then its substitutions and red cards. */
export interface Presence {
  readonly stints: ReadonlyArray<Stint>;
  readonly onPitchAt: (side: Side, time: number) => ReadonlyArray<SimPlayer>;
}

export const soccerPresence = (fixture: Fixture, timeline: MatchTimeline): Presence => {
  const kickOff = timeline.periods[0]?.start ?? fixture.startTime;
  const stints: Stint[] = [];
  const current = new Map<string, Stint>();
  const playersOf: Record<Side, Map<string, SimPlayer>> = {
    p1: new Map(fixture.home.players.map((p) => [p.id, p])),
    p2: new Map(fixture.away.players.map((p) => [p.id, p])),
  };
  const start = (side: Side, player: SimPlayer, on: number, starter: boolean) => {
    const stint: Stint = { player, side, starter, on, off: Number.POSITIVE_INFINITY };
    stints.push(stint);
    current.set(player.id, stint);
  };
  const stop = (playerId: string | undefined, off: number) => {
    const stint = playerId === undefined ? undefined : current.get(playerId);
    if (!stint) return;
    stint.off = off;
    current.delete(playerId!);
  };
  for (const player of startingSquad(fixture.home).onPitch) start("p1", player, kickOff, true);
  for (const player of startingSquad(fixture.away).onPitch) start("p2", player, kickOff, true);
  for (const incident of timeline.incidents) {
    const side = incident.participant;
    if (!side) continue;
    if (incident.type === "substitution") {
      stop(incident.secondaryPlayerId, incident.time);
      const player = incident.playerId ? playersOf[side].get(incident.playerId) : undefined;
      if (player) start(side, player, incident.time, false);
    } else if (incident.type === "red_card") stop(incident.playerId, incident.time);
  }
  return {
    stints,
    onPitchAt: (side, time) =>
      stints.filter((s) => s.side === side && s.on <= time && time < s.off).map((s) => s.player),
  };
};

/**
 * Clock seconds a stint covers in the periods played so far, added time left out: a full match is 90
 * minutes, a change at half-time splits it 45 and 45.
 */
export const clockSeconds = (stint: Stint, periods: ReadonlyArray<PlayedPeriod>): number => {
  let ms = 0;
  for (const period of periods) {
    const { clockFrom, regulation } = period.span;
    const regular =
      clockFrom !== undefined && regulation !== undefined
        ? period.start + (regulation - clockFrom) * 1000
        : period.end;
    const from = Math.max(stint.on, period.start);
    const to = Math.min(stint.off, period.end, regular);
    if (to > from) ms += to - from;
  }
  return ms / 1000;
};
