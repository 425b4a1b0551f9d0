import { Option } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTH_PROFILE_QUERY } from "../../../domain/accounts/authProfile";
import type { AuthToken } from "../../../domain/accounts/authToken";
import {
  decodeOAuthTokenCookie,
  decodePostOAuthUrlCookie,
  externalLoginUrl,
  GetExternalProviders,
  OAUTH_TOKEN_COOKIE,
  POST_OAUTH_URL_COOKIE,
} from "../../../domain/accounts/externalLogin";
import { LoginUser, UserRefreshKeepAlive } from "../../../domain/accounts/sessionCommands";
import { freePort } from "../../../scripts/freePort";
import { externalDisplayName, FALLBACK_NAME } from "../../../server/accounts/external/displayName";
import { readProviderIdentity } from "../../../server/accounts/external/providerIdentity";
import { DEV_PROVIDER_ID } from "../../../server/accounts/external/providerSettings";
import { type App, createApp } from "../../../server/app";
import { loadConfig } from "../../../server/config";
import type { SqlDriver } from "../../../server/db/SqlDriver";
import type { Logger } from "../../../server/log";
import { makeManualProvider } from "../../../server/provider/manualProvider";
import { closeDatabases, freshDatabase } from "../../helpers/testDatabase";
import type { TestServer } from "../../helpers/testServer";
import {
  call,
  expectFailure,
  expectOk,
  registerUser,
  signIn,
  testPolicy,
  uniqueEmail,
  verifiedUser,
} from "./accountsHarness";
import { type MovableClock, movableClock } from "./movableClock";

/** Every line the server logs, to check that no token or secret is among them. */
const logLines: string[] = [];
const capture =
  (level: string) =>
  (message: string, fields?: Record<string, unknown>): void => {
    logLines.push(`${level} ${message} ${JSON.stringify(fields ?? {})}`);
  };
const capturingLogger: Logger = {
  debug: capture("debug"),
  info: capture("info"),
  warn: capture("warn"),
  error: capture("error"),
};

interface OidcServer extends TestServer {
  readonly clock: MovableClock;
}

/** The real server whose PUBLIC_URL is where it listens, so the development provider's issuer works. */
const startOidcServer = async (env: Record<string, string> = {}): Promise<OidcServer> => {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const driver: SqlDriver = await freshDatabase();
  const clock = movableClock();
  const config = loadConfig({
    PORT: String(port),
    DATA_DIR: "memory://",
    NODE_ENV: "test",
    WEB_DIR: "tests/fixtures/web",
    PUBLIC_URL: url,
    ...env,
  });
  const provider = makeManualProvider([]);
  const app: App = await createApp({
    config,
    driver,
    logger: capturingLogger,
    provider,
    clock,
    accountPolicy: testPolicy(),
  });
  await new Promise<void>((resolve) => app.server.listen(port, "127.0.0.1", resolve));
  return { app, driver, provider, url, wsUrl: `ws://127.0.0.1:${port}/ws`, clock, close: () => app.close() };
};

interface Step {
  readonly url: URL;
  readonly status: number;
  readonly setCookies: ReadonlyArray<string>;
}

/**
 * A browser by hand: a cookie jar that keeps paths, redirects followed one at a time so each step
 * (and each Set-Cookie) can be looked at.
 */
class Browser {
  private readonly jar = new Map<string, { value: string; path: string }>();
  steps: Step[] = [];

  cookie(name: string): string | undefined {
    return [...this.jar.entries()].find(([key]) => key.startsWith(`${name}@`))?.[1].value;
  }

  setCookie(name: string, value: string, path: string): void {
    this.jar.set(`${name}@${path}`, { value, path });
  }

  private store(header: string): void {
    const [pair = "", ...attributes] = header.split(";").map((part) => part.trim());
    const index = pair.indexOf("=");
    const name = pair.slice(0, index);
    const path = attributes.find((a) => /^path=/i.test(a))?.slice(5) ?? "/";
    const maxAge = attributes.find((a) => /^max-age=/i.test(a))?.slice(8);
    if (maxAge !== undefined && Number(maxAge) <= 0) this.jar.delete(`${name}@${path}`);
    else this.setCookie(name, pair.slice(index + 1), path);
  }

  private cookieHeader(url: URL): string {
    return [...this.jar.entries()]
      .filter(
        ([, { path }]) =>
          url.pathname === path || url.pathname.startsWith(path.endsWith("/") ? path : `${path}/`),
      )
      .map(([key, { value }]) => `${key.slice(0, key.indexOf("@"))}=${value}`)
      .join("; ");
  }

  /** One request, no redirect followed. */
  async request(url: URL, init: { method?: string; form?: URLSearchParams } = {}): Promise<Response> {
    const response = await fetch(url, {
      method: init.method ?? "GET",
      redirect: "manual",
      headers: {
        cookie: this.cookieHeader(url),
        "user-agent": "externalLogin.test",
        ...(init.form ? { "content-type": "application/x-www-form-urlencoded" } : {}),
      },
      ...(init.form ? { body: init.form.toString() } : {}),
    });
    const setCookies = response.headers.getSetCookie();
    for (const header of setCookies) this.store(header);
    this.steps.push({ url, status: response.status, setCookies });
    return response;
  }

  /** Follows redirects until a page answers, or until `stopBefore` says the next URL is not to be visited. */
  async navigate(
    start: URL,
    init: { method?: string; form?: URLSearchParams; stopBefore?: (next: URL) => boolean } = {},
  ): Promise<{ url: URL; response: Response }> {
    let url = start;
    let response = await this.request(url, init);
    while (response.status >= 300 && response.status < 400) {
      const next = new URL(response.headers.get("location") ?? "", url);
      if (init.stopBefore?.(next)) return { url: next, response };
      url = next;
      response = await this.request(url);
    }
    return { url, response };
  }
}

const isCallback = (url: URL) =>
  url.pathname.endsWith("/callback") && url.pathname.startsWith("/auth/external/");

const loginUrl = (server: TestServer, postOAuthUrl: string, providerId = DEV_PROVIDER_ID) =>
  new URL(
    externalLoginUrl(providerId, {
      postOAuthUrl,
      deviceInfo: encodeURIComponent(JSON.stringify({ platform: "test", model: "vitest" })),
      ipToken: "ip-token-1",
    }),
    server.url,
  );

/** Starts a login and stops on the development provider's page; answers the page and its form actions. */
const openProviderPage = async (server: TestServer, browser: Browser, postOAuthUrl: string) => {
  const { url, response } = await browser.navigate(loginUrl(server, postOAuthUrl));
  expect(url.pathname).toMatch(/^\/dev\/oidc\/interaction\/[A-Za-z0-9_-]+$/);
  expect(response.status).toBe(200);
  const html = await response.text();
  const login = /action="([^"]+\/login)"/.exec(html)?.[1];
  const abort = /action="([^"]+\/abort)"/.exec(html)?.[1];
  if (!login || !abort) throw new Error("The provider's page has no form");
  return { html, login: new URL(login, server.url), abort: new URL(abort, server.url) };
};

/** Signs in at the development provider as `identity`; stops before the callback when asked. */
const signInAtProvider = async (
  server: TestServer,
  browser: Browser,
  identity: { name: string; email: string },
  options: { postOAuthUrl?: string; stopBeforeCallback?: boolean } = {},
) => {
  const page = await openProviderPage(server, browser, options.postOAuthUrl ?? "/es-es/tips/soccer");
  return browser.navigate(page.login, {
    method: "POST",
    form: new URLSearchParams(identity),
    ...(options.stopBeforeCallback ? { stopBefore: isCallback } : {}),
  });
};

/** The landing page's `?error=` and the proof that no token cookie came with it. */
const expectErrorLanding = (browser: Browser, landing: URL, locale: string, code: string) => {
  expect(`${landing.pathname}?${landing.searchParams}`).toBe(
    `/${locale}/oauth/callback?${new URLSearchParams({ error: code })}`,
  );
  const last = browser.steps.findLast((step) => step.url.pathname.startsWith("/auth/external/"));
  expect(last?.status).toBe(302);
  expect(last?.setCookies).toEqual([]);
  expect(browser.cookie(OAUTH_TOKEN_COOKIE)).toBeUndefined();
};

const tokenFrom = (browser: Browser): AuthToken => {
  const token = decodeOAuthTokenCookie(browser.cookie(OAUTH_TOKEN_COOKIE) ?? "");
  if (Option.isNone(token)) throw new Error("No token cookie");
  return token.value;
};

const authProfile = async (server: TestServer, accessToken: string) => {
  const response = await fetch(`${server.url}/graphql/users`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${accessToken}` },
    body: JSON.stringify({ query: AUTH_PROFILE_QUERY }),
  });
  const body = (await response.json()) as {
    data: { authProfile: { id: string; name: string; email: string; wallet: { amount: number } } };
  };
  return body.data.authProfile;
};

let server: OidcServer;
beforeAll(async () => {
  server = await startOidcServer();
});
afterAll(async () => {
  await server.close();
  await closeDatabases();
});

describe("when signing in through the development provider", () => {
  it("opens an account, sets the landing cookies, and the token works", async () => {
    const browser = new Browser();
    const email = uniqueEmail("dana");
    const page = await openProviderPage(server, browser, "/es-es/tips/soccer?sort=popular");
    expect(page.html).toContain("FunsClub Dev ID");
    expect(page.html).toContain("ann.smith@example.com");

    const { url: landing, response } = await browser.navigate(page.login, {
      method: "POST",
      form: new URLSearchParams({ name: "Dana Scully", email }),
    });
    expect(landing.pathname).toBe("/es-es/oauth/callback");
    expect(landing.search).toBe("");
    expect(response.status).toBe(200);

    const callback = browser.steps.find((step) => isCallback(step.url));
    const tokenCookie = callback?.setCookies.find((c) => c.startsWith(`${OAUTH_TOKEN_COOKIE}=`)) ?? "";
    expect(tokenCookie).toContain("Path=/");
    expect(tokenCookie).toContain("Max-Age=60");
    expect(tokenCookie).toContain("SameSite=Lax");
    expect(tokenCookie).not.toMatch(/HttpOnly|Secure/i);
    expect(Option.getOrUndefined(decodePostOAuthUrlCookie(browser.cookie(POST_OAUTH_URL_COOKIE) ?? ""))).toBe(
      "/es-es/tips/soccer?sort=popular",
    );

    const token = tokenFrom(browser);
    expect(token.provider).toBe(DEV_PROVIDER_ID);
    const profile = await authProfile(server, token.accessToken);
    expect(profile).toMatchObject({ name: "Dana Scully", email, wallet: { amount: 1000 } });
    const keepAlive = expectOk<{ sessionId: string }>(
      await call(server, UserRefreshKeepAlive, {}, token.accessToken),
    );
    expect(keepAlive.sessionId).toBe(token.sessionId);
  });

  it("finds the same account on a second login, without a second starting balance", async () => {
    const email = uniqueEmail("fox");
    const first = new Browser();
    await signInAtProvider(server, first, { name: "Fox Mulder", email });
    const second = new Browser();
    const { url } = await signInAtProvider(server, second, { name: "Fox W Mulder", email });
    expect(url.pathname).toBe("/es-es/oauth/callback");

    const [one, two] = [tokenFrom(first), tokenFrom(second)];
    expect(two.sessionId).not.toBe(one.sessionId);
    const [profileOne, profileTwo] = [
      await authProfile(server, one.accessToken),
      await authProfile(server, two.accessToken),
    ];
    expect(profileTwo.id).toBe(profileOne.id);
    expect(profileTwo).toMatchObject({ name: "Fox Mulder", wallet: { amount: 1000 } });
  });

  it("links a verified password account by its address, which keeps its password", async () => {
    const user = await verifiedUser(server, { name: "Walter Skinner" });
    const browser = new Browser();
    await signInAtProvider(server, browser, { name: "Walter Skinner", email: user.email });
    const profile = await authProfile(server, tokenFrom(browser).accessToken);
    expect(profile.id).toBe(user.userId);
    expect((await signIn(server, user)).provider).toBe("password");
  });

  it("takes over an unverified account with the address: verified, the password someone set no longer works", async () => {
    const user = await registerUser(server, { name: "Alex Krycek" });
    const browser = new Browser();
    await signInAtProvider(server, browser, { name: "Alex Krycek", email: user.email });
    expect((await authProfile(server, tokenFrom(browser).accessToken)).id).toBe(user.userId);
    expectFailure(
      await call(server, LoginUser, { email: user.email, password: user.password }),
      401,
      "user.invalid_credentials",
    );
  });

  it("lands with provider_denied when the person cancels at the provider", async () => {
    const browser = new Browser();
    const page = await openProviderPage(server, browser, "/tr-tr/");
    const { url } = await browser.navigate(page.abort, { method: "POST" });
    expectErrorLanding(browser, url, "tr-tr", "external_login.provider_denied");
  });

  it("shows the page again when the typed address does not look right", async () => {
    const browser = new Browser();
    const page = await openProviderPage(server, browser, "/en-us/");
    const response = await browser.request(page.login, {
      method: "POST",
      form: new URLSearchParams({ name: "Dana Scully", email: "not-an-address" }),
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("That e-mail address does not look right.");
  });

  it("logs no token, code, state or secret", async () => {
    const browser = new Browser();
    await signInAtProvider(server, browser, { name: "Monica Reyes", email: uniqueEmail("monica") });
    const token = tokenFrom(browser);
    const callback = browser.steps.find((step) => isCallback(step.url))?.url;
    const secrets = [
      token.accessToken,
      token.refreshToken,
      callback?.searchParams.get("code") ?? "missing code",
      callback?.searchParams.get("state") ?? "missing state",
    ];
    expect(logLines.join("\n")).not.toMatch(
      new RegExp(secrets.map((s) => s.replace(/\W/g, "\\$&")).join("|")),
    );
  });
});

describe("when the login URL is wrong", () => {
  it.each([
    ["an absolute URL", "https://evil.example/en-us/"],
    ["a scheme-relative URL", "//evil.example/en-us/"],
    ["a backslash trick", "/\\evil.example/en-us/"],
    ["a script URL", "javascript:alert(1)"],
    ["a path without its slash", "en-us/tips"],
  ])("refuses %s as postOAuthUrl", async (_label, postOAuthUrl) => {
    const browser = new Browser();
    const { url } = await browser.navigate(loginUrl(server, postOAuthUrl));
    expectErrorLanding(browser, url, "en-us", "external_login.invalid_request");
  });

  it("refuses a login URL without postOAuthUrl", async () => {
    const browser = new Browser();
    const { url } = await browser.navigate(new URL(`/auth/external/${DEV_PROVIDER_ID}`, server.url));
    expectErrorLanding(browser, url, "en-us", "external_login.invalid_request");
  });

  it("lands with unknown_provider in the return path's locale", async () => {
    const browser = new Browser();
    const { url } = await browser.navigate(loginUrl(server, "/pt-br/tips/soccer", "nope"));
    expectErrorLanding(browser, url, "pt-br", "external_login.unknown_provider");
  });
});

describe("when the provider's answer is not one this browser is waiting for", () => {
  it("refuses a forged state", async () => {
    const browser = new Browser();
    const forged = new URL(`/auth/external/${DEV_PROVIDER_ID}/callback?code=abc&state=forged`, server.url);
    browser.setCookie("funs_oauth_state", "forged", "/auth/external");
    const { url } = await browser.navigate(forged);
    expectErrorLanding(browser, url, "en-us", "external_login.invalid_state");
  });

  it("refuses a replayed answer, even with the state cookie put back", async () => {
    const browser = new Browser();
    await signInAtProvider(server, browser, { name: "John Doggett", email: uniqueEmail("john") });
    const callback = browser.steps.find((step) => isCallback(step.url))?.url;
    if (!callback) throw new Error("no callback");
    const replay = new Browser();
    replay.setCookie("funs_oauth_state", callback.searchParams.get("state") ?? "", "/auth/external");
    const { url } = await replay.navigate(callback);
    expectErrorLanding(replay, url, "en-us", "external_login.invalid_state");
  });

  it("refuses an answer brought by another browser (login CSRF), which also spends the login", async () => {
    const victim = new Browser();
    const attacker = new Browser();
    const stopped = await signInAtProvider(
      server,
      attacker,
      { name: "Cigarette Smoking", email: uniqueEmail("csm") },
      { stopBeforeCallback: true },
    );
    expect(isCallback(stopped.url)).toBe(true);
    const { url } = await victim.navigate(stopped.url);
    expectErrorLanding(victim, url, "es-es", "external_login.invalid_state");
    const late = await attacker.navigate(stopped.url);
    expectErrorLanding(attacker, late.url, "en-us", "external_login.invalid_state");
  });

  it("refuses an answer after the login expired (10 minutes)", async () => {
    const browser = new Browser();
    const stopped = await signInAtProvider(
      server,
      browser,
      { name: "Dana Scully", email: uniqueEmail("late") },
      { postOAuthUrl: "/ru-ru/", stopBeforeCallback: true },
    );
    server.clock.advance(10 * 60_000 + 1);
    const { url } = await browser.navigate(stopped.url);
    expectErrorLanding(browser, url, "ru-ru", "external_login.state_expired");
  });
});

describe("get_external_providers", () => {
  it("lists the development provider outside production", async () => {
    const answer = expectOk<{ providers: unknown }>(await call(server, GetExternalProviders, {}));
    expect(answer.providers).toEqual([{ id: DEV_PROVIDER_ID, name: "FunsClub Dev ID" }]);
  });

  it("lists only configured providers in production, where /dev/oidc is not served", async () => {
    const production = await startOidcServer({
      NODE_ENV: "production",
      OIDC_PROVIDERS: JSON.stringify([
        {
          id: "acme",
          name: "Acme ID",
          issuer: "https://id.acme.example",
          clientId: "funsclub",
          clientSecret: "s3cret",
        },
      ]),
    });
    try {
      const answer = expectOk<{ providers: unknown }>(await call(production, GetExternalProviders, {}));
      expect(answer.providers).toEqual([{ id: "acme", name: "Acme ID" }]);
      const discovery = await fetch(`${production.url}/dev/oidc/.well-known/openid-configuration`);
      expect(await discovery.text()).not.toContain("issuer");
      const browser = new Browser();
      const { url } = await browser.navigate(loginUrl(production, "/en-us/"));
      expectErrorLanding(browser, url, "en-us", "external_login.unknown_provider");
    } finally {
      await production.close();
    }
  });
});

describe("OIDC_PROVIDERS", () => {
  const env = (value: string) => ({ PORT: "0", DATA_DIR: "memory://", OIDC_PROVIDERS: value });
  const acme = {
    id: "acme",
    name: "Acme ID",
    issuer: "https://id.acme.example",
    clientId: "c",
    clientSecret: "hush-42",
  };

  it("decodes a list of providers", () => {
    expect(loadConfig(env(JSON.stringify([acme]))).oidcProviders).toEqual([acme]);
    expect(loadConfig({ PORT: "0" }).oidcProviders).toEqual([]);
  });

  const configError = (value: string): string => {
    try {
      loadConfig(env(value));
      return "accepted";
    } catch (error) {
      return String(error);
    }
  };

  it.each([
    ["not JSON", `[{"clientSecret":"hush-42",}]`],
    [
      "an http issuer elsewhere than this machine",
      JSON.stringify([{ ...acme, issuer: "http://id.acme.example" }]),
    ],
    ["the development provider's id", JSON.stringify([{ ...acme, id: DEV_PROVIDER_ID }])],
    ["two providers with one id", JSON.stringify([acme, acme])],
    ["an id with capitals and spaces", JSON.stringify([{ ...acme, id: "Bad Id" }])],
    ["an unknown field", JSON.stringify([{ ...acme, scope: "openid" }])],
  ])("refuses %s, without repeating the secret", (_label, value) => {
    const message = configError(value);
    expect(message).toMatch(/OIDC_PROVIDERS/);
    expect(message).not.toContain("hush-42");
  });
});

describe("what the provider says about the person", () => {
  const identity = (idToken: Record<string, unknown>, userInfo?: Record<string, unknown>) =>
    Option.getOrUndefined(readProviderIdentity(idToken, userInfo));

  it("uses an address only when the provider verified it", () => {
    expect(identity({ sub: "1", email: "Ann@X.com", email_verified: true })?.verifiedEmail).toBe("ann@x.com");
    expect(identity({ sub: "1", email: "ann@x.com", email_verified: "true" })?.verifiedEmail).toBe(
      "ann@x.com",
    );
    expect(identity({ sub: "1", email: "ann@x.com", email_verified: false })?.verifiedEmail).toBeUndefined();
    expect(identity({ sub: "1", email: "ann@x.com" })?.verifiedEmail).toBeUndefined();
  });

  it("takes an address and its verification from one source", () => {
    const fromToken = identity(
      { sub: "1", email: "a@x.com" },
      { sub: "1", email: "b@x.com", email_verified: true },
    );
    expect(fromToken?.verifiedEmail).toBeUndefined();
    const fromUserInfo = identity(
      { sub: "1", name: "Ann" },
      { sub: "1", email: "b@x.com", email_verified: true },
    );
    expect(fromUserInfo).toEqual({ subject: "1", verifiedEmail: "b@x.com", name: "Ann" });
  });

  it("refuses claims without a subject", () => {
    expect(identity({ email: "a@x.com", email_verified: true })).toBeUndefined();
  });

  it("makes a display name the name rule accepts", () => {
    expect(externalDisplayName({ name: "Ann-Marie O'Neil" })).toBe("Ann-Marie O'Neil");
    expect(externalDisplayName({ name: "R2-D2 🤖", given_name: "Artoo", family_name: "Detoo" })).toBe("R D");
    expect(externalDisplayName({ given_name: "Chen", family_name: "Wei" })).toBe("Chen Wei");
    expect(externalDisplayName({ email: "ann.smith99@example.com" })).toBe("ann smith");
    expect(externalDisplayName({ name: "12345", email: "42@example.com" })).toBe(FALLBACK_NAME);
    expect([...externalDisplayName({ name: "Word ".repeat(30) })].length).toBeLessThanOrEqual(50);
  });
});
