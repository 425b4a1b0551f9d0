import type { IncomingMessage, ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { Layer } from "effect";
import type { ServerConfig } from "../../config";
import { DEV_OIDC_PATH, makeDevOidcProvider } from "../../dev/oidc/devOidcProvider";
import { loopbackOrigin } from "../../dev/oidc/loopbackFetch";
import type { Logger } from "../../log";
import { ExternalProviders } from "./ExternalProviders";

export interface ExternalLoginSetup {
  readonly providers: Layer.Layer<ExternalProviders>;
  /** Serves the development provider under `/dev/oidc` (never in production); undefined for other paths. */
  readonly devProvider: (req: IncomingMessage, res: ServerResponse, url: URL) => Promise<void> | undefined;
}

/**
 * The external login providers of this server: the development one outside production (listed first),
 * then those of `OIDC_PROVIDERS`.
 */
export const setUpExternalLogin = (options: {
  readonly config: ServerConfig;
  readonly logger: Logger;
  /** The HTTP server's address once it listens. */
  readonly address: () => AddressInfo | string | null;
}): ExternalLoginSetup => {
  const { config, logger } = options;
  const dev = config.production
    ? undefined
    : makeDevOidcProvider({
        publicUrl: config.publicUrl,
        logger,
        localOrigin: () => loopbackOrigin(options.address()),
      });
  if (dev) logger.info(`external login: development provider at ${config.publicUrl}${DEV_OIDC_PATH}`);
  if (config.oidcProviders.length > 0)
    logger.info("external login providers", { ids: config.oidcProviders.map((provider) => provider.id) });
  return {
    providers: ExternalProviders.layer(
      [...(dev ? [dev.settings] : []), ...config.oidcProviders],
      config.publicUrl,
    ),
    devProvider: (req, res, url) => dev?.route(req, res, url),
  };
};
