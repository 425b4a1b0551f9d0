import type { FullSportCode, SimTeam } from "../types";
import type { WorldBuilder } from "./builder";
import type { Country } from "./countries";
import type { WorldCategory } from "./model";
import { personName, townName } from "./people";
import type { Rng } from "./rng";
import { clubName, shortClubName, venueName } from "./teamNames";

export interface ClubBatch {
  readonly sport: FullSportCode;
  readonly key: string;
  readonly count: number;
  readonly rating: readonly [mean: number, sd: number];
  readonly founded: readonly [from: number, to: number];
  readonly gender?: "men" | "women";
}

/** Towns already holding a club of the sport in the country, so no two clubs share a town. */
export type TownRegistry = Set<string>;

const uniqueTown = (rng: Rng, country: Country, towns: TownRegistry): string => {
  for (let tries = 0; ; tries++) {
    const town = townName(rng, country.pool);
    const fresh = tries > 20 ? `${town} ${tries}` : town;
    if (!towns.has(fresh)) {
      towns.add(fresh);
      return fresh;
    }
  }
};

const dateIn = (rng: Rng, [from, to]: readonly [number, number]): number =>
  Date.UTC(rng.int(from, to), rng.int(0, 11), rng.int(1, 28));

/** New clubs in a country: invented town, name in the country's style, ground, manager, rating. */
export const makeClubs = (
  b: WorldBuilder,
  rng: Rng,
  category: WorldCategory,
  country: Country,
  towns: TownRegistry,
  batch: ClubBatch,
): SimTeam[] =>
  Array.from({ length: batch.count }, (_, i) => {
    const town = uniqueTown(rng, country, towns);
    const name = clubName(rng, batch.sport, country.pool, town);
    return b.team(category, {
      key: `${batch.key}/${i}`,
      name,
      shortName: shortClubName(name, town),
      venue: venueName(rng, batch.sport, country.pool, town),
      managerName: personName(rng, country.pool, "men").name,
      foundationDate: dateIn(rng, batch.founded),
      national: false,
      country,
      rating: rng.normal(batch.rating[0], batch.rating[1]),
      gender: batch.gender ?? "men",
      youth: false,
      utcOffset: rng.pick(country.offsets),
    });
  });

/** Women's or youth sides of existing clubs: same ground and time zone, their own squads. */
export const sisterTeams = (
  b: WorldBuilder,
  rng: Rng,
  category: WorldCategory,
  country: Country,
  parents: ReadonlyArray<SimTeam>,
  kind: "women" | "U21" | "U19",
  rating: readonly [mean: number, sd: number],
): SimTeam[] =>
  parents.map((parent) =>
    b.team(category, {
      key: `${kind}/${parent.id}`,
      name: kind === "women" ? `${parent.name} Women` : `${parent.name} ${kind}`,
      shortName: kind === "women" ? `${parent.shortName} W` : `${parent.shortName} ${kind}`,
      venue: parent.venue,
      managerName: personName(rng, country.pool, kind === "women" && rng.chance(0.5) ? "women" : "men").name,
      foundationDate: Math.max(parent.foundationDate, dateIn(rng, [1970, 2020])),
      national: false,
      country,
      rating: rng.normal(rating[0], rating[1]),
      gender: kind === "women" ? "women" : "men",
      youth: kind !== "women",
      utcOffset: b.teamInfo.get(parent.id)?.utcOffset ?? country.offsets[0]!,
    }),
  );

/** Ratings run about 1000 (weak) to 2000 (elite): a country's strength 0..1 sets its top flight. */
export const tierRating = (strength: number, tier: number): readonly [number, number] => [
  1080 + 820 * strength - 140 * tier,
  60 + 40 * strength,
];
