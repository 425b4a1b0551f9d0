import { FULL_SPORT_CODES, fullSport } from "../../../../domain/sports/catalogue";
import type { FullSportCode } from "../types";
import { WorldBuilder } from "./builder";
import { buildIndoor } from "./indoorWorld";
import type { World } from "./model";
import { buildSoccer } from "./soccerWorld";
import { buildTennis } from "./tennisWorld";

// The catalogue's list of full sports and the simulator's type must agree.
FULL_SPORT_CODES satisfies ReadonlyArray<FullSportCode>;

/**
 * The whole world of the five full sports from one seed: the same seed gives a deep-equal world on any
 * machine at any time. Squads are filled in on first use (see builder.ts); seasons and fixtures are
 * derived on demand (seasons.ts, fixtures.ts).
 */
export const generateWorld = (seed: string): World => {
  const b = new WorldBuilder(seed);
  buildSoccer(b);
  buildTennis(b);
  buildIndoor(b, "basketball");
  buildIndoor(b, "ice_hockey");
  buildIndoor(b, "volleyball");
  return {
    seed,
    sports: FULL_SPORT_CODES.map(fullSport),
    categories: b.categories,
    tournaments: b.tournaments,
    teams: b.teams,
    categoryById: new Map(b.categories.map((c) => [c.id, c])),
    tournamentById: new Map(b.tournaments.map((t) => [t.id, t])),
    teamById: new Map(b.teams.map((t) => [t.id, t])),
    teamInfo: b.teamInfo,
  };
};
