import { Clock, Effect } from "effect";
import { createAccount } from "../../accounts/flows/createAccount";
import type { Principal } from "../../accounts/sessions/authenticate";
import { findUserById, markEmailVerified } from "../../accounts/stores/userStore";
import { Database } from "../../db/Database";
import type { DemoTipster } from "./demoRoster";

/**
 * Not a scrypt hash, so no password ever matches it (verifyPassword answers false for a malformed
 * hash): demo users cannot be signed in to. Their addresses are verified, on a domain that takes no mail.
 */
export const DEMO_PASSWORD_HASH = "!demo-user-no-password";

/** Opens the roster's accounts that do not exist yet, each with the starting FUN balance. */
export const ensureDemoAccounts = Effect.fn("tips.demo.accounts")(function* (
  roster: ReadonlyArray<DemoTipster>,
) {
  const db = yield* Database;
  let opened = 0;
  for (const tipster of roster) {
    if (yield* findUserById(tipster.id)) continue;
    const now = yield* Clock.currentTimeMillis;
    const created = yield* db.transaction(
      Effect.gen(function* () {
        const inserted = yield* createAccount({ ...tipster, passwordHash: DEMO_PASSWORD_HASH, now });
        if (inserted) yield* markEmailVerified(tipster.id, now);
        return inserted;
      }),
    );
    if (created) opened += 1;
  }
  return opened;
});

/**
 * The demo user as the tips flows see a caller. NOTE: the flows read the user id only; the session is
 * a stand-in that exists nowhere, so no token can ever name it.
 */
export const demoPrincipal = (userId: string): Principal => ({
  userId,
  sessionId: `demo-${userId}`,
  session: {
    id: `demo-${userId}`,
    userId,
    provider: "demo",
    status: "active",
    generation: 0,
    keepAlive: false,
    createdAt: 0,
    expiresAt: 0,
    refreshedAt: null,
    endedAt: null,
    endReason: null,
    ip: "",
    userAgent: "demo",
  },
});
