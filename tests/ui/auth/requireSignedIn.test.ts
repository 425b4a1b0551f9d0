import { isRedirect } from "@tanstack/react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createActor } from "xstate";
import type { AuthToken } from "../../../domain/accounts/authToken.ts";
import { writeEntry } from "../../../domain/settings/versionedEntry.ts";
import { sessionMachine } from "../../../machines/session/sessionMachine.ts";
import { systemSettingsMachine } from "../../../machines/systemSettings/systemSettingsMachine.ts";
import { createTokenStorage, tokenEntry } from "../../../ui/app/session/tokenStorage.ts";
import { createMemoryStorage } from "../../../ui/app/storage.ts";
import { requireSignedIn } from "../../../ui/auth/requireSignedIn.ts";

const token: AuthToken = {
  accessToken: "access",
  refreshToken: "refresh",
  accessTokenValidUntil: Date.now() + 15 * 60_000,
  refreshTokenValidUntil: Date.now() + 24 * 3_600_000,
  sessionId: "session",
  provider: "password",
};

const contextWith = (stored: AuthToken | null) => {
  const storage = createMemoryStorage();
  if (stored) writeEntry(storage, tokenEntry, stored);
  const session = createActor(
    sessionMachine.provide({ actors: { tokenStorage: createTokenStorage(storage, Date.now) } }),
    { input: { now: Date.now, tabId: "tab-1" } },
  ).start();
  return { session, settings: createActor(systemSettingsMachine).start() };
};

const location = { pathname: "/es-es/settings/change-password", href: "/es-es/settings/change-password?x=1" };

describe("requireSignedIn", () => {
  // In a browser; without `window` (server rendering) the check lets everyone through.
  beforeEach(() => vi.stubGlobal("window", {}));
  afterEach(() => vi.unstubAllGlobals());

  it("lets a signed-in user through", async () => {
    await expect(requireSignedIn({ context: contextWith(token), location })).resolves.toBeUndefined();
  });

  it("sends a visitor to sign in, in the page's language, with the way back", async () => {
    const thrown = await requireSignedIn({ context: contextWith(null), location }).catch(
      (error: unknown) => error,
    );
    expect(isRedirect(thrown)).toBe(true);
    expect((thrown as { options: { href: string } }).options.href).toBe(
      "/es-es/sign-in?redirect=%2Fes-es%2Fsettings%2Fchange-password%3Fx%3D1",
    );
  });

  it("lets server rendering through (accounts spec section 2)", async () => {
    vi.unstubAllGlobals();
    await expect(requireSignedIn({ context: contextWith(null), location })).resolves.toBeUndefined();
  });
});
