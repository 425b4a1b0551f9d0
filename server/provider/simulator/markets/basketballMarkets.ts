import { FULL_EVENT_SCOPE, scopeKey } from "../../../../domain/feed/ids";
import { scoreOf } from "../match/sheet";
import type { BasketballModel, MatchState, MatchTimeline } from "../match/types";
import { discreteNormal, normalCdf, probAbove } from "./dist";
import { clockMinutes } from "./matchClock";
import { mainHandicap, overUnderLines, present, threeWay, twoWay } from "./quotes";
import type { ScopeQuotes } from "./types";

/** Variance of one possession's points, as the engine's shot mix gives it (≈1.4). */
const POSSESSION_VARIANCE = 1.45;
const OVERTIME_MINUTES = 5;

/**
 * Basketball on a normal model of the points still to come (mean from each side's rate, variance from
 * the possessions left). 1x2 is the regulation result; 12, handicap and total include overtime
 * (further overtimes are left out: their weight is below the ladder's rounding).
 */
export const basketballQuotes = (
  model: BasketballModel,
  timeline: MatchTimeline,
  state: MatchState,
  now: number,
  tilt: number,
): ScopeQuotes[] => {
  const sheet = state.scores;
  const scope = state.currentScope ?? { type: "quarter", number: 1 };
  const variancePerMinute = (POSSESSION_VARIANCE * 60) / model.possessionSeconds;
  const edge = model.homeRate - model.awayRate + 0.03 * tilt;
  const regulation = 4 * model.quarterMinutes;
  const at = clockMinutes(timeline, state, now);
  const overtime = scope.type === "overtime";
  const left = Math.max(0, overtime ? regulation + OVERTIME_MINUTES * scope.number - at : regulation - at);
  const lead = scoreOf(sheet, FULL_EVENT_SCOPE, "p1") - scoreOf(sheet, FULL_EVENT_SCOPE, "p2");
  const points = scoreOf(sheet, FULL_EVENT_SCOPE, "p1") + scoreOf(sheet, FULL_EVENT_SCOPE, "p2");
  const spread = Math.sqrt(variancePerMinute * left);
  const margin = discreteNormal(lead + edge * left, spread);
  const total = discreteNormal(points + (model.homeRate + model.awayRate) * left, spread, points);
  const p1Ahead = probAbove(margin, 0.5);
  const level = probAbove(margin, -0.5) - p1Ahead;
  const overtimeP1 = normalCdf((edge * OVERTIME_MINUTES) / Math.sqrt(variancePerMinute * OVERTIME_MINUTES));
  const full = present([
    overtime ? undefined : threeWay(p1Ahead, level, 1 - p1Ahead - level),
    twoWay(p1Ahead + level * overtimeP1),
    mainHandicap(margin),
    ...overUnderLines(total, points, 4),
  ]);
  if (overtime) return [{ scope: FULL_EVENT_SCOPE, markets: full }];

  const key = scopeKey("quarter", scope.number);
  const inQuarter = Math.max(0, model.quarterMinutes * scope.number - at);
  const quarterLead = scoreOf(sheet, key, "p1") - scoreOf(sheet, key, "p2");
  const quarterPoints = scoreOf(sheet, key, "p1") + scoreOf(sheet, key, "p2");
  const quarterSpread = Math.sqrt(variancePerMinute * inQuarter);
  const quarterMargin = discreteNormal(quarterLead + edge * inQuarter, quarterSpread);
  const quarterTotal = discreteNormal(
    quarterPoints + (model.homeRate + model.awayRate) * inQuarter,
    quarterSpread,
    quarterPoints,
  );
  const q1 = probAbove(quarterMargin, 0.5);
  const qLevel = probAbove(quarterMargin, -0.5) - q1;
  return [
    { scope: FULL_EVENT_SCOPE, markets: full },
    {
      scope: key,
      markets: present([
        threeWay(q1, qLevel, 1 - q1 - qLevel),
        ...overUnderLines(quarterTotal, quarterPoints, 2, 0),
      ]),
    },
  ];
};
