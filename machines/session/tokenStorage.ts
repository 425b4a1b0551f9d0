import { Schema } from "effect";
import { fromCallback } from "xstate";
import { AuthToken } from "../../domain/accounts/authToken.ts";
import {
  type EntrySpec,
  readEntry,
  type StoragePort,
  writeEntry,
} from "../../domain/settings/versionedStorage.ts";

/** Sent by the storage actor once, when it starts; `at` is the clock then, so start-up guards stay pure. */
export interface TokenStorageLoadedEvent {
  readonly type: "session.storage.loaded";
  readonly token: AuthToken | null;
  readonly at: number;
}

/** Sent by the machine to remember or forget the token. */
export type TokenStorageCommand =
  | { readonly type: "tokenStorage.save"; readonly token: AuthToken }
  | { readonly type: "tokenStorage.clear" };

/**
 * NOTE: one entry shared by every tab of the origin, so a tab opened later starts from the newest token.
 * Storing the refresh token where scripts can read it is the token-pair variant of the spec; the
 * cookie-with-csrf variant would replace this adapter, not the machine.
 */
export const tokenEntry: EntrySpec<AuthToken> = {
  key: "session.token",
  version: 1,
  is: Schema.is(AuthToken),
};

/**
 * The token store as an actor: on start it reads the stored token (a stale or malformed entry is dropped)
 * and reports it; afterwards it saves or clears as the machine asks. The composition root gives it
 * `failSafeStorage(localStorage)`, tests a memory storage and a fixed clock.
 */
export const createTokenStorage = (storage: StoragePort, now: () => number = Date.now) =>
  fromCallback<TokenStorageCommand>(({ sendBack, receive }) => {
    const loaded: TokenStorageLoadedEvent = {
      type: "session.storage.loaded",
      token: readEntry(storage, tokenEntry) ?? null,
      at: now(),
    };
    sendBack(loaded);
    receive((command) => {
      if (command.type === "tokenStorage.save") writeEntry(storage, tokenEntry, command.token);
      else storage.removeItem(tokenEntry.key);
    });
  });
