import type { ResultOracle } from "../world/results";
import { MatchOutcomes } from "./matchOutcomes";

const stores = new WeakMap<ResultOracle, MatchOutcomes>();

/**
 * The result oracle that asks the match engine: knockout brackets and group tables then follow the
 * matches as they are played (and shown on the line), where the world's default oracle only guesses.
 * Outcomes are cached, so a bracket costs one simulation per match however often it is drawn.
 */
export const matchEngineOracle = (outcomes: MatchOutcomes = new MatchOutcomes()): ResultOracle => {
  const oracle: ResultOracle = (fixture) => {
    const outcome = outcomes.of(fixture);
    return outcome.score
      ? { home: outcome.score.home, away: outcome.score.away, winner: outcome.winner }
      : { home: 0, away: 0, winner: null };
  };
  stores.set(oracle, outcomes);
  return oracle;
};

/** The outcome cache behind an oracle made by `matchEngineOracle`, to share it; undefined for others. */
export const outcomesOf = (oracle: ResultOracle): MatchOutcomes | undefined => stores.get(oracle);
