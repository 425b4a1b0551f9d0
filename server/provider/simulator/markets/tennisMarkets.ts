import { FULL_EVENT_SCOPE, scopeKey } from "../../../../domain/feed/ids";
import { setOver } from "../match/tennis";
import type { MatchState, TennisModel } from "../match/types";
import { mainHandicap, overUnderLines, present, twoWay } from "./quotes";
import { p1WinShare, type Server } from "./race";
import { finishedSets, setsOutlook } from "./setsOutlook";
import { liveTennisChains, tennisChains } from "./tennisChains";
import type { ScopeQuotes } from "./types";

/**
 * Tennis priced exactly from the point up (no sampling): the match winner, the games handicap and
 * total, and the set in play. Prices only move when a point is played.
 */
export const tennisQuotes = (model: TennisModel, state: MatchState, tilt: number): ScopeQuotes[] => {
  const { setEnds, freshSets, mixed } = tilt === 0 ? liveTennisChains(model) : tennisChains(model, tilt);
  const [setsP1 = 0, setsP2 = 0, gamesP1 = 0, gamesP2 = 0, pointsP1 = 0, pointsP2 = 0, opener = -1] =
    state.snapshot.detail ?? [];
  const setNumber = setsP1 + setsP2 + 1;
  // Right after a set-winning point the detail still holds that set's games: the next set is fresh.
  const setDone = setOver(gamesP1, gamesP2) || setOver(gamesP2, gamesP1);
  const known: Server | undefined = opener === 0 || opener === 1 ? opener : undefined;
  const current =
    known === undefined
      ? mixed
      : setDone
        ? freshSets[known]
        : setEnds(gamesP1, gamesP2, known, pointsP1, pointsP2);
  const { doneDiff, doneTotal } = finishedSets(state.scores, setNumber);
  const outlook = setsOutlook({
    setsP1,
    setsP2,
    setsToWin: Math.ceil(model.bestOfSets / 2),
    doneDiff,
    doneTotal,
    current,
    fresh: (_, first) => freshSets[first],
    maxDiff: 40,
    maxTotal: 70,
  });
  const gamesSoFar = doneTotal + (setDone ? 0 : gamesP1 + gamesP2);
  return [
    {
      scope: FULL_EVENT_SCOPE,
      markets: present([
        twoWay(outlook.p1Wins),
        mainHandicap(outlook.diff),
        ...overUnderLines(outlook.total, gamesSoFar, 2),
      ]),
    },
    { scope: scopeKey("set", setNumber), markets: present([twoWay(p1WinShare(current))]) },
  ];
};
