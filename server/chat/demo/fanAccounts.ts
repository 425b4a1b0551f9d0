import { Clock, Effect } from "effect";
import { createAccount } from "../../accounts/flows/createAccount";
import { findUserById, markEmailVerified } from "../../accounts/stores/userStore";
import { Database } from "../../db/Database";
import { DEMO_PASSWORD_HASH } from "../../tips/demo/demoAccounts";
import type { ChatFan } from "./chatFans";

/** Opens the fans' accounts that do not exist yet, as the demo tipsters' are (no password can match). */
export const ensureFanAccounts = Effect.fn("chat.demo.accounts")(function* (fans: ReadonlyArray<ChatFan>) {
  const db = yield* Database;
  for (const fan of fans) {
    if (yield* findUserById(fan.id)) continue;
    const now = yield* Clock.currentTimeMillis;
    yield* db.transaction(
      Effect.gen(function* () {
        const inserted = yield* createAccount({
          id: fan.id,
          name: fan.name,
          email: fan.email,
          passwordHash: DEMO_PASSWORD_HASH,
          now,
        });
        if (inserted) yield* markEmailVerified(fan.id, now);
      }),
    );
  }
});
