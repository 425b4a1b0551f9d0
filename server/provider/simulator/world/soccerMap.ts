import type { CALENDARS } from "./calendars";
import type { NamePool } from "./names";

/**
 * The soccer map as data: countries and their pyramids, league and cup names. soccerWorld.ts turns it
 * into categories, clubs and tournaments.
 */

export type CalendarKey = keyof typeof CALENDARS | "split";

/** key, strength 0..1, calendar, men's tiers (league sizes), women's, U21 and U19 leagues, cup size. */
export type Row = readonly [
  key: string,
  strength: number,
  calendar: CalendarKey,
  tiers: number[],
  women: number,
  youth: number,
  cup: number,
  u19?: number,
];

/**
 * The soccer map. NOTE: sized for volume, not only for fame: the product must show at least 15 live
 * matches at any hour, so the Americas, Asia and Oceania carry deep pyramids and youth and women's
 * leagues (which kick off in the local afternoon) to fill the UTC night and morning.
 */
export const ROWS: ReadonlyArray<Row> = [
  ["en", 0.98, "europeNoBreak", [20, 20, 20, 20], 12, 16, 64, 16],
  ["es", 0.97, "europe", [20, 20, 20, 18], 16, 16, 64, 16],
  ["de", 0.95, "europe", [18, 18, 20, 18], 12, 16, 64, 16],
  ["it", 0.94, "europe", [20, 20, 20, 20], 12, 18, 64, 16],
  ["fr", 0.9, "europe", [18, 18, 18, 16], 12, 16, 64, 16],
  ["nl", 0.8, "europe", [18, 20], 10, 16, 32, 14],
  ["pt", 0.8, "europe", [18, 18, 18], 10, 14, 32, 14],
  ["be", 0.74, "europe", [16, 16], 10, 14, 32, 12],
  ["tr", 0.74, "europe", [18, 18, 20], 10, 18, 32, 16],
  ["sc", 0.64, "europeNoBreak", [12, 10, 10, 10], 0, 0, 32],
  ["at", 0.64, "europe", [12, 16], 10, 0, 32, 12],
  ["ch", 0.66, "europe", [12, 10], 10, 12, 16, 10],
  ["gr", 0.63, "europe", [14, 16], 0, 0, 16, 12],
  ["ru", 0.7, "longWinter", [16, 18, 16], 12, 16, 32, 16],
  ["ua", 0.6, "longWinter", [16, 16], 0, 14, 0, 12],
  ["pl", 0.62, "europe", [18, 18, 18], 12, 16, 32, 16],
  ["cz", 0.62, "europe", [16, 16], 10, 14, 16, 12],
  ["sk", 0.5, "europe", [12, 12], 0, 0, 0],
  ["dk", 0.63, "europe", [12, 12], 10, 12, 16, 12],
  ["se", 0.6, "nordic", [16, 16, 16], 14, 14, 32, 12],
  ["no", 0.6, "nordic", [16, 16, 14], 10, 14, 32, 12],
  ["fi", 0.45, "nordic", [12, 12], 10, 0, 0],
  ["is", 0.4, "nordic", [12, 12], 10, 0, 0],
  ["hr", 0.58, "europe", [10, 12], 0, 0, 0, 10],
  ["rs", 0.56, "europe", [16, 16], 0, 0, 0, 12],
  ["ro", 0.55, "europe", [16, 20], 0, 0, 16, 12],
  ["bg", 0.5, "europe", [16, 16], 0, 0, 0],
  ["ie", 0.45, "nordic", [10, 10], 10, 0, 0],
  ["br", 0.8, "brazil", [20, 20, 20, 20], 16, 20, 64, 20],
  ["ar", 0.78, "argentina", [20, 20, 20], 16, 20, 64, 20],
  ["uy", 0.52, "calendarYear", [16, 14], 10, 16, 0, 14],
  ["cl", 0.55, "calendarYear", [16, 16], 10, 14, 16, 14],
  ["py", 0.48, "split", [12, 12], 0, 12, 0, 12],
  ["bo", 0.42, "calendarYear", [16], 0, 0, 0],
  ["pe", 0.5, "calendarYear", [18, 16], 0, 14, 0, 14],
  ["co", 0.58, "split", [20, 16], 14, 16, 32, 16],
  ["ec", 0.5, "calendarYear", [16, 16], 0, 14, 0, 14],
  ["ve", 0.4, "calendarYear", [14], 0, 0, 0, 12],
  ["us", 0.6, "usa", [20, 20, 20, 14], 14, 16, 32, 16],
  ["ca", 0.42, "usa", [10], 10, 0, 0],
  ["mx", 0.65, "split", [18, 16, 16, 14], 18, 18, 0, 18],
  ["cr", 0.45, "split", [12], 0, 0, 0, 10],
  ["gt", 0.38, "split", [12], 0, 0, 0],
  ["hn", 0.36, "split", [10], 0, 0, 0],
  ["jp", 0.62, "calendarYear", [20, 20, 20], 12, 16, 64, 18],
  ["kr", 0.6, "calendarYear", [12, 14, 14], 10, 14, 16, 14],
  ["cn", 0.55, "calendarYear", [16, 16, 16], 12, 16, 32, 16],
  ["sa", 0.58, "asiaCross", [18, 18], 0, 16, 0, 16],
  ["ae", 0.5, "asiaCross", [14], 0, 14, 0, 12],
  ["qa", 0.5, "asiaCross", [12], 0, 0, 0, 10],
  ["ir", 0.5, "asiaCross", [16], 0, 0, 0, 14],
  ["in", 0.38, "india", [12, 12], 10, 12, 0, 12],
  ["th", 0.42, "asiaCross", [16, 18], 10, 14, 16, 16],
  ["vn", 0.4, "calendarYear", [14, 12], 10, 12, 0, 14],
  ["id", 0.42, "asiaCross", [18, 18], 10, 16, 16, 18],
  ["my", 0.38, "calendarYear", [14], 0, 0, 0, 12],
  ["uz", 0.42, "calendarYear", [14], 0, 0, 0, 12],
  ["au", 0.52, "australia", [12], 10, 14, 0, 12],
  ["nz", 0.35, "australiaWinter", [10], 0, 0, 0, 10],
  ["sv", 0.34, "split", [12, 10], 0, 0, 0, 10],
  ["pa", 0.36, "split", [12, 10], 0, 0, 0, 10],
  ["ni", 0.3, "split", [10], 0, 0, 0, 10],
  ["do", 0.3, "split", [10], 0, 0, 0, 0],
  ["jm", 0.33, "australia", [12], 0, 0, 0, 12],
  ["tt", 0.3, "australia", [10], 0, 0, 0, 0],
  ["hk", 0.32, "asiaCross", [10], 0, 0, 0, 10],
  ["tw", 0.3, "calendarYear", [10], 0, 0, 0, 10],
  ["sg", 0.33, "calendarYear", [10], 0, 10, 0],
  ["ph", 0.3, "asiaCross", [10], 0, 0, 0, 10],
  ["kh", 0.3, "calendarYear", [12], 0, 0, 0, 10],
  ["mm", 0.3, "calendarYear", [12], 0, 0, 0, 10],
  ["bd", 0.3, "india", [10], 0, 0, 0, 10],
  ["kz", 0.45, "calendarYear", [14, 14], 0, 0, 0, 12],
  ["iq", 0.42, "asiaCross", [20], 0, 0, 0, 14],
  ["jo", 0.4, "asiaCross", [12], 0, 0, 0, 12],
  ["kw", 0.38, "asiaCross", [10], 0, 0, 0, 10],
  ["om", 0.36, "asiaCross", [14], 0, 0, 0, 12],
  ["fj", 0.25, "calendarYear", [10], 0, 0, 0, 0],
  ["eg", 0.52, "africaCross", [18], 0, 16, 0, 16],
  ["ma", 0.52, "africaCross", [16, 16], 0, 0, 0, 16],
  ["dz", 0.48, "africaCross", [16], 0, 0, 0, 14],
  ["tn", 0.48, "africaCross", [14], 0, 0, 0, 12],
  ["za", 0.5, "africaCross", [16, 16], 0, 0, 0, 16],
  ["ng", 0.45, "calendarYear", [20], 0, 0, 0, 16],
  ["gh", 0.44, "africaCross", [18], 0, 0, 0, 16],
  ["ke", 0.4, "calendarYear", [18], 0, 0, 0, 14],
];

export const TIER_NAMES: Partial<Record<string, ReadonlyArray<string>>> = {
  en: ["Premier Division", "Championship", "League One", "League Two"],
  sc: ["Premiership", "Championship", "League One", "League Two"],
  es: ["Primera División", "Segunda División", "Primera Federación", "Segunda Federación"],
  de: ["Bundesliga", "2. Bundesliga", "3. Liga", "Regionalliga"],
  at: ["Bundesliga", "2. Liga"],
  ch: ["Super League", "Challenge League"],
  it: ["Serie A", "Serie B", "Serie C", "Serie D"],
  fr: ["Ligue 1", "Ligue 2", "National", "National 2"],
  nl: ["Eredivisie", "Eerste Divisie"],
  pt: ["Primeira Liga", "Segunda Liga", "Liga 3"],
  br: ["Série A", "Série B", "Série C", "Série D"],
  ar: ["Liga Profesional", "Primera Nacional", "Primera B"],
  us: ["Major League", "Championship", "League One", "League Two"],
  jp: ["J1 League", "J2 League", "J3 League"],
  kr: ["K League 1", "K League 2", "K3 League"],
  cn: ["Super League", "League One", "League Two"],
  mx: ["Liga MX", "Liga de Expansión", "Liga Premier"],
  tr: ["Süper Lig", "1. Lig", "2. Lig"],
  ru: ["Premier League", "First League", "Second League"],
};
export const DEFAULT_TIERS = ["Premier League", "First Division", "Second Division", "Third Division"];

/** Regional and semi-professional leagues of their own clubs: [name, size, calendar]. */
export const REGIONAL: Partial<Record<string, ReadonlyArray<readonly [string, number, CalendarKey]>>> = {
  au: [
    ["NPL Victoria", 14, "australiaWinter"],
    ["NPL New South Wales", 16, "australiaWinter"],
    ["NPL Queensland", 12, "australiaWinter"],
  ],
  us: [
    ["League Two East", 16, "usa"],
    ["League Two West", 16, "usa"],
  ],
  mx: [
    ["Liga TDP Norte", 16, "split"],
    ["Liga TDP Sur", 16, "split"],
  ],
  jp: [
    ["Football League", 16, "calendarYear"],
    ["Regional League East", 12, "calendarYear"],
    ["Regional League West", 12, "calendarYear"],
  ],
  kr: [
    ["K4 League", 14, "calendarYear"],
    ["K5 League", 12, "calendarYear"],
  ],
  cn: [
    ["League Two North", 12, "calendarYear"],
    ["League Two South", 12, "calendarYear"],
  ],
  id: [
    ["Liga 3 Java", 16, "asiaCross"],
    ["Liga 3 Sumatra", 12, "asiaCross"],
  ],
  th: [
    ["Thai League 3 North", 14, "asiaCross"],
    ["Thai League 3 South", 14, "asiaCross"],
  ],
  vn: [["Second Division", 12, "calendarYear"]],
  my: [["M3 League", 14, "calendarYear"]],
  in: [
    ["I-League", 12, "india"],
    ["I-League 2", 10, "india"],
  ],
  sa: [["Second Division", 16, "asiaCross"]],
};

export const CUP_NAMES: Partial<Record<NamePool, string>> = {
  en: "Challenge Cup",
  es: "Copa Nacional",
  pt: "Taça Nacional",
  de: "Pokal",
  it: "Coppa Nazionale",
  fr: "Coupe Nationale",
  nl: "Beker",
  tr: "Kupa",
};
