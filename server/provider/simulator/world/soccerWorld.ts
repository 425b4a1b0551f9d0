import { fullSport } from "../../../../domain/sports/catalogue";
import type { SimTeam } from "../types";
import type { WorldBuilder } from "./builder";
import { CALENDARS, legsFor, MIDWEEK, WEEKEND } from "./calendars";
import { makeClubs, sisterTeams, type TownRegistry, tierRating } from "./clubs";
import { type Country, country, type Region } from "./countries";
import type { KickoffProfile, SeasonCalendar, Slot } from "./model";
import { personName, townName } from "./people";
import { makeRng } from "./rng";
import { type CalendarKey, CUP_NAMES, DEFAULT_TIERS, REGIONAL, ROWS, TIER_NAMES } from "./soccerMap";

const PROFILE: Record<Region, KickoffProfile> = {
  europe: "soccer_europe",
  south_america: "soccer_south_america",
  north_america: "soccer_north_america",
  asia: "soccer_asia",
  oceania: "soccer_asia",
  africa: "soccer_africa",
};

const SENIOR_SLOTS: ReadonlyArray<Slot> = [WEEKEND, MIDWEEK];
/**
 * Outside Europe leagues play midweek as a habit, not only when the calendar is tight: their evenings
 * are the UTC night, which Europe leaves empty.
 */
const MIDWEEK_HABIT: ReadonlyArray<Slot> = [WEEKEND, { ...MIDWEEK, primary: true }];
/**
 * A league with its own weekday, every week (its clubs play no cups midweek), and a second one three
 * days on for the seasons whose calendar has fewer weeks than rounds.
 */
const weekdaySlots = (weekday: number): ReadonlyArray<Slot> => [
  {
    weekday,
    primary: true,
    anyWeek: true,
    spread: [
      [0, 0.6],
      [1, 0.4],
    ],
  },
  { weekday: (weekday + 3) % 7, primary: false, anyWeek: true, spread: [[0, 1]] },
];

interface Built {
  readonly country: Country;
  readonly strength: number;
  /** Men's clubs by tier. */
  readonly tiers: ReadonlyArray<ReadonlyArray<SimTeam>>;
}

export const buildSoccer = (b: WorldBuilder): void => {
  const sport = fullSport("soccer");
  const rng = makeRng(`${b.seed}/soccer`);
  const built: Built[] = [];
  const nationalCategory = b.category(sport, {
    key: "international",
    name: "International",
    icon: "int",
    country: null,
    priority: 1000,
  });
  const clubsCategory = b.category(sport, {
    key: "international-clubs",
    name: "International Clubs",
    icon: "int",
    country: null,
    priority: 990,
  });

  ROWS.forEach(([key, strength, calendarKey, tierSizes, women, youth, cupSize, u19 = 0], index) => {
    const c = country(key);
    const category = b.category(sport, {
      key,
      name: c.name,
      icon: c.icon,
      country: c.code,
      priority: 980 - index * 10,
    });
    const towns: TownRegistry = new Set();
    const kickoff = PROFILE[c.region];
    const tiers = tierSizes.map((count, tier) =>
      makeClubs(b, rng, category, c, towns, {
        sport: "soccer",
        key: `tier${tier}`,
        count,
        rating: tierRating(strength, tier),
        founded: [1870 + tier * 15, 1990 + tier * 10],
      }),
    );
    const names = TIER_NAMES[key] ?? DEFAULT_TIERS;
    const league = (
      name: string,
      teams: ReadonlyArray<SimTeam>,
      priority: number,
      profile: KickoffProfile,
      calendar: CalendarKey,
      slots: ReadonlyArray<Slot> = SENIOR_SLOTS,
    ): void => {
      const ids = teams.map((t) => t.id);
      if (calendar === "split") {
        // Apertura and Clausura: two single round robins a year, each its own tournament.
        for (const [half, cal] of [
          ["Apertura", CALENDARS.apertura],
          ["Clausura", CALENDARS.clausura],
        ] as const) {
          b.tournament(category, {
            key: `${name}/${half}`,
            name: `${name}, ${half}`,
            priority,
            calendar: cal,
            format: { kind: "league", teamIds: ids, legs: 1, slots },
            kickoff: profile,
          });
        }
        return;
      }
      b.tournament(category, {
        key: name,
        name,
        priority,
        calendar: CALENDARS[calendar],
        format: { kind: "league", teamIds: ids, legs: legsFor(ids.length), slots },
        kickoff: profile,
      });
    };
    const senior = c.region === "europe" ? SENIOR_SLOTS : MIDWEEK_HABIT;
    tiers.forEach((teams, tier) => {
      league(
        names[tier] ?? `Division ${tier + 1}`,
        teams,
        [100, 60, 40, 30][tier]!,
        kickoff,
        calendarKey,
        senior,
      );
    });
    const clubs = tiers.flat();
    for (const [name, size, calendar] of REGIONAL[key] ?? []) {
      const teams = makeClubs(b, rng, category, c, towns, {
        sport: "soccer",
        key: `regional/${name}`,
        count: size,
        rating: tierRating(strength, tiers.length),
        founded: [1920, 2015],
      });
      league(name, teams, 30, kickoff, calendar, senior);
    }
    // NOTE: women's and youth football is played midweek and in the local afternoon, which is where the
    // weekday and the UTC small hours get most of their matches.
    if (women > 0) {
      const sides = sisterTeams(b, rng, category, c, clubs.slice(0, women), "women", [
        1000 + 500 * strength,
        80,
      ]);
      league("Women's League", sides, 25, "soccer_youth", calendarKey, weekdaySlots([0, 3, 5][index % 3]!));
    }
    if (youth > 0) {
      const sides = sisterTeams(b, rng, category, c, clubs.slice(0, youth), "U21", [
        1000 + 400 * strength,
        70,
      ]);
      league("U21 League", sides, 20, "soccer_youth", calendarKey, weekdaySlots(1 + (index % 5)));
    }
    if (u19 > 0) {
      const sides = sisterTeams(b, rng, category, c, clubs.slice(0, u19), "U19", [1000 + 300 * strength, 70]);
      league("U19 League", sides, 15, "soccer_youth", calendarKey, weekdaySlots(1 + ((index + 2) % 5)));
    }
    if (cupSize > 0) {
      const calendar: SeasonCalendar =
        calendarKey === "split" ? CALENDARS.calendarYear : CALENDARS[calendarKey];
      b.tournament(category, {
        key: "cup",
        name: CUP_NAMES[c.pool] ?? "Cup",
        priority: 70,
        calendar,
        format: { kind: "cup", entrants: clubs.map((t) => t.id), size: cupSize, weekday: 3 },
        kickoff,
      });
    }
    if (key === "br") {
      // State championships fill the Brazilian summer before the national season.
      const shuffled = rng.shuffle(clubs);
      ["Estadual Sul", "Estadual Norte", "Estadual Leste", "Estadual Centro"].forEach((name, i) => {
        b.tournament(category, {
          key: name,
          name,
          priority: 35,
          calendar: CALENDARS.brazilState,
          format: {
            kind: "league",
            teamIds: shuffled.slice(i * 16, i * 16 + 16).map((t) => t.id),
            legs: 1,
            slots: SENIOR_SLOTS,
          },
          kickoff,
        });
      });
    }
    built.push({ country: c, strength, tiers });
  });

  buildContinental(b, clubsCategory, built);
  buildNations(b, nationalCategory, built);
  b.tournament(clubsCategory, {
    key: "friendlies",
    name: "Club Friendly Games",
    priority: 5,
    calendar: CALENDARS.wholeYear,
    format: { kind: "friendlies" },
    kickoff: "soccer_europe",
  });
};

const topClubs = (built: ReadonlyArray<Built>, regions: ReadonlyArray<Region>): SimTeam[] =>
  built
    .filter((x) => regions.includes(x.country.region))
    .flatMap((x) => x.tiers[0] ?? [])
    .sort((a, b) => b.rating - a.rating || (a.id < b.id ? -1 : 1));

const ids = (teams: ReadonlyArray<SimTeam>): string[] => teams.map((t) => t.id);

const buildContinental = (
  b: WorldBuilder,
  category: ReturnType<WorldBuilder["category"]>,
  built: ReadonlyArray<Built>,
): void => {
  const europe = topClubs(built, ["europe"]);
  // NOTE: the two European cups draw from disjoint lists, so no club plays both in one week.
  b.tournament(category, {
    key: "champions-cup",
    name: "Champions Cup",
    priority: 120,
    calendar: CALENDARS.continental,
    format: { kind: "groups_knockout", entrants: ids(europe.slice(0, 48)), groups: 8, weekday: 2 },
    kickoff: "soccer_europe",
  });
  b.tournament(category, {
    key: "continental-trophy",
    name: "Continental Trophy",
    priority: 90,
    calendar: CALENDARS.continental,
    format: { kind: "groups_knockout", entrants: ids(europe.slice(48, 140)), groups: 8, weekday: 4 },
    kickoff: "soccer_europe",
  });
  b.tournament(category, {
    key: "copa-continental",
    name: "Copa Continental",
    priority: 85,
    calendar: CALENDARS.southAmericaCup,
    format: {
      kind: "groups_knockout",
      entrants: ids(topClubs(built, ["south_america"]).slice(0, 64)),
      groups: 8,
      weekday: 2,
    },
    kickoff: "soccer_south_america",
  });
  b.tournament(category, {
    key: "asian-champions-cup",
    name: "Asian Champions Cup",
    priority: 75,
    calendar: CALENDARS.asiaCross,
    format: {
      kind: "groups_knockout",
      entrants: ids(topClubs(built, ["asia", "oceania"]).slice(0, 48)),
      groups: 8,
      weekday: 2,
    },
    kickoff: "soccer_asia",
  });
  b.tournament(category, {
    key: "african-champions-cup",
    name: "African Champions Cup",
    priority: 65,
    calendar: CALENDARS.africaCross,
    format: {
      kind: "groups_knockout",
      entrants: ids(topClubs(built, ["africa"]).slice(0, 32)),
      groups: 4,
      weekday: 3,
    },
    kickoff: "soccer_africa",
  });
  b.tournament(category, {
    key: "north-american-champions-cup",
    name: "North American Champions Cup",
    priority: 62,
    calendar: CALENDARS.northAmericaCup,
    format: {
      kind: "cup",
      entrants: ids(topClubs(built, ["north_america"]).slice(0, 24)),
      size: 16,
      weekday: 2,
      continental: true,
    },
    kickoff: "soccer_north_america",
  });
};

const buildNations = (
  b: WorldBuilder,
  category: ReturnType<WorldBuilder["category"]>,
  built: ReadonlyArray<Built>,
): void => {
  const rng = makeRng(`${b.seed}/soccer/nations`);
  const teams = [...built]
    .sort((a, b) => b.strength - a.strength)
    .slice(0, 48)
    .map((x) => {
      const c = x.country;
      return b.team(category, {
        key: `nation/${c.icon}`,
        name: c.name,
        shortName: c.name.length <= 12 ? c.name : c.icon.toUpperCase(),
        venue: `${townName(rng, c.pool)} National Stadium`,
        managerName: personName(rng, c.pool, "men").name,
        foundationDate: Date.UTC(rng.int(1880, 1960), rng.int(0, 11), rng.int(1, 28)),
        national: true,
        country: c,
        rating: 1150 + 800 * x.strength + rng.normal(0, 40),
        gender: "men",
        youth: false,
        utcOffset: c.offsets[0]!,
      });
    });
  b.tournament(category, {
    key: "nations-cup",
    name: "Nations Cup",
    priority: 110,
    calendar: CALENDARS.nations,
    format: { kind: "groups_knockout", entrants: ids(teams), groups: 8, weekday: 6 },
    kickoff: "soccer_europe",
  });
};
