import type { NamePool } from "./names";

export type Region = "europe" | "south_america" | "north_america" | "asia" | "oceania" | "africa";

export interface Country {
  /** ISO 3166 alpha-2, lower case: what players and teams carry. */
  readonly code: string;
  readonly name: string;
  /** The flag the category shows: alpha-2, or a subdivision flag such as gb-eng. */
  readonly icon: string;
  readonly pool: NamePool;
  readonly region: Region;
  /**
   * Local time offsets of its venues, minutes east of UTC; big countries have several, and each team
   * takes one, so kick-offs spread over the clock like real ones do.
   * NOTE: standard time all year: daylight saving would shift kick-offs by an hour twice a year and
   * buys the simulation nothing.
   */
  readonly offsets: ReadonlyArray<number>;
}

type Row = readonly [
  code: string,
  name: string,
  pool: NamePool,
  region: Region,
  offsets: number[],
  icon?: string,
];

const ROWS: ReadonlyArray<Row> = [
  ["en", "England", "en", "europe", [0], "gb-eng"],
  ["sc", "Scotland", "en", "europe", [0], "gb-sct"],
  ["es", "Spain", "es", "europe", [60]],
  ["de", "Germany", "de", "europe", [60]],
  ["it", "Italy", "it", "europe", [60]],
  ["fr", "France", "fr", "europe", [60]],
  ["nl", "Netherlands", "nl", "europe", [60]],
  ["pt", "Portugal", "pt", "europe", [0]],
  ["be", "Belgium", "fr", "europe", [60]],
  ["tr", "Turkey", "tr", "europe", [180]],
  ["at", "Austria", "de", "europe", [60]],
  ["ch", "Switzerland", "de", "europe", [60]],
  ["gr", "Greece", "gr", "europe", [120]],
  ["ru", "Russia", "slavic", "europe", [180, 180, 240, 300]],
  ["ua", "Ukraine", "slavic", "europe", [120]],
  ["pl", "Poland", "slavic", "europe", [60]],
  ["cz", "Czechia", "slavic", "europe", [60]],
  ["sk", "Slovakia", "slavic", "europe", [60]],
  ["dk", "Denmark", "nordic", "europe", [60]],
  ["se", "Sweden", "nordic", "europe", [60]],
  ["no", "Norway", "nordic", "europe", [60]],
  ["fi", "Finland", "nordic", "europe", [120]],
  ["is", "Iceland", "nordic", "europe", [0]],
  ["hr", "Croatia", "slavic", "europe", [60]],
  ["rs", "Serbia", "slavic", "europe", [60]],
  ["ro", "Romania", "slavic", "europe", [120]],
  ["bg", "Bulgaria", "slavic", "europe", [120]],
  ["ie", "Ireland", "en", "europe", [0]],
  ["br", "Brazil", "pt", "south_america", [-180, -180, -180, -240]],
  ["ar", "Argentina", "es", "south_america", [-180]],
  ["uy", "Uruguay", "es", "south_america", [-180]],
  ["cl", "Chile", "es", "south_america", [-240]],
  ["py", "Paraguay", "es", "south_america", [-240]],
  ["bo", "Bolivia", "es", "south_america", [-240]],
  ["pe", "Peru", "es", "south_america", [-300]],
  ["co", "Colombia", "es", "south_america", [-300]],
  ["ec", "Ecuador", "es", "south_america", [-300]],
  ["ve", "Venezuela", "es", "south_america", [-240]],
  ["us", "USA", "en", "north_america", [-300, -300, -360, -420, -480]],
  ["ca", "Canada", "en", "north_america", [-300, -360, -420, -480]],
  ["mx", "Mexico", "es", "north_america", [-360, -360, -420]],
  ["cr", "Costa Rica", "es", "north_america", [-360]],
  ["gt", "Guatemala", "es", "north_america", [-360]],
  ["hn", "Honduras", "es", "north_america", [-360]],
  ["jp", "Japan", "ja", "asia", [540]],
  ["kr", "Korea Republic", "ko", "asia", [540]],
  ["cn", "China", "zh", "asia", [480]],
  ["sa", "Saudi Arabia", "ar", "asia", [180]],
  ["ae", "United Arab Emirates", "ar", "asia", [240]],
  ["qa", "Qatar", "ar", "asia", [180]],
  ["ir", "Iran", "ar", "asia", [210]],
  ["in", "India", "in", "asia", [330]],
  ["th", "Thailand", "sea", "asia", [420]],
  ["vn", "Vietnam", "sea", "asia", [420]],
  ["id", "Indonesia", "sea", "asia", [420, 420, 480, 540]],
  ["my", "Malaysia", "sea", "asia", [480]],
  ["uz", "Uzbekistan", "slavic", "asia", [300]],
  ["au", "Australia", "en", "oceania", [600, 600, 570, 480]],
  ["nz", "New Zealand", "en", "oceania", [720]],
  ["eg", "Egypt", "ar", "africa", [120]],
  ["ma", "Morocco", "ar", "africa", [60]],
  ["dz", "Algeria", "ar", "africa", [60]],
  ["tn", "Tunisia", "ar", "africa", [60]],
  ["za", "South Africa", "af", "africa", [120]],
  ["ng", "Nigeria", "af", "africa", [60]],
  ["gh", "Ghana", "af", "africa", [0]],
  ["ke", "Kenya", "af", "africa", [180]],
  ["lt", "Lithuania", "slavic", "europe", [120]],
  ["ph", "Philippines", "sea", "asia", [480]],
  ["sv", "El Salvador", "es", "north_america", [-360]],
  ["pa", "Panama", "es", "north_america", [-300]],
  ["ni", "Nicaragua", "es", "north_america", [-360]],
  ["do", "Dominican Republic", "es", "north_america", [-240]],
  ["jm", "Jamaica", "en", "north_america", [-300]],
  ["tt", "Trinidad and Tobago", "en", "north_america", [-240]],
  ["hk", "Hong Kong", "zh", "asia", [480]],
  ["tw", "Chinese Taipei", "zh", "asia", [480]],
  ["sg", "Singapore", "sea", "asia", [480]],
  ["kh", "Cambodia", "sea", "asia", [420]],
  ["mm", "Myanmar", "sea", "asia", [390]],
  ["bd", "Bangladesh", "in", "asia", [360]],
  ["kz", "Kazakhstan", "slavic", "asia", [300, 300, 360]],
  ["iq", "Iraq", "ar", "asia", [180]],
  ["jo", "Jordan", "ar", "asia", [180]],
  ["kw", "Kuwait", "ar", "asia", [180]],
  ["om", "Oman", "ar", "asia", [240]],
  ["fj", "Fiji", "en", "oceania", [720]],
];

export const COUNTRIES: ReadonlyArray<Country> = ROWS.map(([code, name, pool, region, offsets, icon]) => ({
  // England and Scotland carry gb for people (alpha-2) and their own flag for the category.
  code: code === "en" || code === "sc" ? "gb" : code,
  name,
  icon: icon ?? code,
  pool,
  region,
  offsets,
}));

const byKey = new Map(ROWS.map(([key], i) => [key, COUNTRIES[i]!]));

/** By table key: alpha-2, except `en` (England) and `sc` (Scotland). */
export const country = (key: string): Country => {
  const found = byKey.get(key);
  if (!found) throw new Error(`Unknown country key ${key}`);
  return found;
};
