import type { IncomingMessage, ServerResponse } from "node:http";
import { Cause, type Effect, Exit, type ManagedRuntime } from "effect";
import {
  EXTERNAL_LOGIN_BASE_PATH,
  localeOfPath,
  OAUTH_CALLBACK_ERROR_PARAM,
  oauthCallbackPath,
} from "../../../domain/accounts/externalLogin";
import { DEFAULT_LOCALE_PATH, isLocalePath, type LocalePath } from "../../../domain/i18n/locales";
import { RpcErrorCode } from "../../../domain/rpc/errors";
import type { ClientAddressOf } from "../../http/clientAddress";
import type { Logger } from "../../log";
import type { AccountServices } from "../AccountServices";
import type { ExternalProviders } from "./ExternalProviders";
import { ExternalLoginFailure } from "./externalLoginFailure";
import { finishExternalLogin } from "./finishExternalLogin";
import {
  clearStateCookie,
  OAUTH_STATE_COOKIE,
  readCookie,
  stateCookie,
  successCookies,
} from "./oauthCookies";
import { startExternalLogin } from "./startExternalLogin";

export type ExternalLoginServices = AccountServices | ExternalProviders;

const ROUTE = new RegExp(`^${EXTERNAL_LOGIN_BASE_PATH}/([^/]+)(/callback)?/?$`);

const redirect = (res: ServerResponse, location: string, cookies: ReadonlyArray<string> = []): void => {
  res.writeHead(302, {
    location,
    "cache-control": "no-store",
    // The provider need not learn which page of ours sent the browser, nor our page the provider's URL.
    "referrer-policy": "no-referrer",
    ...(cookies.length > 0 ? { "set-cookie": [...cookies] } : {}),
  });
  res.end();
};

const decodeSegment = (segment: string): string => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return "";
  }
};

/** First value of each query parameter (a repeated parameter cannot override the first). */
const firstValues = (params: URLSearchParams): Record<string, string> => {
  const values: Record<string, string> = {};
  for (const [key, value] of params) values[key] ??= value;
  return values;
};

/**
 * `GET /auth/external/{providerId}` and `GET /auth/external/{providerId}/callback`. Both end in a
 * redirect: to the provider, or to `/{locale}/oauth/callback` (with the cookies on success, with
 * `?error=<code>` and no cookie on failure). Never a stack trace, never a token in the log.
 */
export const makeExternalLoginRoutes = (options: {
  readonly runtime: ManagedRuntime.ManagedRuntime<ExternalLoginServices, never>;
  readonly publicUrl: string;
  readonly logger: Logger;
  /** The client's address (server/http/clientAddress.ts); the socket's peer by default. */
  readonly clientAddress?: ClientAddressOf;
}) => {
  const { runtime, logger } = options;
  const clientAddress = options.clientAddress ?? ((req: IncomingMessage) => req.socket.remoteAddress ?? "");
  const secure = options.publicUrl.startsWith("https:");

  const run = async <A, E>(
    res: ServerResponse,
    providerId: string,
    program: Effect.Effect<A, E, ExternalLoginServices>,
    succeed: (value: A) => void,
  ): Promise<void> => {
    const exit = await runtime.runPromiseExit(program);
    if (Exit.isSuccess(exit)) return succeed(exit.value);
    const failure = Cause.findErrorOption(exit.cause);
    let code: string = RpcErrorCode.internal;
    let locale: LocalePath = DEFAULT_LOCALE_PATH;
    if (failure._tag === "Some" && failure.value instanceof ExternalLoginFailure) {
      ({ code } = failure.value);
      if (isLocalePath(failure.value.locale)) locale = failure.value.locale;
      logger.info("external login refused", { provider: providerId, code, reason: failure.value.reason });
    } else {
      logger.error("external login failed", { provider: providerId, cause: Cause.pretty(exit.cause) });
    }
    const query = new URLSearchParams({ [OAUTH_CALLBACK_ERROR_PARAM]: code });
    redirect(res, `${oauthCallbackPath(locale)}?${query}`);
  };

  return (req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> | undefined => {
    const match = ROUTE.exec(url.pathname);
    if (!match || req.method !== "GET") return undefined;
    const providerId = decodeSegment(match[1]!);
    if (match[2] === undefined) {
      const start = startExternalLogin({
        providerId,
        query: firstValues(url.searchParams),
        ip: clientAddress(req),
      });
      return run(res, providerId, start, ({ authorizationUrl, state }) =>
        redirect(res, authorizationUrl, [stateCookie(state, secure)]),
      );
    }
    const finish = finishExternalLogin({
      providerId,
      search: url.search,
      browserState: readCookie(req.headers.cookie, OAUTH_STATE_COOKIE),
      request: {
        accessToken: undefined,
        ip: clientAddress(req),
        userAgent: String(req.headers["user-agent"] ?? ""),
      },
    });
    return run(res, providerId, finish, ({ token, postOAuthUrl }) =>
      redirect(res, oauthCallbackPath(localeOfPath(postOAuthUrl)), [
        ...successCookies(token, postOAuthUrl, secure),
        clearStateCookie(secure),
      ]),
    );
  };
};
