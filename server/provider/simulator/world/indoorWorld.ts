import { fullSport } from "../../../../domain/sports/catalogue";
import type { SimTeam } from "../types";
import type { WorldBuilder } from "./builder";
import { CALENDARS } from "./calendars";
import { makeClubs, type TownRegistry, tierRating } from "./clubs";
import { country } from "./countries";
import { BASKETBALL, ICE_HOCKEY, type IndoorSport, type Row, VOLLEYBALL } from "./indoorLeagues";
import type { KickoffProfile, WorldCategory } from "./model";
import { makeRng } from "./rng";

const SETUPS: Record<
  IndoorSport,
  { rows: ReadonlyArray<Row>; profile: KickoffProfile; northAmerica: KickoffProfile }
> = {
  basketball: { rows: BASKETBALL, profile: "basketball", northAmerica: "basketball_north_america" },
  ice_hockey: { rows: ICE_HOCKEY, profile: "ice_hockey", northAmerica: "ice_hockey_north_america" },
  volleyball: { rows: VOLLEYBALL, profile: "volleyball", northAmerica: "volleyball" },
};

interface Club {
  readonly team: SimTeam;
  readonly region: string;
  readonly gender: "men" | "women";
}

/** Basketball, ice hockey and volleyball: national leagues, a few cups and the European club competitions. */
export const buildIndoor = (b: WorldBuilder, code: IndoorSport): void => {
  const sport = fullSport(code);
  const setup = SETUPS[code];
  const rng = makeRng(`${b.seed}/${code}`);
  const international = b.category(sport, {
    key: "international",
    name: "International",
    icon: "int",
    country: null,
    priority: 1000,
  });
  const clubs: Club[] = [];
  const bestOfSets = code === "volleyball" ? 5 : undefined;
  setup.rows.forEach((row, index) => {
    const c = country(row.key);
    const category: WorldCategory = b.category(sport, {
      key: row.key,
      name: c.name,
      icon: c.icon,
      country: c.code,
      priority: 980 - index * 10,
    });
    const towns: TownRegistry = new Set();
    const profile = c.region === "north_america" ? setup.northAmerica : setup.profile;
    const menTiers: SimTeam[] = [];
    row.leagues.forEach((league, i) => {
      const gender = league.gender ?? "men";
      const tier = gender === "women" ? 0 : row.leagues.slice(0, i).filter((x) => !x.gender).length;
      const teams = makeClubs(b, rng, category, c, towns, {
        sport: code,
        key: `league${i}`,
        count: league.size,
        rating: tierRating(row.strength, tier),
        founded: [1900 + tier * 20, 2015],
        gender,
      });
      if (gender === "men") menTiers.push(...teams);
      for (const team of teams) clubs.push({ team, region: c.region, gender });
      b.tournament(category, {
        key: league.name,
        name: league.name,
        priority: gender === "women" ? 50 : ([100, 60, 40][tier] ?? 30),
        calendar: CALENDARS[row.calendar],
        format: { kind: "league", teamIds: teams.map((t) => t.id), legs: league.legs, slots: row.slots },
        kickoff: profile,
        ...(bestOfSets ? { bestOfSets } : {}),
      });
    });
    if (row.cup) {
      b.tournament(category, {
        key: "cup",
        name: "Cup",
        priority: 65,
        calendar: CALENDARS[row.calendar],
        format: { kind: "cup", entrants: menTiers.map((t) => t.id), size: row.cup, weekday: 3 },
        kickoff: profile,
        ...(bestOfSets ? { bestOfSets } : {}),
      });
    }
  });
  const european = (gender: "men" | "women"): string[] =>
    clubs
      .filter((club) => club.region === "europe" && club.gender === gender)
      .map((club) => club.team)
      .sort((a, b) => b.rating - a.rating || (a.id < b.id ? -1 : 1))
      .map((t) => t.id);
  const cup = (
    key: string,
    name: string,
    entrants: string[],
    groups: 4 | 8,
    weekday: number,
    priority: number,
  ): void => {
    b.tournament(international, {
      key,
      name,
      priority,
      calendar: CALENDARS.indoor,
      format: { kind: "groups_knockout", entrants, groups, weekday },
      kickoff: setup.profile,
      ...(bestOfSets ? { bestOfSets } : {}),
    });
  };
  if (code === "basketball") {
    const top = european("men");
    // The top European clubs play a league of their own on Thursdays and Fridays.
    b.tournament(international, {
      key: "euro-league",
      name: "Euro League",
      priority: 110,
      calendar: CALENDARS.indoor,
      format: {
        kind: "league",
        teamIds: top.slice(0, 18),
        legs: 2,
        slots: [
          {
            weekday: 4,
            primary: true,
            anyWeek: true,
            spread: [
              [0, 0.5],
              [1, 0.5],
            ],
          },
          // Double-round weeks, Tuesday and Thursday, where the calendar is short of Thursdays.
          { weekday: 2, primary: false, anyWeek: true, spread: [[0, 1]] },
        ],
      },
      kickoff: setup.profile,
    });
    cup("euro-cup", "Euro Cup", top.slice(18, 50), 4, 2, 80);
  } else if (code === "ice_hockey") {
    cup("champions-hockey-league", "Champions Hockey League", european("men").slice(0, 48), 8, 2, 90);
  } else {
    cup("champions-league", "Champions League", european("men").slice(0, 24), 4, 3, 90);
    cup("champions-league-women", "Champions League Women", european("women").slice(0, 24), 4, 2, 80);
  }
};
