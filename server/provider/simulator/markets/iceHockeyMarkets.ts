import { FULL_EVENT_SCOPE, scopeKey } from "../../../../domain/feed/ids";
import { HOCKEY_SHOOTOUT_CONVERSION, OVERTIME_GOALS_PER_MINUTE } from "../match/iceHockey";
import { scoreOf } from "../match/sheet";
import type { IceHockeyModel, MatchState, MatchTimeline } from "../match/types";
import { goalOutlook, marginDist, resultProbabilities, totalDist } from "./goalModel";
import { clockMinutes } from "./matchClock";
import { mainHandicap, overUnderLines, present, threeWay, twoWay } from "./quotes";
import { shootoutP1Wins, shootoutTally } from "./shootoutOdds";
import type { ScopeQuotes } from "./types";

/**
 * Ice hockey on a Poisson model of regulation goals. 1x2, handicap and total are 60-minute markets
 * (settled when regulation ends); the winner (12) includes overtime and the shootout.
 */
export const iceHockeyQuotes = (
  model: IceHockeyModel,
  timeline: MatchTimeline,
  state: MatchState,
  now: number,
  tilt: number,
): ScopeQuotes[] => {
  const sheet = state.scores;
  const scope = state.currentScope ?? { type: "period", number: 1 };
  const rate1 = (model.homeGoals * Math.exp(0.04 * tilt)) / 60;
  const rate2 = (model.awayGoals * Math.exp(-0.04 * tilt)) / 60;
  const share = rate1 / (rate1 + rate2);
  const shootout = (tally = { taken: { p1: 0, p2: 0 }, goals: { p1: 0, p2: 0 } }) =>
    shootoutP1Wins(3, HOCKEY_SHOOTOUT_CONVERSION, HOCKEY_SHOOTOUT_CONVERSION, tally);
  /** P(p1 wins) once level after 60 minutes, with `minutes` of overtime left. */
  const afterTie = (minutes: number) => {
    const goal = 1 - Math.exp(-OVERTIME_GOALS_PER_MINUTE * minutes);
    return goal * share + (1 - goal) * shootout();
  };
  const at = clockMinutes(timeline, state, now);

  if (scope.type === "penalties") {
    return [
      { scope: FULL_EVENT_SCOPE, markets: present([twoWay(shootout(shootoutTally(timeline, state)))]) },
    ];
  }
  if (scope.type === "overtime") {
    return [{ scope: FULL_EVENT_SCOPE, markets: present([twoWay(afterTie(Math.max(0, 65 - at)))]) }];
  }
  const left = Math.max(0, 60 - at);
  const full = goalOutlook(
    scoreOf(sheet, FULL_EVENT_SCOPE, "p1"),
    scoreOf(sheet, FULL_EVENT_SCOPE, "p2"),
    rate1 * left,
    rate2 * left,
  );
  const [home, draw, away] = resultProbabilities(full);
  const key = scopeKey("period", scope.number);
  const inPeriod = Math.max(0, 20 * scope.number - at);
  const period = goalOutlook(
    scoreOf(sheet, key, "p1"),
    scoreOf(sheet, key, "p2"),
    rate1 * inPeriod,
    rate2 * inPeriod,
  );
  const [periodHome, periodDraw, periodAway] = resultProbabilities(period);
  return [
    {
      scope: FULL_EVENT_SCOPE,
      markets: present([
        threeWay(home, draw, away),
        twoWay(home + draw * afterTie(5)),
        mainHandicap(marginDist(full)),
        ...overUnderLines(totalDist(full), full.home + full.away, 1),
      ]),
    },
    {
      scope: key,
      markets: present([
        threeWay(periodHome, periodDraw, periodAway),
        ...overUnderLines(totalDist(period), period.home + period.away, 1, 0),
      ]),
    },
  ];
};
