import type { Fixture } from "../types";
import { makeRng, type Rng } from "./rng";

export interface MatchResult {
  /** Goals, points or sets. */
  readonly home: number;
  readonly away: number;
  /** Null for a draw (league soccer) or a match that was not played. */
  readonly winner: "home" | "away" | null;
}

/**
 * Who won a fixture. Knockout brackets and group tables need results before a later round can be
 * drawn; the world asks this. NOTE: the default is a cheap rating-based guess from the fixture's seed;
 * the simulator should pass its match engine's final result instead, so the bracket agrees with the
 * matches people watched.
 */
export type ResultOracle = (fixture: Fixture) => MatchResult;

const HOME_EDGE = 60;

/** Elo expectation of the home side. */
const expectation = (fixture: Fixture): number => {
  const edge = fixture.sportCode === "tennis" || fixture.knockout ? 0 : HOME_EDGE;
  return 1 / (1 + 10 ** ((fixture.away.rating - fixture.home.rating - edge) / 400));
};

const poisson = (rng: Rng, lambda: number): number => {
  const limit = Math.exp(-lambda);
  let k = 0;
  for (let p = rng.next(); p > limit; p *= rng.next()) k++;
  return k;
};

const sets = (rng: Rng, e: number, bestOf: number): readonly [number, number] => {
  const need = Math.ceil(bestOf / 2);
  const perSet = 0.5 + (e - 0.5) * 0.8;
  let h = 0;
  let a = 0;
  while (h < need && a < need) {
    if (rng.chance(perSet)) h++;
    else a++;
  }
  return [h, a];
};

export const defaultOracle: ResultOracle = (fixture) => {
  if (fixture.fate === "cancelled" || fixture.fate === "postponed") return { home: 0, away: 0, winner: null };
  const rng = makeRng(`result/${fixture.seed}`);
  const e = expectation(fixture);
  let home: number;
  let away: number;
  switch (fixture.sportCode) {
    case "soccer":
      home = poisson(rng, 0.35 + 2.3 * e);
      away = poisson(rng, 0.35 + 2.3 * (1 - e));
      break;
    case "ice_hockey":
      home = poisson(rng, 1.2 + 3.4 * e);
      away = poisson(rng, 1.2 + 3.4 * (1 - e));
      // Overtime or a shootout settles every hockey game.
      if (home === away && rng.chance(e)) home += 1;
      else if (home === away) away += 1;
      break;
    case "basketball":
      home = Math.round(rng.normal(70 + 25 * e, 9));
      away = Math.round(rng.normal(70 + 25 * (1 - e), 9));
      if (home === away && rng.chance(e)) home += 2;
      else if (home === away) away += 2;
      break;
    default: {
      [home, away] = sets(rng, e, fixture.bestOfSets ?? 3);
      if (fixture.fate === "retired") {
        // Someone retires: the one who was behind, mostly.
        const retiring = rng.chance(0.7) ? (home < away ? "home" : "away") : home < away ? "away" : "home";
        return { home, away, winner: retiring === "home" ? "away" : "home" };
      }
    }
  }
  if (home !== away) return { home, away, winner: home > away ? "home" : "away" };
  // A drawn knockout tie goes to penalties.
  return { home, away, winner: fixture.knockout ? (rng.chance(e) ? "home" : "away") : null };
};
