import { randomUUID } from "node:crypto";
import { Clock, Effect } from "effect";
import { Database } from "../../db/Database";
import type { RpcRequest } from "../../rpc/RpcHandler";
import { AccountsConfig } from "../AccountsConfig";
import { insertSession } from "../stores/sessionStore";
import { issueTokenPair } from "./issueTokenPair";

/** How the user proved who they are: `password`, or the id of an external login provider. */
export type SignInProvider = string;

/** Starts a session for a signed-in user (keep-alive on: they just acted) and issues its first pair. */
export const openSession = Effect.fn("accounts.openSession")(function* (
  userId: string,
  provider: SignInProvider,
  request: RpcRequest,
) {
  const { policy } = yield* AccountsConfig;
  const db = yield* Database;
  const now = yield* Clock.currentTimeMillis;
  const session = { id: randomUUID(), userId, provider, generation: 0, expiresAt: now + policy.sessionTtlMs };
  return yield* db.transaction(
    Effect.gen(function* () {
      yield* insertSession({
        ...session,
        createdAt: now,
        ip: request.ip,
        userAgent: request.userAgent.slice(0, 512),
      });
      return yield* issueTokenPair(session, now);
    }),
  );
});
