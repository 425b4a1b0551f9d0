import { Context, Effect, Layer } from "effect";
import {
  allowInsecureRequests,
  ClientSecretBasic,
  type Configuration,
  type CustomFetch,
  customFetch,
  discovery,
} from "openid-client";
import { externalLoginCallbackPath } from "../../../domain/accounts/externalLogin";
import { ProviderError } from "./providerError";

/** A provider as the server knows it: the configured settings plus what only code can give. */
export interface ExternalProviderSettings {
  readonly id: string;
  readonly name: string;
  readonly issuer: string;
  readonly clientId: string;
  readonly clientSecret: string;
  /** Added to every authorization request (the development provider asks for its login page each time). */
  readonly authorizationParams?: Readonly<Record<string, string>>;
  /** How this server reaches the issuer, when not by its public address. */
  readonly fetch?: CustomFetch;
}

export interface ExternalProvider {
  readonly id: string;
  readonly name: string;
  /** Registered with the provider: `{PUBLIC_URL}/auth/external/{id}/callback`. */
  readonly redirectUri: string;
  readonly authorizationParams: Readonly<Record<string, string>>;
  /** The provider's metadata and our client there; discovered once (again after a failure). */
  readonly configuration: Effect.Effect<Configuration, ProviderError>;
}

export interface ExternalProvidersShape {
  /** In the order the sign-in sheet shows them. */
  readonly list: ReadonlyArray<ExternalProvider>;
  readonly find: (id: string) => ExternalProvider | undefined;
}

const makeProvider = (settings: ExternalProviderSettings, publicUrl: string): ExternalProvider => {
  const issuer = new URL(settings.issuer);
  let discovered: Promise<Configuration> | undefined;
  const discover = () =>
    discovery(issuer, settings.clientId, undefined, ClientSecretBasic(settings.clientSecret), {
      ...(settings.fetch ? { [customFetch]: settings.fetch } : {}),
      // Only loopback issuers may be http (see providerSettings.ts), the development one among them.
      ...(issuer.protocol === "http:" ? { execute: [allowInsecureRequests] } : {}),
    });
  return {
    id: settings.id,
    name: settings.name,
    redirectUri: publicUrl + externalLoginCallbackPath(settings.id),
    authorizationParams: settings.authorizationParams ?? {},
    configuration: Effect.tryPromise({
      try: () => {
        discovered ??= discover().catch((error: unknown) => {
          discovered = undefined;
          throw error;
        });
        return discovered;
      },
      catch: (cause) => new ProviderError({ step: "discovery", cause }),
    }),
  };
};

/** The external login providers: configured ones and, outside production, the development one. */
export class ExternalProviders extends Context.Service<ExternalProviders, ExternalProvidersShape>()(
  "server/accounts/external/ExternalProviders",
) {
  static readonly layer = (
    settings: ReadonlyArray<ExternalProviderSettings>,
    publicUrl: string,
  ): Layer.Layer<ExternalProviders> => {
    const list = settings.map((provider) => makeProvider(provider, publicUrl));
    return Layer.succeed(ExternalProviders, {
      list,
      find: (id) => list.find((provider) => provider.id === id),
    });
  };
}
