import { Clock, Effect } from "effect";
import { endSessions } from "../stores/sessionStore";
import type { Principal } from "./authenticate";

/** `close_session`: the caller signs out some of their own sessions; ids of others are ignored. */
export const closeOwnSessions = Effect.fn("accounts.closeOwnSessions")(function* (
  principal: Principal,
  sessionIds: ReadonlyArray<string>,
) {
  const now = yield* Clock.currentTimeMillis;
  return yield* endSessions(
    { userId: principal.userId, ids: sessionIds },
    "closed_by_user",
    "signed_out",
    now,
  );
});
