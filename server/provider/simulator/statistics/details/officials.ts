import type { Fixture } from "../../types";
import { COUNTRIES } from "../../world/countries";
import type { World } from "../../world/model";
import type { NamePool } from "../../world/names";
import { personName } from "../../world/people";
import { makeRng } from "../../world/rng";

/** Referees (umpires in tennis) a category's matches are given: the same names come round again. */
const REFEREES_PER_CATEGORY = 24;

const poolOf = (countryCode: string): NamePool => COUNTRIES.find((c) => c.code === countryCode)?.pool ?? "en";

/**
 * A match's referee: one of the category's officials, named in the home side's language, picked by the
 * fixture. From streams of their own, like everything the statistics add to the engine.
 */
export const refereeOf = (seed: string, fixture: Fixture): string => {
  const index = makeRng(`${seed}/referee/${fixture.id}`).int(0, REFEREES_PER_CATEGORY - 1);
  const rng = makeRng(`${seed}/referee/${fixture.categoryId}/${index}`);
  return personName(rng, poolOf(fixture.home.country), "men").name;
};

/** The home side's ground; a tennis match is played at its event's centre court. */
export const venueOf = (world: World, fixture: Fixture): string => {
  if (fixture.sportCode !== "tennis") return fixture.home.venue;
  const tournament = world.tournamentById.get(fixture.tournamentId);
  return tournament ? `Centre Court, ${tournament.name}` : fixture.home.venue;
};
