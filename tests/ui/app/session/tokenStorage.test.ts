import { describe, expect, it } from "vitest";
import { createActor, setup } from "xstate";
import type { AuthToken } from "../../../../domain/accounts/authToken.ts";
import { encodeEntry } from "../../../../domain/settings/versionedEntry.ts";
import type {
  TokenStorageCommand,
  TokenStorageLoadedEvent,
} from "../../../../machines/session/sessionMachine.ts";
import { createTokenStorage, tokenEntry } from "../../../../ui/app/session/tokenStorage.ts";
import { createMemoryStorage } from "../../../../ui/app/storage.ts";
import { issueToken, T0 } from "../../../machines/session/sessionFixtures.ts";

/** The storage actor under a parent that keeps what it reports (a callback actor reports to its parent). */
const startStorage = (storage: ReturnType<typeof createMemoryStorage>) => {
  const reported: Array<TokenStorageLoadedEvent> = [];
  const parent = setup({
    types: { events: {} as TokenStorageLoadedEvent },
    actors: { tokenStorage: createTokenStorage(storage, () => T0) },
  }).createMachine({
    invoke: { id: "tokenStorage", src: "tokenStorage" },
    on: { "session.storage.loaded": { actions: ({ event }) => void reported.push(event) } },
  });
  const actor = createActor(parent).start();
  return {
    reported,
    send: (command: TokenStorageCommand) => actor.getSnapshot().children.tokenStorage?.send(command),
  };
};

describe("createTokenStorage", () => {
  it("reports nothing stored, stamped with the clock", () => {
    expect(startStorage(createMemoryStorage()).reported).toEqual([
      { type: "session.storage.loaded", token: null, at: T0 },
    ]);
  });

  it("reports the stored token, which a later start finds again", () => {
    const storage = createMemoryStorage();
    const token = issueToken({ at: T0 });
    startStorage(storage).send({ type: "tokenStorage.save", token });
    expect(startStorage(storage).reported).toEqual([{ type: "session.storage.loaded", token, at: T0 }]);
  });

  it("forgets the token when cleared", () => {
    const storage = createMemoryStorage();
    const first = startStorage(storage);
    first.send({ type: "tokenStorage.save", token: issueToken({ at: T0 }) });
    first.send({ type: "tokenStorage.clear" });
    expect(storage.entries()).toEqual({});
    expect(startStorage(storage).reported[0]?.token).toBeNull();
  });

  it.each([
    [
      "an entry of another version",
      JSON.stringify({ version: tokenEntry.version + 1, value: issueToken({ at: T0 }) }),
    ],
    ["broken JSON", "{not json"],
    ["a token without its validity", encodeEntry(tokenEntry, { accessToken: "a" } as unknown as AuthToken)],
    [
      "a token whose validity is not a whole number of milliseconds",
      encodeEntry(tokenEntry, { ...issueToken({ at: T0 }), accessTokenValidUntil: 1.5 }),
    ],
  ])("drops %s and reports nothing stored", (_, raw) => {
    const storage = createMemoryStorage({ [tokenEntry.key]: raw });
    expect(startStorage(storage).reported[0]?.token).toBeNull();
    expect(storage.entries()).toEqual({});
  });
});
