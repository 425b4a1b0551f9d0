import { PENALTIES_SCOPE, scopeKey } from "../../../../../domain/feed/ids";
import type { StatIncident } from "../../../StatisticsProvider";
import { clockAt } from "../../match/clock";
import { scoreOfSheet } from "../../match/matchOutcome";
import { scoreOf } from "../../match/sheet";
import type { MatchIncident, MatchTimeline } from "../../match/types";
import type { Touch } from "./soccerFacts";

type Unnumbered = Omit<StatIncident, "seq">;

/** The score an incident leaves: the match's in play, a shoot-out's own, a set's for a tennis or volleyball point. */
const scoreAfter = (
  timeline: MatchTimeline,
  incident: MatchIncident,
  index: number,
): { homeScore: number; awayScore: number } | undefined => {
  const sheet = timeline.snapshots[index]?.scores;
  if (!sheet) return undefined;
  if (incident.type === "penalty_shootout" && incident.subType === "scored")
    return {
      homeScore: scoreOf(sheet, PENALTIES_SCOPE, "p1"),
      awayScore: scoreOf(sheet, PENALTIES_SCOPE, "p2"),
    };
  if (incident.type === "point" && incident.scope.type === "set") {
    const key = scopeKey(incident.scope.type, incident.scope.number);
    return { homeScore: scoreOf(sheet, key, "p1"), awayScore: scoreOf(sheet, key, "p2") };
  }
  if (incident.type === "goal" || incident.type === "point") {
    const score = scoreOfSheet(sheet);
    return { homeScore: score.home, awayScore: score.away };
  }
  return undefined;
};

const fromEngine = (timeline: MatchTimeline, incident: MatchIncident, index: number): Unnumbered => ({
  type: incident.type,
  time: incident.time,
  period: { type: incident.scope.type, number: incident.scope.number },
  ...(incident.minute === undefined ? {} : { minute: incident.minute }),
  ...(incident.addedMinute === undefined ? {} : { addedMinute: incident.addedMinute }),
  ...(incident.participant ? { participant: incident.participant } : {}),
  ...(incident.playerId ? { playerId: incident.playerId } : {}),
  ...(incident.secondaryPlayerId ? { secondaryPlayerId: incident.secondaryPlayerId } : {}),
  ...(incident.subType ? { subType: incident.subType } : {}),
  ...(incident.value === undefined ? {} : { value: incident.value }),
  ...scoreAfter(timeline, incident, index),
});

const offside = (touch: Touch): Unnumbered => {
  const clock = clockAt(touch.period, touch.time);
  return {
    type: "offside",
    time: touch.time,
    period: { type: touch.period.scope.type, number: touch.period.scope.number },
    ...(clock ? { minute: clock.minute } : {}),
    ...(clock?.addedMinute ? { addedMinute: clock.addedMinute } : {}),
    participant: touch.side,
    playerId: touch.player.id,
  };
};

/**
 * The incidents up to now (`count` of the engine's, as matchStateAt counts them, and the offsides drawn
 * apart for soccer), in time order, numbered afresh: the engine's own go first at the same instant.
 */
export const statIncidents = (
  timeline: MatchTimeline,
  count: number,
  offsides: ReadonlyArray<Touch>,
  now: number,
): ReadonlyArray<StatIncident> => {
  const engine = timeline.incidents.slice(0, count).map((incident, i) => fromEngine(timeline, incident, i));
  const extra = offsides.filter((o) => o.time <= now).map(offside);
  const merged: Unnumbered[] = [];
  let e = 0;
  let x = 0;
  while (e < engine.length || x < extra.length) {
    if (x >= extra.length || (e < engine.length && engine[e]!.time <= extra[x]!.time))
      merged.push(engine[e++]!);
    else merged.push(extra[x++]!);
  }
  return merged.map((incident, i) => ({ seq: i + 1, ...incident }));
};
