import { CloseSession } from "../../domain/accounts/sessionCommands.ts";
import type { RequestMachine } from "../../machines/request/requestMachine.ts";
import type { AccountDeps } from "./accountDeps.ts";
import { onePerDeps } from "./onePerDeps.ts";
import { requestLogic } from "./requestLogic.ts";

export type SignOutLogic = RequestMachine<null, null>;

/** Closes this session on the server, then signs the browser out whatever the answer. */
const createSignOut = ({ calls, session }: Pick<AccountDeps, "calls" | "session">): SignOutLogic => {
  const signOut = async (_: null, signal: AbortSignal): Promise<null> => {
    const token = session.getSnapshot().context.token;
    try {
      // NOTE: the server ends the session first, so a copied refresh token dies with it; the browser
      // signs out even when the server cannot be reached (the session lapses there on its own).
      // This device stops getting the user's pushes while the token still works (failures do not hold up
      // the sign-out).
      if (token !== null && typeof navigator !== "undefined" && "serviceWorker" in navigator)
        await import("./webPush.ts")
          .then(({ forgetPushDevice }) => forgetPushDevice(calls, signal))
          .catch((error: unknown) => console.warn("[push] the device was not unbound", error));
      if (token !== null) await calls.rpc(CloseSession, { sessionIds: [token.sessionId] }, signal);
    } finally {
      session.send({ type: "session.signOut" });
    }
    return null;
  };
  return requestLogic(signOut);
};

/**
 * The user menu's sign-out, once per deps object. Kept apart from the account pages' machines
 * (`accountForms.ts` and its neighbours): the header needs it at start-up, the pages' machines come with
 * their chunks.
 */
export const signOutOf: (deps: AccountDeps) => SignOutLogic = onePerDeps(createSignOut);
