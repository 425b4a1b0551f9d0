import type { FullSportCode } from "../types";
import type { NamePool } from "./names";
import { POOLS } from "./names";
import type { Rng } from "./rng";

/** `{t}` is the town, `{s}` a surname from the same pool. */
const SOCCER_CLUB: Record<NamePool, ReadonlyArray<string>> = {
  en: [
    "{t} United",
    "{t} City",
    "{t} Rovers",
    "{t} Athletic",
    "{t} Town",
    "{t} Wanderers",
    "{t} Albion",
    "AFC {t}",
    "{t} FC",
    "{t} County",
  ],
  es: [
    "Real {t}",
    "Atlético {t}",
    "Deportivo {t}",
    "CD {t}",
    "{t} CF",
    "Racing {t}",
    "Unión {t}",
    "Club {t}",
    "Sporting {t}",
    "CA {t}",
  ],
  pt: [
    "{t} EC",
    "Sport {t}",
    "{t} FC",
    "Atlético {t}",
    "Grêmio {t}",
    "SC {t}",
    "CR {t}",
    "Clube {t}",
    "União {t}",
  ],
  de: [
    "FC {t}",
    "SV {t}",
    "VfB {t}",
    "TSV {t}",
    "Borussia {t}",
    "Eintracht {t}",
    "SC {t}",
    "1. FC {t}",
    "VfL {t}",
    "Fortuna {t}",
  ],
  it: ["AC {t}", "{t} Calcio", "US {t}", "AS {t}", "SS {t}", "Virtus {t}", "Pro {t}", "{t} FC"],
  fr: ["FC {t}", "Olympique {t}", "AS {t}", "Stade {t}", "RC {t}", "US {t}", "SC {t}", "En Avant {t}"],
  nl: ["{t} FC", "FC {t}", "SC {t}", "VV {t}", "Sparta {t}", "{t} Boys", "Go Ahead {t}"],
  nordic: ["{t} IF", "{t} BK", "IFK {t}", "{t} FF", "IK {t}", "{t} SK", "FC {t}"],
  slavic: [
    "FK {t}",
    "Dinamo {t}",
    "Lokomotiv {t}",
    "Spartak {t}",
    "Torpedo {t}",
    "Slavia {t}",
    "Metalurg {t}",
    "Rapid {t}",
    "NK {t}",
    "Ruch {t}",
    "Polonia {t}",
  ],
  tr: ["{t}spor", "{t} Belediyespor", "{t} Gücü", "{t} İdmanyurdu", "{t} FK"],
  gr: ["Aris {t}", "PAS {t}", "AE {t}", "Asteras {t}", "Atromitos {t}", "Iraklis {t}", "AO {t}"],
  ja: ["{t} FC", "FC {t}", "{t} United", "{t} Blaze", "{t} Sparks", "{t} Tide", "{t} Trinity"],
  ko: ["{t} FC", "{t} United", "{t} Dragons", "{t} Phoenix", "{t} Stars"],
  zh: ["{t} FC", "{t} Dragons", "{t} Lions", "{t} Star", "{t} Harbour", "{t} Eagles"],
  ar: ["Al {t}", "{t} SC", "Ittihad {t}", "Ahli {t}", "{t} Club", "Raja {t}", "Hilal {t}", "Nasr {t}"],
  sea: ["{t} FC", "{t} United", "Port {t}", "{t} Warriors", "{t} City"],
  af: ["{t} FC", "{t} United", "{t} Stars", "{t} Rangers", "{t} Chiefs", "{t} Dynamos", "{t} Heroes"],
  in: ["{t} FC", "{t} City", "{t} United", "{t} Blasters", "{t} Tigers"],
};

const MASCOTS = [
  "Hawks",
  "Wolves",
  "Bears",
  "Falcons",
  "Titans",
  "Knights",
  "Storm",
  "Thunder",
  "Blaze",
  "Rangers",
  "Mariners",
  "Pioneers",
  "Stallions",
  "Comets",
  "Vipers",
  "Grizzlies",
  "Lynx",
  "Ravens",
  "Cougars",
  "Outlaws",
  "Admirals",
  "Monarchs",
  "Rockets",
  "Sentinels",
  "Voyagers",
  "Huskies",
  "Bison",
  "Spartans",
  "Phantoms",
  "Express",
  "Giants",
  "Wildcats",
  "Flames",
  "Sharks",
  "Condors",
];

/** Indoor club names in the European way, by pool; pools not listed name clubs the North American way. */
const INDOOR_CLUB: Partial<Record<FullSportCode, Partial<Record<NamePool, ReadonlyArray<string>>>>> = {
  basketball: {
    es: ["CB {t}", "{t} Basket", "Club Baloncesto {t}", "Bàsquet {t}"],
    it: ["Pallacanestro {t}", "Virtus {t}", "{t} Basket", "Olimpia {t}"],
    de: ["{t} Baskets", "BG {t}", "MBC {t}"],
    fr: ["{t} Basket", "Élan {t}", "ASB {t}"],
    slavic: ["KK {t}", "BC {t}", "Radnički {t}", "Sloboda {t}"],
    gr: ["Aris {t}", "Olympos {t}", "Ionikos {t}", "GS {t}"],
    tr: ["{t} Basket", "{t}spor", "{t} Belediyesi"],
    pt: ["{t} Basquete", "EC {t}"],
    nordic: ["{t} Basket", "BK {t}"],
  },
  ice_hockey: {
    nordic: ["{t} IF", "{t} HC", "{t} IK", "{t} Pelicans", "Kiekko {t}"],
    de: ["EHC {t}", "Adler {t}", "Eisbären {t}", "Pinguine {t}", "HC {t}", "Lions {t}"],
    slavic: [
      "HC {t}",
      "HK {t}",
      "Dinamo {t}",
      "Lokomotiv {t}",
      "Avangard {t}",
      "Traktor {t}",
      "Metallurg {t}",
    ],
  },
  volleyball: {
    it: ["Volley {t}", "Pallavolo {t}", "{t} Volley"],
    slavic: ["{t} Volley", "VK {t}", "Orzeł {t}", "Dinamo {t}"],
    pt: ["{t} Vôlei", "EC {t} Vôlei", "Clube {t}"],
    tr: ["{t} Voleybol", "{t}spor"],
    fr: ["{t} Volley", "VB {t}", "Stade {t} Volley"],
    de: ["VfB {t}", "SVG {t}", "{t} Volleys"],
    ja: ["{t} Blazers", "{t} Thunders", "{t} Sunbirds"],
  },
};
const VOLLEY_DEFAULT = ["{t} Volley", "VC {t}", "{t} Volleyball Club", "Volley {t}"];

const fill = (pattern: string, town: string, rng: Rng, pool: NamePool): string =>
  pattern.replace("{t}", town).replace("{s}", rng.pick(POOLS[pool].last));

export const clubName = (rng: Rng, sport: FullSportCode, pool: NamePool, town: string): string => {
  if (sport === "soccer") return fill(rng.pick(SOCCER_CLUB[pool]), town, rng, pool);
  const local = INDOOR_CLUB[sport]?.[pool];
  if (local) return fill(rng.pick(local), town, rng, pool);
  if (sport === "volleyball") return fill(rng.pick(VOLLEY_DEFAULT), town, rng, pool);
  return `${town} ${rng.pick(MASCOTS)}`;
};

const SOCCER_VENUE: Partial<Record<NamePool, ReadonlyArray<string>>> = {
  en: ["{t} Park", "{t} Stadium", "{s} Road", "{s} Park", "The {t} Ground", "{s} Lane"],
  es: ["Estadio {s}", "Estadio Municipal de {t}", "Campo de {t}", "Estadio {t}"],
  pt: ["Estádio {s}", "Arena {t}", "Estádio Municipal de {t}"],
  de: ["{t} Arena", "Stadion {t}", "{s}-Stadion", "Waldstadion {t}"],
  it: ["Stadio {s}", "Stadio Comunale {t}", "Stadio {t}"],
  fr: ["Stade {s}", "Stade de {t}", "Stade Municipal {t}"],
  nl: ["{t} Stadion", "Sportpark {t}", "De {s}"],
  slavic: ["Stadion {t}", "Gradski Stadion {t}", "Arena {t}"],
  tr: ["{t} Stadyumu", "{s} Stadyumu"],
};
const INDOOR_VENUE = ["{t} Arena", "{s} Arena", "{t} Sports Hall", "{t} Dome", "{t} Centre", "Palasport {t}"];
const ICE_VENUE = ["{t} Ice Arena", "{t} Ice Palace", "{s} Arena", "{t} Coliseum", "{t} Icehall"];

export const venueName = (rng: Rng, sport: FullSportCode, pool: NamePool, town: string): string => {
  if (sport === "soccer")
    return fill(rng.pick(SOCCER_VENUE[pool] ?? ["{t} Stadium", "{t} Arena", "{s} Stadium"]), town, rng, pool);
  if (sport === "ice_hockey") return fill(rng.pick(ICE_VENUE), town, rng, pool);
  if (sport === "tennis") return `${town} Tennis Club`;
  return fill(rng.pick(INDOOR_VENUE), town, rng, pool);
};

/** A short name for scoreboards: the town, or the name itself when the town reads oddly alone. */
export const shortClubName = (name: string, town: string): string => (name.length <= 14 ? name : town);
