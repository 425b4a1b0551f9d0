import type { ServerResponse } from "node:http";
import { Cause, Effect, Exit, type ManagedRuntime } from "effect";
import { apiError, RpcErrorCode } from "../../domain/rpc/errors";
import type { DatabaseError } from "../db/Database";
import { sendApiErrors } from "../http/respond";
import type { Logger } from "../log";
import { ApiFailure } from "../rpc/ApiFailure";

/**
 * Runs a file request's program and answers its failure like the RPC endpoint does: a catalogue error
 * as it is, anything else (storage errors, defects) logged and answered `server.internal_error`, so no
 * stack trace leaves the server. A success is the caller's to send.
 */
export const answerFileRequest = async <A, R>(
  runtime: ManagedRuntime.ManagedRuntime<R, never>,
  logger: Logger,
  res: ServerResponse,
  route: string,
  program: Effect.Effect<A, ApiFailure | DatabaseError, R>,
  send: (value: A) => void,
): Promise<void> => {
  const exit = await runtime.runPromiseExit(
    program.pipe(Effect.catchTag("DatabaseError", (error) => Effect.die(error))),
  );
  if (Exit.isSuccess(exit)) return send(exit.value);
  const failure = Cause.findErrorOption(exit.cause);
  if (failure._tag === "Some" && failure.value instanceof ApiFailure) {
    return sendApiErrors(res, failure.value.errors);
  }
  logger.error("file request failed", { route, cause: Cause.pretty(exit.cause) });
  sendApiErrors(res, [apiError(RpcErrorCode.internal, "INTERNAL", "Internal server error")]);
};
