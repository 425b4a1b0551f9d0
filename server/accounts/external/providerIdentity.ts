import { Option, Schema } from "effect";
import { normalizeEmail } from "../../../domain/accounts/validation";
import { externalDisplayName } from "./displayName";

const Text = (max: number) => Schema.optional(Schema.NullOr(Schema.String.check(Schema.isMaxLength(max))));

/** The standard claims we read, from the ID token and, where it lacks them, the user info answer. */
const Claims = Schema.Struct({
  sub: Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(255)),
  email: Text(320),
  // Some providers send the boolean as a string.
  email_verified: Schema.optional(
    Schema.NullOr(Schema.Union([Schema.Boolean, Schema.Literals(["true", "false"])])),
  ),
  name: Text(500),
  given_name: Text(500),
  family_name: Text(500),
});

/** Who the provider says signed in. */
export interface ProviderIdentity {
  /** The provider's stable id for the person (`sub`). */
  readonly subject: string;
  /** Normalized; only set when the provider says it verified the address. */
  readonly verifiedEmail: string | undefined;
  /** Ready for a new account (see externalDisplayName). */
  readonly name: string;
}

type ClaimSet = Readonly<Record<string, unknown>>;

/** The ID token's claims over user info's; an address and its `email_verified` always from one source. */
const mergeClaims = (idToken: ClaimSet, userInfo: ClaimSet | undefined): ClaimSet => {
  const emailSource = idToken.email !== undefined ? idToken : (userInfo ?? {});
  return { ...userInfo, ...idToken, email: emailSource.email, email_verified: emailSource.email_verified };
};

/**
 * Reads the identity out of the ID token's claims, filled in from user info (whose `sub` openid-client
 * has already checked against the ID token's). None when the claims do not have the expected shape.
 */
export const readProviderIdentity = (
  idTokenClaims: ClaimSet,
  userInfo: ClaimSet | undefined,
): Option.Option<ProviderIdentity> =>
  Option.map(Schema.decodeUnknownOption(Claims)(mergeClaims(idTokenClaims, userInfo)), (claims) => {
    const verified = claims.email_verified === true || claims.email_verified === "true";
    const email = claims.email ? normalizeEmail(claims.email) : undefined;
    return {
      subject: claims.sub,
      verifiedEmail: verified ? email : undefined,
      name: externalDisplayName({
        name: claims.name ?? undefined,
        given_name: claims.given_name ?? undefined,
        family_name: claims.family_name ?? undefined,
        email,
      }),
    };
  });
