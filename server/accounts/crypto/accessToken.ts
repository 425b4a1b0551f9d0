import { createHmac, timingSafeEqual } from "node:crypto";
import { Option, Schema } from "effect";

/**
 * Access tokens: short-lived and signed (HMAC-SHA256), `base64url(claims).base64url(signature)`. The
 * claims name the session and its generation, so every use still checks the session's state in storage
 * (a closed session stops its tokens at once) while the signature keeps forged tokens from costing a
 * database read.
 */
export const AccessTokenClaims = Schema.Struct({
  /** Session id. */
  sid: Schema.String,
  /** User id. */
  uid: Schema.String,
  /** The session's refresh generation when the token was issued. */
  gen: Schema.Int,
  /** Expiry, epoch milliseconds. */
  exp: Schema.Int,
});
export type AccessTokenClaims = typeof AccessTokenClaims.Type;

const decodeClaims = Schema.decodeUnknownOption(Schema.fromJsonString(AccessTokenClaims));

const sign = (body: string, secret: Uint8Array): Buffer => createHmac("sha256", secret).update(body).digest();

export const signAccessToken = (claims: AccessTokenClaims, secret: Uint8Array): string => {
  const body = Buffer.from(JSON.stringify(claims)).toString("base64url");
  return `${body}.${sign(body, secret).toString("base64url")}`;
};

/** The claims of a token this server signed, or none for anything else. Expiry is the caller's check. */
export const verifyAccessToken = (token: string, secret: Uint8Array): Option.Option<AccessTokenClaims> => {
  const [body, signature, extra] = token.split(".");
  if (!body || !signature || extra !== undefined) return Option.none();
  const given = Buffer.from(signature, "base64url");
  const expected = sign(body, secret);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return Option.none();
  return decodeClaims(Buffer.from(body, "base64url").toString("utf8"));
};
