import { Context, Effect, Layer } from "effect";
import type { Database } from "../db/Database";
import { type AccountPolicy, DEFAULT_ACCOUNT_POLICY } from "./accountPolicy";
import { makeDecoyHash } from "./crypto/passwordHash";
import { loadSigningKey } from "./signingKey";

export interface AccountsConfigShape {
  /** HMAC key of access tokens. Never logged. */
  readonly signingKey: Uint8Array;
  /** Where e-mail links point, e.g. `https://funsclub.example` (no trailing slash). */
  readonly publicUrl: string;
  readonly policy: AccountPolicy;
  /** Checked against when an address has no account, so both answers take as long. */
  readonly decoyPasswordHash: string;
}

export interface AccountsConfigOptions {
  readonly authSecret: string | undefined;
  readonly publicUrl: string;
  readonly policy?: AccountPolicy;
}

/** What the account flows need besides storage, mail and the clock: keys, links and policy. */
export class AccountsConfig extends Context.Service<AccountsConfig, AccountsConfigShape>()(
  "server/accounts/AccountsConfig",
) {
  /** Reads (or creates) the signing key in the database once, at start. */
  static readonly layer = (options: AccountsConfigOptions): Layer.Layer<AccountsConfig, never, Database> =>
    Layer.effect(
      AccountsConfig,
      Effect.gen(function* () {
        const signingKey = yield* Effect.orDie(loadSigningKey(options.authSecret));
        const policy = options.policy ?? DEFAULT_ACCOUNT_POLICY;
        return {
          signingKey,
          publicUrl: options.publicUrl,
          policy,
          decoyPasswordHash: yield* makeDecoyHash(policy.passwordHashing),
        };
      }),
    );
}
