import type { SportKind } from "../feed/tree";
import { uuidV5 } from "./uuidV5";

/** One sport of the catalogue (sports-data section 1). Same fields as the provider's `SportInfo`. */
export interface SportEntry {
  readonly id: string;
  readonly code: string;
  readonly name: string;
  readonly priority: number;
  readonly kind: SportKind;
}

/**
 * NOTE: sport ids are UUID v5 of the code in this namespace, so they never change between runs or
 * machines and the browser can compute them too. Changing the namespace changes every sport id: don't.
 */
export const SPORTS_NAMESPACE = "b548e153-417f-5af6-9b3c-f7fa2ba8dcb9";

/** The sports with full support (scores, odds, statistics). */
export const FULL_SPORT_CODES = ["soccer", "tennis", "basketball", "ice_hockey", "volleyball"] as const;
export type FullSport = (typeof FULL_SPORT_CODES)[number];

export const isFullSport = (code: string): code is FullSport =>
  (FULL_SPORT_CODES as ReadonlyArray<string>).includes(code);

type Row = readonly [code: string, name: string, priority?: number];

const BASE: ReadonlyArray<Row> = [
  ["soccer", "Soccer", 10000],
  ["tennis", "Tennis", 9950],
  ["basketball", "Basketball", 9900],
  ["ice_hockey", "Ice Hockey", 9850],
  ["volleyball", "Volleyball", 9800],
  ["handball", "Handball", 700],
  ["table_tennis", "Table Tennis", 650],
  ["baseball", "Baseball", 600],
  ["american_football", "American Football", 550],
  ["cricket", "Cricket", 500],
  ["rugby", "Rugby Union", 450],
  ["rugby_league", "Rugby League", 300],
  ["darts", "Darts", 400],
  ["snooker", "Snooker", 350],
  ["mma", "MMA", 330],
  ["boxing", "Boxing", 320],
  ["futsal", "Futsal", 250],
  ["badminton", "Badminton", 200],
  ["formula1", "Formula 1", 150],
  ["beach_volley", "Beach Volley", 100],
  ["water_polo", "Water Polo"],
  ["floorball", "Floorball"],
  ["bandy", "Bandy"],
  ["aussie_rules", "Aussie Rules"],
  ["cycling", "Cycling"],
  ["golf", "Golf"],
  ["motorsport", "Motorsport"],
  ["nascar", "NASCAR"],
  ["indycar", "IndyCar"],
  ["motogp", "MotoGP"],
  ["rally", "Rally"],
  ["speedway", "Speedway"],
  ["alpine_skiing", "Alpine Skiing"],
  ["biathlon", "Biathlon"],
  ["ski_jumping", "Ski Jumping"],
  ["cross_country", "Cross-Country Skiing"],
  ["nordic_combined", "Nordic Combined"],
  ["freestyle_skiing", "Freestyle Skiing"],
  ["snowboard", "Snowboard"],
  ["figure_skating", "Figure Skating"],
  ["speed_skating", "Speed Skating"],
  ["short_track", "Short Track"],
  ["bobsleigh", "Bobsleigh"],
  ["luge", "Luge"],
  ["squash", "Squash"],
  ["field_hockey", "Field Hockey"],
  ["curling", "Curling"],
  ["chess", "Chess"],
  ["bowls", "Bowls"],
  ["gaelic_football", "Gaelic Football"],
  ["hurling", "Hurling"],
  ["kabaddi", "Kabaddi"],
  ["netball", "Netball"],
  ["padel", "Padel"],
  ["pesapallo", "Pesäpallo"],
  ["lacrosse", "Lacrosse"],
  ["softball", "Softball"],
  ["sailing", "Sailing"],
  ["surfing", "Surfing"],
  ["rowing", "Rowing"],
  ["horse_racing", "Horse Racing"],
  ["greyhound_racing", "Greyhound Racing"],
  ["trotting", "Trotting"],
  ["athletics", "Athletics"],
  ["swimming", "Swimming"],
  ["triathlon", "Triathlon"],
  ["beach_soccer", "Beach Soccer"],
  ["sumo", "Sumo"],
  ["wrestling", "Wrestling"],
  ["judo", "Judo"],
  ["fencing", "Fencing"],
  ["olympics", "Olympic Games"],
];

const VIRTUAL: ReadonlyArray<Row> = [
  ["kiron_soccer", "Virtual Soccer", 90],
  ["kiron_basketball", "Virtual Basketball", 80],
  ["kiron_horse_racing", "Virtual Horse Racing", 70],
  ["kiron_greyhounds", "Virtual Greyhounds", 60],
  ["kiron_tennis", "Virtual Tennis"],
  ["kiron_motor_racing", "Virtual Motor Racing"],
  ["kiron_cycling", "Virtual Cycling"],
  ["kiron_speedway", "Virtual Speedway"],
  ["kiron_darts", "Virtual Darts"],
  ["kiron_table_tennis", "Virtual Table Tennis"],
  ["kiron_ice_hockey", "Virtual Ice Hockey"],
  ["kiron_roulette", "Roulette"],
  ["kiron_keno", "Keno"],
  ["kiron_lucky_loot", "Lucky Loot"],
];

const ESPORT: ReadonlyArray<Row> = [
  ["dota2", "Dota 2", 95],
  ["csgo", "Counter-Strike", 94],
  ["lol", "League of Legends", 93],
  ["valorant", "Valorant", 92],
  ["e_soccer", "eSoccer", 91],
  ["e_basketball", "eBasketball"],
  ["e_ice_hockey", "eIce Hockey"],
  ["e_tennis", "eTennis"],
  ["fifa", "EA Sports FC"],
  ["rocket_league", "Rocket League"],
  ["starcraft2", "StarCraft II"],
  ["overwatch", "Overwatch"],
  ["rainbow_six", "Rainbow Six"],
  ["call_of_duty", "Call of Duty"],
  ["king_of_glory", "King of Glory"],
  ["mobile_legends", "Mobile Legends"],
  ["pubg", "PUBG"],
  ["apex_legends", "Apex Legends"],
  ["arena_of_valor", "Arena of Valor"],
  ["hearthstone", "Hearthstone"],
];

const entry =
  (kind: SportKind) =>
  ([code, name, priority = 0]: Row): SportEntry => ({
    id: uuidV5(SPORTS_NAMESPACE, code),
    code,
    name,
    priority,
    kind,
  });

export const SPORTS: ReadonlyArray<SportEntry> = [
  ...BASE.map(entry("base")),
  ...VIRTUAL.map(entry("virtual")),
  ...ESPORT.map(entry("esport")),
  entry("decimal_cricket")(["decimal_cricket", "Decimal Cricket", 0]),
];

const byCode = new Map(SPORTS.map((sport) => [sport.code, sport]));
const byId = new Map(SPORTS.map((sport) => [sport.id, sport]));

export const sportByCode = (code: string): SportEntry | undefined => byCode.get(code);
export const sportById = (id: string): SportEntry | undefined => byId.get(id);
export const isKnownSportId = (id: string): boolean => byId.has(id);

/** For the five full sports, whose presence is a fact of this file, not a lookup that may fail. */
export const fullSport = (code: FullSport): SportEntry => byCode.get(code)!;
