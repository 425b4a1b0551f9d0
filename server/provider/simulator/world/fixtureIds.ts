import type { Fixture, FullSportCode } from "../types";
import { base36Hash, hash53 } from "./hash";

const PREFIX: Record<FullSportCode, string> = {
  soccer: "s",
  tennis: "t",
  basketball: "b",
  ice_hockey: "h",
  volleyball: "v",
};
const SPORT_OF_PREFIX = new Map(
  Object.entries(PREFIX).map(([sport, prefix]) => [prefix, sport as FullSportCode]),
);

/**
 * Fixture ids: sport letter, the UTC day of the start in 4 base36 digits, 8 base36 digits of the match's
 * identity: 13 characters (the product recognises event ids by a length of 11 or more). NOTE: carrying
 * the day lets `fixtureById` rebuild just that day instead of searching weeks.
 */
export const fixtureId = (sport: FullSportCode, utcDay: number, identity: string): string =>
  `${PREFIX[sport]}${utcDay.toString(36).padStart(4, "0")}${base36Hash(identity, 8)}`;

export const parseFixtureId = (
  id: string,
): { readonly sport: FullSportCode; readonly day: number } | undefined => {
  const sport = SPORT_OF_PREFIX.get(id[0] ?? "");
  const day = Number.parseInt(id.slice(1, 5), 36);
  return sport && id.length === 13 && Number.isFinite(day) ? { sport, day } : undefined;
};

/**
 * Per-fixture seed (SIM_SEED and the fixture id decide the whole match) and fate, from one 53-bit hash:
 * the low 32 bits are the seed, the high 21 bits draw the fate.
 *
 * About 1.3 % of fixtures do not go to plan. Knockout ties must produce a winner, so only league and
 * group matches are called off or abandoned; tennis players retire.
 */
export const fixtureDestiny = (
  seed: string,
  id: string,
  sport: FullSportCode,
  knockout: boolean,
): { readonly seed: number; readonly fate: Fixture["fate"] } => {
  const h = hash53(`${seed}/${id}`);
  const r = Math.floor(h / 4294967296) / 2097152;
  return { seed: h % 4294967296, fate: fateOf(r, sport, knockout) };
};

const fateOf = (r: number, sport: FullSportCode, knockout: boolean): Fixture["fate"] => {
  if (sport === "tennis") return r < 0.013 ? "retired" : "normal";
  if (knockout) return "normal";
  if (r < 0.004) return "cancelled";
  if (r < 0.009) return "postponed";
  if (r < 0.013) return "interrupted";
  return "normal";
};
