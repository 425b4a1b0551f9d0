import type { FullSportCode, SimPlayer } from "../types";
import { DAY_MS, WORLD_EPOCH, YEAR_MS } from "./calendar";
import { COUNTRIES, type Country } from "./countries";
import type { Transfer } from "./model";
import { type PersonName, personName } from "./people";
import { MAX_SHIRT, POSITIONS, type PositionTemplate, WOMEN_HEIGHT_DELTA } from "./positions";
import { makeRng, type Rng } from "./rng";
import { careerTransfers } from "./transfers";

export interface SquadSpec {
  readonly seed: string;
  readonly teamId: string;
  readonly sportCode: FullSportCode;
  readonly country: Country;
  readonly rating: number;
  readonly gender: "men" | "women";
  readonly youth: boolean;
  readonly national: boolean;
  /** Other clubs a player may have come from (same sport and gender). */
  readonly peers: ReadonlyArray<string>;
  /** Tennis: the player is the team and carries its name. */
  readonly person?: { readonly name: PersonName; readonly dateOfBirth: number } | undefined;
}

export interface Squad {
  readonly players: ReadonlyArray<SimPlayer>;
  readonly transfers: ReadonlyMap<string, ReadonlyArray<Transfer>>;
}

/** Player ids are the team id's hash part plus a base36 index: a player id names its team. */
export const playerId = (teamId: string, index: number): string => `p${teamId.slice(2)}${index.toString(36)}`;
export const teamIdOfPlayer = (id: string): string => `tm${id.slice(1, 9)}`;

const byRegion = new Map<string, ReadonlyArray<Country>>();
for (const c of COUNTRIES) byRegion.set(c.region, [...(byRegion.get(c.region) ?? []), c]);

/** Bigger, richer clubs sign more players from abroad. */
const playerCountry = (rng: Rng, spec: SquadSpec): Country => {
  if (spec.national || spec.sportCode === "tennis") return spec.country;
  const domestic = spec.youth ? 0.9 : 0.85 - Math.max(0, spec.rating - 1300) / 1400;
  if (rng.chance(domestic)) return spec.country;
  return rng.chance(0.5) ? rng.pick(byRegion.get(spec.country.region)!) : rng.pick(COUNTRIES);
};

const shirtNumber = (
  rng: Rng,
  template: PositionTemplate,
  used: Set<number>,
  sport: FullSportCode,
): number => {
  const preferred = template.numbers.filter((n) => !used.has(n));
  const min = sport === "basketball" ? 0 : 1;
  let n = preferred.length > 0 && rng.chance(0.75) ? preferred[0]! : rng.int(min, MAX_SHIRT[sport]);
  while (used.has(n)) n = n >= MAX_SHIRT[sport] ? min : n + 1;
  used.add(n);
  return n;
};

const age = (rng: Rng, spec: SquadSpec): number => {
  if (spec.youth) return rng.int(17, 20) + rng.next();
  const years = rng.normal(spec.sportCode === "tennis" ? 25 : 26.5, 4.3);
  return Math.min(38.9, Math.max(17, years));
};

const marketValue = (rng: Rng, spec: SquadSpec, template: PositionTemplate, years: number): number => {
  const base = 40_000 * Math.exp((spec.rating - 1000) / 160);
  const ageFactor = years < 21 ? 0.6 : years > 29 ? 0.86 ** (years - 29) : 1;
  const sportFactor = spec.sportCode === "soccer" ? 1 : 0.25;
  const level = spec.youth ? 0.08 : spec.gender === "women" ? 0.05 : 1;
  const value = base * ageFactor * sportFactor * level * template.value * Math.exp(rng.normal(0, 0.55));
  return Math.max(25_000, Math.round(value / 25_000) * 25_000);
};

const preferredFoot = (rng: Rng): SimPlayer["preferredFoot"] =>
  rng.weighted([
    ["right", 72],
    ["left", 23],
    ["both", 5],
  ] as const);

export const generateSquad = (spec: SquadSpec): Squad => {
  const rng = makeRng(`${spec.seed}/squad/${spec.teamId}`);
  const players: SimPlayer[] = [];
  const transfers = new Map<string, ReadonlyArray<Transfer>>();
  const used = new Set<number>();
  for (const template of POSITIONS[spec.sportCode]) {
    const count = rng.int(template.count[0], template.count[1]);
    for (let i = 0; i < count; i++) {
      const id = playerId(spec.teamId, players.length);
      const from = playerCountry(rng, spec);
      const name = spec.person?.name ?? personName(rng, from.pool, spec.gender);
      const years = spec.person ? (WORLD_EPOCH - spec.person.dateOfBirth) / YEAR_MS : age(rng, spec);
      const heightMean = template.height[0] + (spec.gender === "women" ? WOMEN_HEIGHT_DELTA : 0);
      const player: SimPlayer = {
        id,
        ...name,
        position: template.code,
        shirtNumber: shirtNumber(rng, template, used, spec.sportCode),
        dateOfBirth:
          spec.person?.dateOfBirth ?? Math.round((WORLD_EPOCH - years * YEAR_MS) / DAY_MS) * DAY_MS,
        height: Math.round(rng.normal(heightMean, template.height[1])),
        preferredFoot: preferredFoot(rng),
        country: from.code,
        marketValue: marketValue(rng, spec, template, years),
        attack:
          Math.round((template.attack[0] + rng.next() * (template.attack[1] - template.attack[0])) * 1000) /
          1000,
      };
      players.push(player);
      // National sides and tennis players have no transfers; clubs do.
      if (!spec.national && spec.sportCode !== "tennis") {
        transfers.set(
          id,
          careerTransfers(rng, {
            playerId: id,
            teamId: spec.teamId,
            age: years,
            youth: spec.youth,
            peers: spec.peers,
            value: player.marketValue,
          }),
        );
      }
    }
  }
  return { players, transfers };
};
