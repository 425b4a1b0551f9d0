import { definedFields, type JsonLd, SCHEMA_ORG } from "./jsonLd";

export interface PersonPage {
  readonly name: string;
  /** The player page's absolute URL. */
  readonly url: string;
  readonly imageUrl?: string | undefined;
  /** "Forward", "Goalkeeper"… in the page's language. */
  readonly role?: string | undefined;
  /** The team the player plays for now. */
  readonly teamName?: string | undefined;
  readonly nationality?: string | undefined;
  /** A date of birth as `YYYY-MM-DD`. */
  readonly birthDate?: string | undefined;
}

/** schema.org Person for a player page. */
export const personJsonLd = (person: PersonPage): JsonLd =>
  definedFields({
    "@context": SCHEMA_ORG,
    "@type": "Person",
    name: person.name,
    url: person.url,
    image: person.imageUrl,
    jobTitle: person.role,
    memberOf: person.teamName === undefined ? undefined : { "@type": "SportsTeam", name: person.teamName },
    nationality:
      person.nationality === undefined ? undefined : { "@type": "Country", name: person.nationality },
    birthDate: person.birthDate,
  });
