import type { FullSportCode } from "../types";
import { type CALENDARS, daySlot } from "./calendars";
import type { Slot } from "./model";

/**
 * Basketball, ice hockey and volleyball as data: countries, their leagues and the weekdays they play.
 * indoorWorld.ts turns it into categories, clubs and tournaments.
 */

export type IndoorSport = Exclude<FullSportCode, "soccer" | "tennis">;

export interface League {
  readonly name: string;
  readonly size: number;
  readonly legs: number;
  readonly gender?: "women";
}

export interface Row {
  readonly key: string;
  readonly strength: number;
  readonly calendar: keyof typeof CALENDARS;
  readonly slots: ReadonlyArray<Slot>;
  readonly leagues: ReadonlyArray<League>;
  readonly cup?: number;
}

const l = (name: string, size: number, legs = 2, gender?: "women"): League =>
  gender ? { name, size, legs, gender } : { name, size, legs };

/** Weekend rounds on Saturday and Sunday, midweek on Wednesday only when the season needs it. */
const EUROPE_WEEKEND: ReadonlyArray<Slot> = [
  {
    weekday: 6,
    primary: true,
    spread: [
      [0, 0.45],
      [1, 0.55],
    ],
  },
  daySlot(3, false),
];
/** North American (and Chinese, Korean) leagues play every night of the week; their clubs play no cups. */
const NORTH_AMERICA: ReadonlyArray<Slot> = [1, 2, 3, 4, 5, 6, 0].map((weekday) => ({
  weekday,
  primary: true,
  anyWeek: true,
  spread: [
    [0, 0.5],
    [1, 0.5],
  ],
}));
/** Thursday rounds give way to the European cups; Friday and Saturday rounds never need to. */
const HOCKEY_EUROPE: ReadonlyArray<Slot> = [daySlot(4), daySlot(5), daySlot(6), daySlot(2, false)];
const HOCKEY_RUSSIA: ReadonlyArray<Slot> = [daySlot(1), daySlot(3), daySlot(5), daySlot(0)];
const VOLLEY_EUROPE: ReadonlyArray<Slot> = [
  {
    weekday: 0,
    primary: true,
    spread: [
      [-1, 0.35],
      [0, 0.65],
    ],
  },
  daySlot(3, false),
];

export const BASKETBALL: ReadonlyArray<Row> = [
  {
    key: "us",
    strength: 0.98,
    calendar: "indoorNorthAmerica",
    slots: NORTH_AMERICA,
    leagues: [l("Pro League", 20, 4), l("Development League", 16, 3)],
  },
  {
    key: "es",
    strength: 0.85,
    calendar: "indoor",
    slots: EUROPE_WEEKEND,
    leagues: [l("Liga Nacional", 18), l("Primera FEB", 18)],
    cup: 8,
  },
  {
    key: "it",
    strength: 0.78,
    calendar: "indoor",
    slots: EUROPE_WEEKEND,
    leagues: [l("Serie A", 16), l("Serie A2", 16)],
  },
  { key: "de", strength: 0.75, calendar: "indoor", slots: EUROPE_WEEKEND, leagues: [l("BBL", 18)] },
  {
    key: "fr",
    strength: 0.75,
    calendar: "indoor",
    slots: EUROPE_WEEKEND,
    leagues: [l("Pro A", 16), l("Pro B", 18)],
  },
  { key: "tr", strength: 0.78, calendar: "indoor", slots: EUROPE_WEEKEND, leagues: [l("Super Lig", 16)] },
  {
    key: "gr",
    strength: 0.72,
    calendar: "indoor",
    slots: EUROPE_WEEKEND,
    leagues: [l("Basket League", 12, 3)],
  },
  { key: "lt", strength: 0.7, calendar: "indoor", slots: EUROPE_WEEKEND, leagues: [l("LKL", 10, 4)] },
  { key: "rs", strength: 0.68, calendar: "indoor", slots: EUROPE_WEEKEND, leagues: [l("First League", 14)] },
  {
    key: "ru",
    strength: 0.7,
    calendar: "indoor",
    slots: EUROPE_WEEKEND,
    leagues: [l("United League", 12, 3)],
  },
  { key: "pl", strength: 0.6, calendar: "indoor", slots: EUROPE_WEEKEND, leagues: [l("PLK", 16)] },
  { key: "au", strength: 0.7, calendar: "australia", slots: EUROPE_WEEKEND, leagues: [l("NBL", 10, 4)] },
  { key: "cn", strength: 0.65, calendar: "asiaCross", slots: NORTH_AMERICA, leagues: [l("CBA", 20)] },
  { key: "jp", strength: 0.6, calendar: "indoor", slots: EUROPE_WEEKEND, leagues: [l("B League", 20)] },
  { key: "kr", strength: 0.55, calendar: "indoor", slots: NORTH_AMERICA, leagues: [l("KBL", 10, 4)] },
  { key: "ph", strength: 0.5, calendar: "calendarYear", slots: EUROPE_WEEKEND, leagues: [l("PBA", 12, 3)] },
  { key: "br", strength: 0.58, calendar: "indoor", slots: EUROPE_WEEKEND, leagues: [l("NBB", 16)] },
  { key: "ar", strength: 0.6, calendar: "indoor", slots: EUROPE_WEEKEND, leagues: [l("Liga Nacional", 18)] },
];

export const ICE_HOCKEY: ReadonlyArray<Row> = [
  {
    key: "us",
    strength: 0.98,
    calendar: "indoorNorthAmerica",
    slots: NORTH_AMERICA,
    leagues: [l("Pro Hockey League", 20, 4), l("Development League", 16, 4)],
  },
  {
    key: "ca",
    strength: 0.6,
    calendar: "indoorNorthAmerica",
    slots: NORTH_AMERICA,
    leagues: [l("Junior League", 18, 3)],
  },
  {
    key: "ru",
    strength: 0.85,
    calendar: "indoor",
    slots: HOCKEY_RUSSIA,
    leagues: [l("Continental League", 20, 3), l("Major League", 18, 3)],
    cup: 16,
  },
  {
    key: "se",
    strength: 0.8,
    calendar: "indoor",
    slots: HOCKEY_EUROPE,
    leagues: [l("Elite League", 14, 4), l("Allsvenskan", 14, 4)],
  },
  {
    key: "fi",
    strength: 0.78,
    calendar: "indoor",
    slots: HOCKEY_EUROPE,
    leagues: [l("Elite Series", 16, 4), l("Mestis", 12, 4)],
  },
  {
    key: "de",
    strength: 0.72,
    calendar: "indoor",
    slots: HOCKEY_EUROPE,
    leagues: [l("Eliteliga", 14, 4)],
    cup: 8,
  },
  {
    key: "cz",
    strength: 0.74,
    calendar: "indoor",
    slots: HOCKEY_EUROPE,
    leagues: [l("Extraliga", 14, 4)],
    cup: 16,
  },
  {
    key: "ch",
    strength: 0.74,
    calendar: "indoor",
    slots: HOCKEY_EUROPE,
    leagues: [l("National League", 14, 4)],
  },
  { key: "sk", strength: 0.6, calendar: "indoor", slots: HOCKEY_EUROPE, leagues: [l("Extraliga", 12, 4)] },
  { key: "at", strength: 0.62, calendar: "indoor", slots: HOCKEY_EUROPE, leagues: [l("ICE League", 12, 4)] },
  { key: "no", strength: 0.55, calendar: "indoor", slots: HOCKEY_EUROPE, leagues: [l("Eliteserien", 10, 4)] },
  {
    key: "dk",
    strength: 0.55,
    calendar: "indoor",
    slots: HOCKEY_EUROPE,
    leagues: [l("Superisligaen", 10, 4)],
  },
];

export const VOLLEYBALL: ReadonlyArray<Row> = [
  {
    key: "it",
    strength: 0.9,
    calendar: "indoor",
    slots: VOLLEY_EUROPE,
    leagues: [l("SuperLega", 12, 2), l("Serie A1 Women", 14, 2, "women")],
    cup: 8,
  },
  {
    key: "pl",
    strength: 0.88,
    calendar: "indoor",
    slots: VOLLEY_EUROPE,
    leagues: [l("Super League", 16), l("Women's League", 12, 2, "women")],
    cup: 8,
  },
  {
    key: "tr",
    strength: 0.8,
    calendar: "indoor",
    slots: VOLLEY_EUROPE,
    leagues: [l("Efeler Ligi", 14), l("Sultanlar Ligi", 14, 2, "women")],
  },
  {
    key: "ru",
    strength: 0.85,
    calendar: "indoor",
    slots: VOLLEY_EUROPE,
    leagues: [l("Super League", 14), l("Women's Super League", 12, 2, "women")],
  },
  {
    key: "br",
    strength: 0.82,
    calendar: "indoor",
    slots: VOLLEY_EUROPE,
    leagues: [l("Superliga", 12), l("Superliga Women", 12, 2, "women")],
  },
  { key: "fr", strength: 0.7, calendar: "indoor", slots: VOLLEY_EUROPE, leagues: [l("Ligue A", 14)] },
  { key: "de", strength: 0.68, calendar: "indoor", slots: VOLLEY_EUROPE, leagues: [l("Bundesliga", 12)] },
  {
    key: "jp",
    strength: 0.72,
    calendar: "indoor",
    slots: VOLLEY_EUROPE,
    leagues: [l("SV League", 10, 4), l("SV League Women", 12, 3, "women")],
  },
  {
    key: "cn",
    strength: 0.65,
    calendar: "indoor",
    slots: VOLLEY_EUROPE,
    leagues: [l("Women's Volleyball League", 12, 2, "women")],
  },
  { key: "ir", strength: 0.6, calendar: "indoor", slots: VOLLEY_EUROPE, leagues: [l("Super League", 12)] },
  {
    key: "kr",
    strength: 0.6,
    calendar: "indoor",
    slots: NORTH_AMERICA,
    leagues: [l("V-League", 10, 4), l("V-League Women", 10, 4, "women")],
  },
  { key: "gr", strength: 0.58, calendar: "indoor", slots: VOLLEY_EUROPE, leagues: [l("Volley League", 12)] },
  { key: "ar", strength: 0.6, calendar: "indoor", slots: VOLLEY_EUROPE, leagues: [l("Liga Argentina", 12)] },
  {
    key: "cz",
    strength: 0.55,
    calendar: "indoor",
    slots: VOLLEY_EUROPE,
    leagues: [l("Extraliga", 12), l("Extraliga Women", 12, 2, "women")],
  },
  {
    key: "us",
    strength: 0.65,
    calendar: "indoorNorthAmerica",
    slots: NORTH_AMERICA,
    leagues: [l("Pro Volleyball Federation", 10, 4, "women")],
  },
];
