import { FULL_EVENT_SCOPE, scopeKey } from "../../../../domain/feed/ids";
import type { MatchState, VolleyballModel } from "../match/types";
import { volleyballSetOver, volleyballSetTarget } from "../match/volleyball";
import { mainHandicap, overUnderLines, present, twoWay } from "./quotes";
import { p1WinShare, raceEnds, type Server } from "./race";
import { finishedSets, type SetEnd, setsOutlook } from "./setsOutlook";
import type { ScopeQuotes } from "./types";

const freshByModel = new WeakMap<VolleyballModel, Map<number, SetEnd[]>>();
const freshSets = (model: VolleyballModel): Map<number, SetEnd[]> => {
  let cache = freshByModel.get(model);
  if (!cache) {
    cache = new Map();
    freshByModel.set(model, cache);
  }
  return cache;
};

/**
 * Volleyball priced from the rally up (side-out model: the rally's winner serves next), exactly, with
 * points for the handicap and the total. Prices move only when a rally is played.
 */
export const volleyballQuotes = (model: VolleyballModel, state: MatchState, tilt: number): ScopeQuotes[] => {
  const serveP1 = model.serveP1 + 0.004 * tilt;
  const serveP2 = model.serveP2 - 0.004 * tilt;
  const rules = (target: number) => ({
    target,
    pointWin: (server: Server) => (server === 0 ? serveP1 : 1 - serveP2),
    nextServer: (_a: number, _b: number, _server: Server, p1Won: boolean): Server => (p1Won ? 0 : 1),
  });
  const setEnds = (number: number, a: number, b: number, server: Server): SetEnd[] =>
    raceEnds(rules(volleyballSetTarget(number, model.bestOfSets)), a, b, server).map((end) => ({
      ...end,
      nextOpener: 0,
    }));
  // A set not yet started: either side may serve first (alternation, or a new toss in the fifth).
  // In play (no drift) the model is fixed, so fresh sets are worked out once per match.
  const freshCache = tilt === 0 ? freshSets(model) : new Map<number, SetEnd[]>();
  const fresh = (number: number): SetEnd[] => {
    const target = volleyballSetTarget(number, model.bestOfSets);
    let ends = freshCache.get(target);
    if (!ends) {
      ends = [...setEnds(number, 0, 0, 0), ...setEnds(number, 0, 0, 1)].map((end) => ({
        ...end,
        p: end.p / 2,
      }));
      freshCache.set(target, ends);
    }
    return ends;
  };

  const [setsP1 = 0, setsP2 = 0, pointsP1 = 0, pointsP2 = 0] = state.snapshot.detail ?? [];
  const setNumber = setsP1 + setsP2 + 1;
  // Right after a set-winning rally the detail still holds that set's points (and its sets count):
  // the set in play is then the next one, not yet started.
  const target = volleyballSetTarget(Math.max(1, setsP1 + setsP2), model.bestOfSets);
  const setDone =
    state.snapshot.detail !== undefined &&
    (volleyballSetOver(pointsP1, pointsP2, target) || volleyballSetOver(pointsP2, pointsP1, target));
  const server: Server = state.snapshot.server === "p2" ? 1 : 0;
  const current =
    state.snapshot.detail === undefined || setDone
      ? fresh(setNumber)
      : setEnds(setNumber, pointsP1, pointsP2, server);
  const { doneDiff, doneTotal } = finishedSets(state.scores, setNumber);
  const outlook = setsOutlook({
    setsP1,
    setsP2,
    setsToWin: Math.ceil(model.bestOfSets / 2),
    doneDiff,
    doneTotal,
    current,
    fresh,
    maxDiff: 140,
    maxTotal: 360,
  });
  const pointsSoFar = doneTotal + (setDone ? 0 : pointsP1 + pointsP2);
  return [
    {
      scope: FULL_EVENT_SCOPE,
      markets: present([
        twoWay(outlook.p1Wins),
        mainHandicap(outlook.diff),
        ...overUnderLines(outlook.total, pointsSoFar, 4),
      ]),
    },
    { scope: scopeKey("set", setNumber), markets: present([twoWay(p1WinShare(current))]) },
  ];
};
