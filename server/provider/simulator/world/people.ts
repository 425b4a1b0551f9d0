import { FAMILY_NAME_FIRST, type NamePool, POOLS } from "./names";
import type { Rng } from "./rng";

export interface PersonName {
  readonly firstName: string;
  readonly lastName: string;
  readonly name: string;
  readonly shortName: string;
}

export const personName = (rng: Rng, pool: NamePool, gender: "men" | "women"): PersonName => {
  const names = POOLS[pool];
  const firstName = rng.pick(gender === "women" ? names.firstF : names.first);
  const lastName = rng.pick(names.last);
  if (FAMILY_NAME_FIRST.has(pool)) {
    return {
      firstName,
      lastName,
      name: `${lastName} ${firstName}`,
      shortName: `${lastName} ${firstName[0]}.`,
    };
  }
  return { firstName, lastName, name: `${firstName} ${lastName}`, shortName: `${firstName[0]}. ${lastName}` };
};

/** An invented town name in the pool's style ("Northbridge", "Valdoria", "Rosenheim"). */
export const townName = (rng: Rng, pool: NamePool): string => {
  const names = POOLS[pool];
  const start = rng.pick(names.townStart);
  const end = rng.pick(names.townEnd);
  // "Santa " + "verde" reads badly: a spaced start takes a capitalised end.
  if (start.endsWith(" ") || start.endsWith("-")) return start + end[0]!.toUpperCase() + end.slice(1);
  // "Holl" + "ley" reads "Holley", not "Hollley".
  return start.at(-1) === end[0] ? start + end.slice(1) : start + end;
};
