import { generateKeyPair, randomBytes, randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { promisify } from "node:util";
import type { KoaContextWithOIDC } from "oidc-provider";
import { externalLoginCallbackPath } from "../../../domain/accounts/externalLogin";
import type { ExternalProviderSettings } from "../../accounts/external/ExternalProviders";
import { DEV_PROVIDER_ID } from "../../accounts/external/providerSettings";
import type { Logger } from "../../log";
import { makeDevAccounts } from "./devIdentities";
import { makeInteractionRoutes } from "./interactionRoutes";
import { loopbackFetch } from "./loopbackFetch";
import { makeMemoryAdapter } from "./memoryAdapter";

/** The development provider lives here; it is not mounted in production. */
export const DEV_OIDC_PATH = "/dev/oidc";
export const DEV_PROVIDER_NAME = "FunsClub Dev ID";
const CLIENT_ID = "funsclub-web";

export interface DevOidcProvider {
  /** Our app's side: the provider as a relying party sees it (the client secret is made at start). */
  readonly settings: ExternalProviderSettings;
  /** Serves `/dev/oidc/**`; undefined for any other path. */
  readonly route: (req: IncomingMessage, res: ServerResponse, url: URL) => Promise<void> | undefined;
}

/** A fresh RS256 signing key for each start: nothing to keep, nothing in the repo. */
const signingJwk = async () => {
  const { privateKey } = await promisify(generateKeyPair)("rsa", { modulusLength: 2048 });
  return { ...privateKey.export({ format: "jwk" }), kid: randomUUID(), alg: "RS256", use: "sig" };
};

/** The first-party client needs no consent screen: the grant is given on the user's behalf. */
const grantConsent = async (ctx: KoaContextWithOIDC) => {
  const { oidc } = ctx;
  const grantId = oidc.result?.consent?.grantId ?? oidc.session.grantIdFor(oidc.client.clientId);
  if (grantId) return oidc.provider.Grant.find(grantId);
  const grant = new oidc.provider.Grant({
    clientId: oidc.client.clientId,
    accountId: oidc.session.accountId,
  });
  grant.addOIDCScope("openid email profile");
  await grant.save();
  return grant;
};

/**
 * An OpenID Connect provider for development and tests (oidc-provider), so external login works offline
 * from `npm start`: issuer `{PUBLIC_URL}/dev/oidc`, one client (our app), a page to pick or type who signs
 * in, keys and secrets generated at start, everything kept in memory. The library is loaded and the key
 * made on the first request under `/dev/oidc`, so a server that never uses it pays nothing.
 */
export const makeDevOidcProvider = (options: {
  readonly publicUrl: string;
  readonly logger: Logger;
  /** Where this server listens, once it does (see loopbackFetch). */
  readonly localOrigin: () => string | undefined;
}): DevOidcProvider => {
  const issuer = options.publicUrl + DEV_OIDC_PATH;
  const clientSecret = randomBytes(32).toString("base64url");
  const accounts = makeDevAccounts();

  const build = async () => {
    // On Node 20 it warns "Unsupported runtime" once when loaded; it works there (see the tests).
    const { default: Provider } = await import("oidc-provider");
    const provider = new Provider(issuer, {
      adapter: makeMemoryAdapter(),
      clients: [
        {
          client_id: CLIENT_ID,
          client_secret: clientSecret,
          client_name: "FunsClub",
          redirect_uris: [options.publicUrl + externalLoginCallbackPath(DEV_PROVIDER_ID)],
          grant_types: ["authorization_code"],
          response_types: ["code"],
          token_endpoint_auth_method: "client_secret_basic",
        },
      ],
      jwks: { keys: [await signingJwk()] },
      cookies: { keys: [randomBytes(32).toString("base64url")] },
      scopes: ["openid", "email", "profile"],
      claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name"] },
      features: { devInteractions: { enabled: false } },
      interactions: { url: (_ctx, interaction) => `${DEV_OIDC_PATH}/interaction/${interaction.uid}` },
      findAccount: async (_ctx, sub) => {
        const identity = accounts.find(sub);
        return (
          identity && {
            accountId: sub,
            claims: () => ({ sub, name: identity.name, email: identity.email, email_verified: true }),
          }
        );
      },
      loadExistingGrant: grantConsent,
      pkce: { required: () => true },
      ttl: {
        AccessToken: 600,
        AuthorizationCode: 60,
        Grant: 600,
        IdToken: 600,
        Interaction: 600,
        Session: 600,
      },
    });
    // Behind a proxy, and called over loopback with forwarded headers (loopbackFetch).
    provider.proxy = true;
    provider.on("server_error", (_ctx, error) =>
      options.logger.error("dev oidc provider failed", {
        error: error instanceof Error ? error.message : String(error),
      }),
    );
    return {
      serveProvider: provider.callback(),
      interaction: makeInteractionRoutes({ provider, accounts, basePath: `${DEV_OIDC_PATH}/interaction` }),
    };
  };
  let built: ReturnType<typeof build> | undefined;

  const serve = async (req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> => {
    built ??= build().catch((error: unknown) => {
      built = undefined;
      throw error;
    });
    const { serveProvider, interaction } = await built;
    const own = interaction(req, res, url);
    if (own) return own;
    // Mounted under a prefix: the provider reads its mount path from `originalUrl`.
    const mounted = req as IncomingMessage & { originalUrl?: string };
    mounted.originalUrl = req.url;
    req.url = (req.url ?? "/").slice(DEV_OIDC_PATH.length) || "/";
    await serveProvider(req, res);
  };

  return {
    settings: {
      id: DEV_PROVIDER_ID,
      name: DEV_PROVIDER_NAME,
      issuer,
      clientId: CLIENT_ID,
      clientSecret,
      // Ask for the page every time, so a developer can switch identities.
      authorizationParams: { prompt: "login" },
      fetch: loopbackFetch(options.publicUrl, options.localOrigin),
    },
    route: (req, res, url) =>
      url.pathname === DEV_OIDC_PATH || url.pathname.startsWith(`${DEV_OIDC_PATH}/`)
        ? serve(req, res, url)
        : undefined,
  };
};
