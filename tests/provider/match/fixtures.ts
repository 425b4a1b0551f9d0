import { mulberry32 } from "../../../server/provider/simulator/match/random";
import type { Fixture, FullSportCode, SimPlayer, SimTeam } from "../../../server/provider/simulator/types";

const SQUADS: Readonly<Record<FullSportCode, ReadonlyArray<string>>> = {
  soccer: [
    "G",
    "D",
    "D",
    "D",
    "D",
    "M",
    "M",
    "M",
    "M",
    "F",
    "F",
    "G",
    "D",
    "D",
    "M",
    "M",
    "F",
    "F",
    "M",
    "D",
  ],
  ice_hockey: [
    "G",
    "D",
    "D",
    "D",
    "D",
    "D",
    "D",
    "F",
    "F",
    "F",
    "F",
    "F",
    "F",
    "F",
    "F",
    "F",
    "F",
    "F",
    "F",
    "G",
  ],
  basketball: ["C", "F", "F", "G", "G", "C", "F", "G", "F", "G", "C", "F"],
  volleyball: ["S", "O", "M", "M", "L", "O", "S", "M", "L", "O", "M", "O"],
  tennis: ["P"],
};

const player = (teamId: string, index: number, position: string, attack: number): SimPlayer => ({
  id: `${teamId}-pl${index}`,
  name: `Player ${index} ${teamId}`,
  firstName: "Player",
  lastName: `${index}`,
  shortName: `P. ${index}`,
  position,
  shirtNumber: index + 1,
  dateOfBirth: Date.UTC(1998, 0, 1),
  height: 180,
  preferredFoot: "right",
  country: "gb",
  marketValue: 1_000_000,
  attack,
});

export const team = (sport: FullSportCode, id: string, rating: number): SimTeam => ({
  id,
  sportId: `sport-${sport}`,
  categoryId: "category-1",
  name: `Team ${id}`,
  shortName: id.slice(0, 3).toUpperCase(),
  venue: "Arena",
  managerName: "Manager",
  foundationDate: Date.UTC(1900, 0, 1),
  national: false,
  country: "gb",
  rating,
  players: SQUADS[sport].map((position, index) =>
    player(
      id,
      index,
      position,
      position === "F" ? 0.7 - index / 40 : position === "G" ? 0.01 : 0.25 + (index % 3) / 10,
    ),
  ),
});

export const KICK_OFF = Date.UTC(2026, 10, 23, 18, 0);

export interface FixtureOptions {
  readonly seed: number;
  readonly homeRating?: number;
  readonly awayRating?: number;
  readonly knockout?: boolean;
  readonly fate?: Fixture["fate"];
  readonly bestOfSets?: number;
  readonly tournamentId?: string;
  readonly startTime?: number;
}

/** A hand-built fixture; ratings drawn from the seed unless given, so a batch covers even and uneven ties. */
export const fixture = (sport: FullSportCode, options: FixtureOptions): Fixture => {
  const rng = mulberry32(options.seed ^ 0x5eed);
  const homeRating = options.homeRating ?? 1200 + Math.round(rng.next() * 600);
  const awayRating = options.awayRating ?? 1200 + Math.round(rng.next() * 600);
  const bestOfSets = sport === "tennis" ? (options.bestOfSets ?? 3) : sport === "volleyball" ? 5 : undefined;
  return {
    id: `${sport}-fx-${options.seed}`,
    sportCode: sport,
    sportId: `sport-${sport}`,
    categoryId: "category-1",
    tournamentId: options.tournamentId ?? `tournament-${sport}`,
    seasonId: "season-1",
    round: 1,
    roundType: options.knockout ? "QUARTERFINALS" : "REGULAR",
    stage: options.knockout ? "PLAY_OFF" : "GROUP_STAGE",
    startTime: options.startTime ?? KICK_OFF,
    home: team(sport, `home${options.seed}`, homeRating),
    away: team(sport, `away${options.seed}`, awayRating),
    knockout: options.knockout ?? false,
    ...(bestOfSets ? { bestOfSets } : {}),
    seed: options.seed,
    fate: options.fate ?? "normal",
  };
};

export const seeds = (count: number, from = 1): number[] =>
  Array.from({ length: count }, (_, i) => from + i * 7919);
