import { timingSafeEqual } from "node:crypto";
import { Clock, Effect, Exit, Option, Schema } from "effect";
import { authorizationCodeGrant, fetchUserInfo } from "openid-client";
import { ExternalLoginErrorCode, localeOfPath } from "../../../domain/accounts/externalLogin";
import { DEFAULT_LOCALE_PATH } from "../../../domain/i18n/locales";
import type { RpcRequest } from "../../rpc/RpcHandler";
import { hashOpaqueToken } from "../crypto/opaqueToken";
import { openSession } from "../sessions/openSession";
import { takeLoginAttempt } from "./attemptStore";
import { ExternalProviders } from "./ExternalProviders";
import { findOrCreateExternalAccount } from "./externalAccount";
import { failLogin } from "./externalLoginFailure";
import { describeProviderError, ProviderError } from "./providerError";
import { readProviderIdentity } from "./providerIdentity";

const Bounded = (max: number) => Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(max));

/** The provider's answer in the callback's query (RFC 6749 section 4.1.2); `iss` is left to openid-client. */
const CallbackQuery = Schema.Struct({
  state: Bounded(512),
  code: Schema.optional(Bounded(4_096)),
  error: Schema.optional(Bounded(256)),
});

const sameText = (a: string, b: string): boolean => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/**
 * `GET /auth/external/{providerId}/callback`: takes the login the state names (once: a replay finds
 * nothing), checks that this browser started it (the state cookie), exchanges the code (PKCE) and
 * checks the ID token (signature, issuer, audience, nonce) with openid-client, then signs the person in
 * to their account, linked, found by verified address, or new. Answers the token pair and where to go.
 */
export const finishExternalLogin = Effect.fn("externalLogin.finish")(function* (input: {
  readonly providerId: string;
  /** The callback's query, as received. */
  readonly search: string;
  /** The state this browser keeps for the login it started (cookie), if any. */
  readonly browserState: string | undefined;
  readonly request: RpcRequest;
}) {
  const params = new URLSearchParams(input.search);
  const decoded = Schema.decodeUnknownExit(CallbackQuery)({
    state: params.get("state") ?? undefined,
    code: params.get("code") ?? undefined,
    error: params.get("error") ?? undefined,
  });
  if (Exit.isFailure(decoded))
    return yield* failLogin(ExternalLoginErrorCode.invalidState, DEFAULT_LOCALE_PATH, "no usable state");
  const answer = decoded.value;
  const attempt = yield* takeLoginAttempt(hashOpaqueToken(answer.state), input.providerId);
  if (!attempt)
    return yield* failLogin(
      ExternalLoginErrorCode.invalidState,
      DEFAULT_LOCALE_PATH,
      "unknown or used state",
    );
  const locale = localeOfPath(attempt.postOAuthUrl);
  if (input.browserState === undefined || !sameText(input.browserState, answer.state))
    return yield* failLogin(ExternalLoginErrorCode.invalidState, locale, "state not started by this browser");
  if ((yield* Clock.currentTimeMillis) >= attempt.expiresAt)
    return yield* failLogin(ExternalLoginErrorCode.stateExpired, locale);
  if (answer.error !== undefined)
    return yield* failLogin(
      ExternalLoginErrorCode.providerDenied,
      locale,
      `provider answered ${answer.error}`,
    );
  const provider = (yield* ExternalProviders).find(input.providerId);
  if (!provider) return yield* failLogin(ExternalLoginErrorCode.unknownProvider, locale);

  const providerFailed = (error: ProviderError) =>
    failLogin(ExternalLoginErrorCode.providerFailed, locale, describeProviderError(error));
  const configuration = yield* provider.configuration.pipe(Effect.catchTag("ProviderError", providerFailed));
  const tokens = yield* Effect.tryPromise({
    try: () =>
      authorizationCodeGrant(configuration, new URL(provider.redirectUri + input.search), {
        pkceCodeVerifier: attempt.codeVerifier,
        expectedState: answer.state,
        expectedNonce: attempt.nonce,
        idTokenExpected: true,
      }),
    catch: (cause) => new ProviderError({ step: "code exchange", cause }),
  }).pipe(Effect.catchTag("ProviderError", providerFailed));
  const claims = tokens.claims();
  if (!claims) return yield* failLogin(ExternalLoginErrorCode.providerFailed, locale, "no ID token");
  const needsUserInfo =
    typeof claims.email !== "string" && configuration.serverMetadata().userinfo_endpoint !== undefined;
  const userInfo = needsUserInfo
    ? yield* Effect.tryPromise({
        try: () => fetchUserInfo(configuration, tokens.access_token, claims.sub),
        catch: (cause) => new ProviderError({ step: "user info", cause }),
      }).pipe(Effect.catchTag("ProviderError", providerFailed))
    : undefined;
  const identity = readProviderIdentity(claims, userInfo);
  if (Option.isNone(identity))
    return yield* failLogin(ExternalLoginErrorCode.providerFailed, locale, "claims of an unexpected shape");

  const userId = yield* findOrCreateExternalAccount(provider.id, identity.value).pipe(
    Effect.catchTags({
      NoVerifiedEmail: () => failLogin(ExternalLoginErrorCode.verifiedEmailRequired, locale),
      ApiFailure: (failure) => failLogin(failure.errors[0].code, locale),
    }),
  );
  const token = yield* openSession(userId, provider.id, input.request);
  return { token, postOAuthUrl: attempt.postOAuthUrl };
});
