import { Cause, Exit, Schema } from "effect";
import { ExternalProviderId } from "../../../domain/accounts/externalLogin";

/** The development provider's id (server/dev/oidc); configured providers may not take it. */
export const DEV_PROVIDER_ID = "funsclub-dev";

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** Issuers are https, except a provider on this machine (a local Keycloak, say); no query or fragment. */
const isIssuerUrl = (value: string): boolean => {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  const secure = url.protocol === "https:" || (url.protocol === "http:" && LOOPBACK_HOSTS.has(url.hostname));
  return secure && url.search === "" && url.hash === "" && url.username === "" && url.password === "";
};

const Text = (max: number) => Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(max));

/** One real OpenID Connect provider, as `OIDC_PROVIDERS` lists it. */
export const OidcProviderSettings = Schema.Struct({
  id: ExternalProviderId.check(
    Schema.makeFilter((id: string) => id !== DEV_PROVIDER_ID || `${DEV_PROVIDER_ID} is reserved`),
  ),
  /** Shown on the sign-in button. */
  name: Text(40),
  /** Discovery reads `{issuer}/.well-known/openid-configuration`. */
  issuer: Schema.String.check(
    Schema.makeFilter((value: string) => isIssuerUrl(value) || "Expected an https URL without query"),
  ),
  clientId: Text(512),
  /** Never logged, never sent to the browser. */
  clientSecret: Text(2_048),
});
export type OidcProviderSettings = typeof OidcProviderSettings.Type;

const OidcProviderList = Schema.Array(OidcProviderSettings).check(
  Schema.isMaxLength(20),
  Schema.makeFilter(
    (list: ReadonlyArray<OidcProviderSettings>) =>
      new Set(list.map((provider) => provider.id)).size === list.length || "Provider ids must be unique",
  ),
);

const secretsIn = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.flatMap((item: unknown) =>
        typeof item === "object" &&
        item !== null &&
        "clientSecret" in item &&
        typeof item.clientSecret === "string"
          ? [item.clientSecret]
          : [],
      )
    : [];

/**
 * Decodes `OIDC_PROVIDERS`, a JSON list of `{id, name, issuer, clientId, clientSecret}`. A bad value
 * stops the server with a message that says what is wrong but never repeats a client secret.
 */
export const parseOidcProviders = (text: string): ReadonlyArray<OidcProviderSettings> => {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    // The parser's own message quotes the text, secrets included.
    throw new Error("OIDC_PROVIDERS is not valid JSON");
  }
  const decoded = Schema.decodeUnknownExit(OidcProviderList)(json, { onExcessProperty: "error" });
  if (Exit.isSuccess(decoded)) return decoded.value;
  const issue = Cause.squash(decoded.cause);
  let message = Schema.isSchemaError(issue) ? issue.message : "does not decode";
  for (const secret of secretsIn(json)) if (secret !== "") message = message.replaceAll(secret, "***");
  throw new Error(`OIDC_PROVIDERS must be a list of {id, name, issuer, clientId, clientSecret}: ${message}`);
};
