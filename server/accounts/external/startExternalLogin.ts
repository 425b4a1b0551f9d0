import { Clock, Effect, Exit, Schema } from "effect";
import {
  buildAuthorizationUrl,
  calculatePKCECodeChallenge,
  randomNonce,
  randomPKCECodeVerifier,
  randomState,
} from "openid-client";
import {
  ExternalLoginErrorCode,
  ExternalLoginQuery,
  localeOfPath,
} from "../../../domain/accounts/externalLogin";
import { DEFAULT_LOCALE_PATH } from "../../../domain/i18n/locales";
import { hashOpaqueToken } from "../crypto/opaqueToken";
import { limitAttempts } from "../rateLimit";
import { insertLoginAttempt } from "./attemptStore";
import { ExternalProviders } from "./ExternalProviders";
import { failLogin } from "./externalLoginFailure";
import { describeProviderError } from "./providerError";

/** How long the provider's answer is awaited after the start. */
export const LOGIN_ATTEMPT_TTL_MS = 10 * 60_000;

const SCOPE = "openid email profile";

/**
 * `GET /auth/external/{providerId}`: checks the query, keeps state, nonce and PKCE verifier server-side,
 * and answers the provider's authorization URL and the state (which the browser also keeps, in a cookie
 * bound to this login). Starts count as sign-in attempts of the client address (rate limit).
 */
export const startExternalLogin = Effect.fn("externalLogin.start")(function* (input: {
  readonly providerId: string;
  readonly query: Readonly<Record<string, string>>;
  readonly ip: string;
}) {
  const decoded = Schema.decodeUnknownExit(ExternalLoginQuery)(input.query);
  // The reason names no value: deviceInfo and ipToken are the client's business.
  if (Exit.isFailure(decoded))
    return yield* failLogin(
      ExternalLoginErrorCode.invalidRequest,
      DEFAULT_LOCALE_PATH,
      "query does not decode",
    );
  const { postOAuthUrl } = decoded.value;
  const locale = localeOfPath(postOAuthUrl);
  const provider = (yield* ExternalProviders).find(input.providerId);
  if (!provider) return yield* failLogin(ExternalLoginErrorCode.unknownProvider, locale);
  yield* limitAttempts("login", "perAddress", input.ip).pipe(
    Effect.catchTag("ApiFailure", (failure) => failLogin(failure.errors[0].code, locale, "rate limited")),
  );
  const configuration = yield* provider.configuration.pipe(
    Effect.catchTag("ProviderError", (error) =>
      failLogin(ExternalLoginErrorCode.providerFailed, locale, describeProviderError(error)),
    ),
  );
  const state = randomState();
  const nonce = randomNonce();
  const codeVerifier = randomPKCECodeVerifier();
  const codeChallenge = yield* Effect.promise(() => calculatePKCECodeChallenge(codeVerifier));
  const now = yield* Clock.currentTimeMillis;
  yield* insertLoginAttempt({
    stateHash: hashOpaqueToken(state),
    provider: provider.id,
    nonce,
    codeVerifier,
    postOAuthUrl,
    createdAt: now,
    expiresAt: now + LOGIN_ATTEMPT_TTL_MS,
  });
  const authorizationUrl = buildAuthorizationUrl(configuration, {
    ...provider.authorizationParams,
    redirect_uri: provider.redirectUri,
    scope: SCOPE,
    state,
    nonce,
    code_challenge: codeChallenge,
    code_challenge_method: "S256",
  });
  return { authorizationUrl: authorizationUrl.href, state };
});
