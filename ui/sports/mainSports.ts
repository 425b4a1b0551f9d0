import { type FullSport, fullSport } from "../../domain/sports/catalogue.ts";

/**
 * The five sports with full support (sports-data section 1), in the spec's priority order (10000 to 9800).
 * `code` is the URL's sportCode; `catalogue` is the sport's code in the catalogue (and so the feed), which
 * spells ice hockey with an underscore.
 */
export const MAIN_SPORTS = [
  { code: "soccer", catalogue: "soccer", label: "sports.soccer" },
  { code: "tennis", catalogue: "tennis", label: "sports.tennis" },
  { code: "basketball", catalogue: "basketball", label: "sports.basketball" },
  { code: "ice-hockey", catalogue: "ice_hockey", label: "sports.iceHockey" },
  { code: "volleyball", catalogue: "volleyball", label: "sports.volleyball" },
] as const satisfies ReadonlyArray<{ code: string; catalogue: FullSport; label: string }>;

export type MainSport = (typeof MAIN_SPORTS)[number];
export type MainSportCode = MainSport["code"];

export const DEFAULT_SPORT: MainSportCode = "soccer";

export const mainSportByCode = (code: string): MainSport | undefined =>
  MAIN_SPORTS.find((sport) => sport.code === code);

/** The feed's id of a main sport (a UUID v5 of its catalogue code). */
export const sportIdOf = (sport: MainSport): string => fullSport(sport.catalogue).id;

/** The main sport a feed sport id belongs to, if it is one of the five. */
export const mainSportById = (sportId: string): MainSport | undefined =>
  MAIN_SPORTS.find((sport) => sportIdOf(sport) === sportId);
