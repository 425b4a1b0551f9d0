import { Schema } from "effect";
import { fromCallback } from "xstate";
import { AuthToken } from "../../../domain/accounts/authToken.ts";
import {
  type EntrySpec,
  readEntry,
  type StoragePort,
  writeEntry,
} from "../../../domain/settings/versionedEntry.ts";
import type {
  TokenStorageCommand,
  TokenStorageLoadedEvent,
} from "../../../machines/session/sessionMachine.ts";

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
 * The token store as the session machine's `tokenStorage` actor: on start it reads the stored token (a
 * stale or malformed entry is dropped) and reports it with the clock then; afterwards it saves or clears as
 * the machine asks. The composition root gives it `failSafeStorage(localStorage)` and `Date.now`, tests a
 * memory storage and a fixed clock.
 */
export const createTokenStorage = (storage: StoragePort, now: () => number) =>
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
