import { definedFields, type JsonLd, SCHEMA_ORG } from "./jsonLd";

export interface SportsTeamPage {
  readonly name: string;
  /** The sport's name in the page's language. */
  readonly sportName: string;
  /** The team page's absolute URL. */
  readonly url: string;
  readonly logoUrl?: string | undefined;
  /** Where the team comes from: a country or city. */
  readonly location?: string | undefined;
  /** Leagues the team plays in. */
  readonly leagues?: ReadonlyArray<string> | undefined;
}

/** schema.org SportsTeam for a team page. */
export const sportsTeamJsonLd = (team: SportsTeamPage): JsonLd =>
  definedFields({
    "@context": SCHEMA_ORG,
    "@type": "SportsTeam",
    name: team.name,
    sport: team.sportName,
    url: team.url,
    logo: team.logoUrl,
    location: team.location === undefined ? undefined : { "@type": "Place", name: team.location },
    memberOf: team.leagues?.map((league) => ({ "@type": "SportsOrganization", name: league })),
  });
