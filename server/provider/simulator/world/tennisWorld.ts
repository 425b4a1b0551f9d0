import { fullSport } from "../../../../domain/sports/catalogue";
import type { WorldBuilder } from "./builder";
import { WORLD_EPOCH, YEAR_MS } from "./calendar";
import { COUNTRIES, type Country, country } from "./countries";
import type { WorldCategory } from "./model";
import { personName, townName } from "./people";
import { makeRng, type Rng } from "./rng";

/** Players per tour: enough that a grand slam week (128 + challengers + ITF) still finds everyone a draw. */
const PLAYERS_PER_GENDER = 380;
/** Weeks of the year with tennis: 0..50; the last week or so of December is the off-season. */
const WEEKS = 51;

interface Slam {
  readonly week: number;
  readonly name: string;
  readonly country: string;
}

/** Invented majors in the four traditional places and weeks. */
const SLAMS: ReadonlyArray<Slam> = [
  { week: 2, name: "Antipodes Open", country: "au" },
  { week: 20, name: "Lutetia Open", country: "fr" },
  { week: 25, name: "Albion Championships", country: "en" },
  { week: 34, name: "Liberty Open", country: "us" },
];

/** Where the tour goes in the season: (first week, country keys). */
const SWINGS: ReadonlyArray<readonly [number, ReadonlyArray<string>]> = [
  [0, ["au", "nz", "in", "qa", "ae"]],
  [6, ["ar", "br", "cl", "qa", "ae", "nl", "fr"]],
  [9, ["us", "mx", "us"]],
  [13, ["es", "it", "de", "pt", "ma", "ro", "ch", "at", "fr"]],
  [23, ["en", "de", "nl", "es"]],
  [27, ["se", "ch", "at", "de", "us", "ca"]],
  [31, ["us", "ca", "us"]],
  [36, ["cn", "jp", "kr", "th", "cn"]],
  [42, ["fr", "de", "ch", "at", "se", "be", "it", "ru"]],
];
/** Challengers and ITF events go everywhere, which spreads tennis over the time zones. */
const LOWER_TIER = [
  "es",
  "it",
  "fr",
  "de",
  "us",
  "br",
  "ar",
  "au",
  "jp",
  "cn",
  "in",
  "th",
  "mx",
  "tr",
  "pt",
  "cz",
  "pl",
  "za",
  "eg",
  "kr",
];

const swingAt = (week: number): ReadonlyArray<string> => {
  let keys = SWINGS[0]![1];
  for (const [from, swing] of SWINGS) if (week >= from) keys = swing;
  return keys;
};

interface Tour {
  readonly category: WorldCategory;
  readonly gender: "men" | "women";
  readonly tier: number;
  readonly label: string;
  readonly perWeek: number;
  readonly players: ReadonlyArray<string>;
}

const tennisPlayers = (
  b: WorldBuilder,
  rng: Rng,
  category: WorldCategory,
  gender: "men" | "women",
): string[] =>
  Array.from({ length: PLAYERS_PER_GENDER }, (_, rank) => {
    const from: Country = rng.chance(0.15) ? rng.pick(COUNTRIES) : country(rng.pick(LOWER_TIER));
    const name = personName(rng, from.pool, gender);
    const age = Math.min(36, Math.max(17, rng.normal(26, 4)));
    const dateOfBirth = Math.round((WORLD_EPOCH - age * YEAR_MS) / 86_400_000) * 86_400_000;
    // Ratings fall steeply at the top of the rankings and flatten further down.
    const rating = 2000 - 850 * ((rank + 1) / PLAYERS_PER_GENDER) ** 0.55;
    const shortName = name.shortName.includes(". ")
      ? `${name.lastName} ${name.firstName[0]}.`
      : name.shortName;
    return b.team(category, {
      key: `player/${rank}`,
      name: name.name,
      shortName,
      venue: `${townName(rng, from.pool)} Tennis Club`,
      managerName: personName(rng, from.pool, "men").name,
      foundationDate: dateOfBirth,
      national: false,
      country: from,
      rating,
      gender,
      youth: false,
      utcOffset: from.offsets[0]!,
      person: { name, dateOfBirth },
    }).id;
  });

/**
 * Tennis: players are one-player teams on the ATP and WTA tours; each week of the year holds a few tour
 * events, challengers and ITF events (a draw of 32 over a week), and four weeks a grand slam (128, two
 * weeks, best of five for men).
 */
export const buildTennis = (b: WorldBuilder): void => {
  const sport = fullSport("tennis");
  const rng = makeRng(`${b.seed}/tennis`);
  const atp = b.category(sport, { key: "atp", name: "ATP", icon: "atp", country: null, priority: 1000 });
  const wta = b.category(sport, { key: "wta", name: "WTA", icon: "wta", country: null, priority: 990 });
  const challenger = b.category(sport, {
    key: "challenger",
    name: "Challenger",
    icon: "atp",
    country: null,
    priority: 900,
  });
  const itfMen = b.category(sport, {
    key: "itf-men",
    name: "ITF Men",
    icon: "itf",
    country: null,
    priority: 800,
  });
  const itfWomen = b.category(sport, {
    key: "itf-women",
    name: "ITF Women",
    icon: "itf",
    country: null,
    priority: 790,
  });
  const men = tennisPlayers(b, rng, atp, "men");
  const women = tennisPlayers(b, rng, wta, "women");
  const tours: ReadonlyArray<Tour> = [
    { category: atp, gender: "men", tier: 1, label: "ATP", perWeek: 2, players: men },
    { category: wta, gender: "women", tier: 1, label: "WTA", perWeek: 2, players: women },
    { category: challenger, gender: "men", tier: 2, label: "Challenger", perWeek: 2, players: men },
    { category: itfMen, gender: "men", tier: 3, label: "ITF M25", perWeek: 2, players: men },
    { category: itfWomen, gender: "women", tier: 3, label: "ITF W35", perWeek: 3, players: women },
  ];
  for (const slam of SLAMS) {
    const c = country(slam.country);
    for (const [category, gender, players] of [
      [atp, "men", men],
      [wta, "women", women],
    ] as const) {
      b.tournament(category, {
        key: `slam/${slam.week}`,
        name: gender === "men" ? slam.name : `${slam.name}, Women`,
        priority: 120,
        calendar: { kind: "week", week: slam.week, days: 14 },
        format: { kind: "draw", gender, size: 128, tier: 0, players },
        kickoff: "tennis",
        utcOffset: c.offsets[0]!,
        bestOfSets: gender === "men" ? 5 : 3,
      });
    }
  }
  const slamWeeks = new Set(SLAMS.flatMap((slam) => [slam.week, slam.week + 1]));
  for (let week = 0; week < WEEKS; week++) {
    for (const tour of tours) {
      // The tours stop for the slams; challengers and ITF events carry on.
      if (tour.tier === 1 && slamWeeks.has(week)) continue;
      for (let i = 0; i < tour.perWeek; i++) {
        const c = country(
          rng.pick(tour.tier === 1 ? swingAt(week) : rng.chance(0.5) ? swingAt(week) : LOWER_TIER),
        );
        const town = townName(rng, c.pool);
        b.tournament(tour.category, {
          key: `${week}/${i}`,
          name: `${tour.label} ${town}`,
          priority: tour.tier === 1 ? 80 : tour.tier === 2 ? 40 : 20,
          calendar: { kind: "week", week, days: 7 },
          format: { kind: "draw", gender: tour.gender, size: 32, tier: tour.tier, players: tour.players },
          kickoff: "tennis",
          utcOffset: rng.pick(c.offsets),
          bestOfSets: 3,
        });
      }
    }
  }
};
