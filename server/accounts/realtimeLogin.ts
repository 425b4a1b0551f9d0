import { Cause, Effect, Exit, type ManagedRuntime } from "effect";
import { SessionErrorCode } from "../../domain/accounts/authToken";
import type { Authenticate } from "../realtime/hub";
import { ApiFailure } from "../rpc/ApiFailure";
import type { AccountServices } from "./AccountServices";
import { authenticate } from "./sessions/authenticate";

/**
 * The websocket `login` message: the same access-token check as RPC, answered with the user id or the
 * session code (so the browser reacts to it as to an RPC error).
 */
export const makeRealtimeLogin =
  (runtime: () => ManagedRuntime.ManagedRuntime<AccountServices, never>): Authenticate =>
  async (token) => {
    const exit = await runtime().runPromiseExit(
      Effect.map(authenticate(token), ({ userId }) => ({ userId })),
    );
    if (Exit.isSuccess(exit)) return exit.value;
    const failure = Cause.findErrorOption(exit.cause);
    const item =
      failure._tag === "Some" && failure.value instanceof ApiFailure ? failure.value.errors[0] : undefined;
    return item
      ? { code: item.code, message: item.message ?? item.code }
      : { code: SessionErrorCode.notFoundByAccessToken, message: "The access token could not be checked" };
  };
