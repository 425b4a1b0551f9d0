/**
 * The catalogue's sports played person against person (domain/sports/catalogue.ts codes): their sides
 * are schema.org `Person`s, every other sport's `SportsTeam`s. A doubles pair in tennis stays one
 * `Person` named after both: the feed gives one name per side.
 */
const INDIVIDUAL_SPORTS: ReadonlySet<string> = new Set([
  "tennis",
  "table_tennis",
  "badminton",
  "squash",
  "darts",
  "snooker",
  "chess",
  "mma",
  "boxing",
  "sumo",
  "wrestling",
  "judo",
  "fencing",
]);

export type CompetitorType = "SportsTeam" | "Person";

export const competitorTypeOf = (sportCode: string): CompetitorType =>
  INDIVIDUAL_SPORTS.has(sportCode) ? "Person" : "SportsTeam";
