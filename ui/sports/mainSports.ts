/**
 * The five sports with full support (sports-data section 1), in the spec's priority order (10000 to 9800).
 * `code` is the URL's sportCode.
 */
export const MAIN_SPORTS = [
  { code: "soccer", label: "sports.soccer" },
  { code: "tennis", label: "sports.tennis" },
  { code: "basketball", label: "sports.basketball" },
  { code: "ice-hockey", label: "sports.iceHockey" },
  { code: "volleyball", label: "sports.volleyball" },
] as const;

export type MainSport = (typeof MAIN_SPORTS)[number];
export type MainSportCode = MainSport["code"];

export const DEFAULT_SPORT: MainSportCode = "soccer";

export const mainSportByCode = (code: string): MainSport | undefined =>
  MAIN_SPORTS.find((sport) => sport.code === code);
