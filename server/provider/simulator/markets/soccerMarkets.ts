import { FULL_EVENT_SCOPE, PENALTIES_SCOPE, scopeKey } from "../../../../domain/feed/ids";
import { scoreOf } from "../match/sheet";
import {
  ADDED_TIME_WEIGHTS,
  expectedAdded,
  goalProfile,
  goalProfileIntegral,
  redCardFactor,
  SHOOTOUT_CONVERSION,
} from "../match/soccerRates";
import type { MatchState, MatchTimeline, SoccerModel } from "../match/types";
import { correctScoreOutcomes, goalOutlook, marginDist, resultProbabilities, totalDist } from "./goalModel";
import { clockMinutes } from "./matchClock";
import { correctScore, mainHandicap, overUnderLines, present, threeWay, twoWay } from "./quotes";
import { shootoutP1Wins, shootoutTally } from "./shootoutOdds";
import type { ScopeQuotes } from "./types";

const ADDED = {
  1: expectedAdded(ADDED_TIME_WEIGHTS["half-1"]!),
  2: expectedAdded(ADDED_TIME_WEIGHTS["half-2"]!),
  extra: expectedAdded(ADDED_TIME_WEIGHTS.extra_time!),
};

/**
 * Goal-weighted minutes still to play in a period ending (before added time) at clock minute `end`,
 * from clock minute `at`: the added time is expected until it is announced, then counted down.
 */
const minutesLeft = (at: number, end: number, expected: number, announced: number): number => {
  const added =
    announced > 0 ? Math.max(0.5, announced + 0.3 - Math.max(0, at - end)) : at < end ? expected : 0.3;
  return goalProfileIntegral(at, end) + added * goalProfile(end - 0.01);
};

/**
 * Soccer on a Poisson model of the goals still to come, given the score, the clock and red cards.
 * Full-event markets cover the 90 minutes (as bookmakers settle them): in extra time only the
 * extra-time half is quoted, and in a shootout its winner.
 */
export const soccerQuotes = (
  model: SoccerModel,
  timeline: MatchTimeline,
  state: MatchState,
  now: number,
  tilt: number,
): ScopeQuotes[] => {
  const sheet = state.scores;
  const scope = state.currentScope ?? { type: "half", number: 1 };
  if (scope.type === "penalties") {
    const p1 = shootoutP1Wins(5, SHOOTOUT_CONVERSION, SHOOTOUT_CONVERSION, shootoutTally(timeline, state));
    return [{ scope: PENALTIES_SCOPE, markets: present([twoWay(p1)]) }];
  }
  const reds1 = scoreOf(sheet, FULL_EVENT_SCOPE, "p1", "red_card");
  const reds2 = scoreOf(sheet, FULL_EVENT_SCOPE, "p2", "red_card");
  const rate1 = ((model.homeGoals * Math.exp(0.04 * tilt)) / 90) * redCardFactor(reds1, reds2);
  const rate2 = ((model.awayGoals * Math.exp(-0.04 * tilt)) / 90) * redCardFactor(reds2, reds1);
  const at = clockMinutes(timeline, state, now);
  const announced = state.phase === "play" ? (state.snapshot.detail?.[0] ?? 0) : 0;
  const key = scopeKey(scope.type, scope.number);
  const scopeOutlook = (left: number) =>
    goalOutlook(scoreOf(sheet, key, "p1"), scoreOf(sheet, key, "p2"), rate1 * left, rate2 * left);
  const scopeMarkets = (left: number) => {
    const outlook = scopeOutlook(left);
    const [home, draw, away] = resultProbabilities(outlook);
    return present([
      threeWay(home, draw, away),
      ...overUnderLines(totalDist(outlook), outlook.home + outlook.away, 1, 0),
    ]);
  };

  if (scope.type === "extra_time") {
    const end = 90 + 15 * scope.number;
    return [{ scope: key, markets: scopeMarkets(minutesLeft(at, end, ADDED.extra, announced)) }];
  }
  const half = scope.number === 2 ? 2 : 1;
  const inHalf = minutesLeft(at, 45 * half, ADDED[half], announced);
  const after = half === 1 ? minutesLeft(45, 90, ADDED[2], 0) : 0;
  const full = goalOutlook(
    scoreOf(sheet, FULL_EVENT_SCOPE, "p1"),
    scoreOf(sheet, FULL_EVENT_SCOPE, "p2"),
    rate1 * (inHalf + after),
    rate2 * (inHalf + after),
  );
  const [home, draw, away] = resultProbabilities(full);
  return [
    {
      scope: FULL_EVENT_SCOPE,
      markets: present([
        threeWay(home, draw, away),
        mainHandicap(marginDist(full), "asian_handicap"),
        ...overUnderLines(totalDist(full), full.home + full.away, 1),
        correctScore(correctScoreOutcomes(full)),
      ]),
    },
    { scope: scopeKey("half", half), markets: scopeMarkets(inHalf) },
  ];
};
