import { nameRules } from "../../../domain/accounts/validation";
import { NAME_MAX_LENGTH } from "../../../domain/accounts/validationLimits";

/** What a provider may say about a person's name (OpenID Connect standard claims). */
export interface NameClaims {
  readonly name?: string | undefined;
  readonly given_name?: string | undefined;
  readonly family_name?: string | undefined;
  readonly email?: string | undefined;
}

export const FALLBACK_NAME = "FunsClub Fan";

// Words as the name rule allows them: letters, joined inside a word by a hyphen or an apostrophe.
const WORD = /[\p{L}\p{M}]+(?:['’-][\p{L}\p{M}]+)*/gu;

/** Keeps the words of `raw` that fit the name rule, whole words only, up to the length limit. */
const fitName = (raw: string): string => {
  let name = "";
  for (const word of raw.match(WORD) ?? []) {
    const next = name === "" ? word : `${name} ${word}`;
    if ([...next].length > NAME_MAX_LENGTH) break;
    name = next;
  }
  return name;
};

/**
 * The display name of an account made by an external login: the provider's name, else given and family
 * name, else the e-mail's local part (`ann.smith` → `ann smith`), each reduced to what the section 5
 * name rule accepts; a neutral name when nothing is left. The user can change it in their profile.
 */
export const externalDisplayName = (claims: NameClaims): string => {
  const candidates = [
    claims.name,
    [claims.given_name, claims.family_name].filter(Boolean).join(" "),
    claims.email?.split("@")[0],
  ];
  for (const candidate of candidates) {
    const name = fitName(candidate ?? "");
    if (name !== "" && nameRules(name).length === 0) return name;
  }
  return FALLBACK_NAME;
};
