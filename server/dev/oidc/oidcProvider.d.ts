/**
 * The few parts of oidc-provider (which ships no types) that the development provider uses. Kept to
 * what server/dev/oidc calls, so a change in the library shows up here as a type error.
 */
declare module "oidc-provider" {
  import type { IncomingMessage, ServerResponse } from "node:http";

  export interface AdapterPayload {
    readonly [key: string]: unknown;
    readonly grantId?: string;
    readonly userCode?: string;
    readonly uid?: string;
  }

  export interface Adapter {
    upsert(id: string, payload: AdapterPayload, expiresIn: number | undefined): Promise<void>;
    find(id: string): Promise<AdapterPayload | undefined>;
    findByUserCode(userCode: string): Promise<AdapterPayload | undefined>;
    findByUid(uid: string): Promise<AdapterPayload | undefined>;
    consume(id: string): Promise<void>;
    destroy(id: string): Promise<void>;
    revokeByGrantId(grantId: string): Promise<void>;
  }

  export interface Grant {
    addOIDCScope(scope: string): void;
    save(): Promise<string>;
  }

  export interface GrantConstructor {
    new (properties: { clientId: string; accountId: string | undefined }): Grant;
    find(id: string): Promise<Grant | undefined>;
  }

  export interface KoaContextWithOIDC {
    readonly oidc: {
      readonly result?: { readonly consent?: { readonly grantId?: string } };
      readonly session: { readonly accountId?: string; grantIdFor(clientId: string): string | undefined };
      readonly client: { readonly clientId: string };
      readonly provider: Provider;
    };
  }

  export interface Account {
    readonly accountId: string;
    claims(use: string, scope: string): Record<string, unknown> | Promise<Record<string, unknown>>;
  }

  export interface ClientMetadata {
    readonly client_id: string;
    readonly client_secret: string;
    readonly client_name?: string;
    readonly redirect_uris: ReadonlyArray<string>;
    readonly grant_types: ReadonlyArray<string>;
    readonly response_types: ReadonlyArray<string>;
    readonly token_endpoint_auth_method: string;
  }

  export interface Configuration {
    readonly adapter?: (name: string) => Adapter;
    readonly clients?: ReadonlyArray<ClientMetadata>;
    readonly jwks?: { readonly keys: ReadonlyArray<Record<string, unknown>> };
    readonly cookies?: { readonly keys: ReadonlyArray<string> };
    readonly claims?: Readonly<Record<string, ReadonlyArray<string>>>;
    readonly scopes?: ReadonlyArray<string>;
    readonly features?: Readonly<Record<string, { readonly enabled: boolean }>>;
    readonly interactions?: {
      readonly url: (ctx: KoaContextWithOIDC, interaction: { uid: string }) => string;
    };
    readonly findAccount?: (ctx: KoaContextWithOIDC, sub: string) => Promise<Account | undefined>;
    readonly loadExistingGrant?: (ctx: KoaContextWithOIDC) => Promise<Grant | undefined>;
    readonly pkce?: { readonly required: () => boolean };
    readonly ttl?: Readonly<Record<string, number>>;
  }

  export interface InteractionDetails {
    readonly uid: string;
    readonly prompt: { readonly name: string };
    readonly params: Readonly<Record<string, unknown>>;
  }

  export default class Provider {
    constructor(issuer: string, configuration?: Configuration);
    /** Koa's: trust X-Forwarded-Host and X-Forwarded-Proto. */
    proxy: boolean;
    readonly Grant: GrantConstructor;
    callback(): (req: IncomingMessage, res: ServerResponse) => unknown;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<InteractionDetails>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: Record<string, unknown>,
      options?: { readonly mergeWithLastSubmission?: boolean },
    ): Promise<void>;
    on(event: string, listener: (...args: ReadonlyArray<unknown>) => void): this;
  }
}
