import { Effect } from "effect";
import type { CommandSchema, RpcCommand } from "../../../domain/rpc/command";
import type { DatabaseError } from "../../db/Database";
import type { ApiFailure } from "../../rpc/ApiFailure";
import { type RpcRequest, rpcHandler } from "../../rpc/RpcHandler";
import type { AccountServices } from "../AccountServices";
import { authenticate, type Principal } from "../sessions/authenticate";

/**
 * An account command's handler. Storage errors become defects here: the endpoint logs them and answers
 * `server.internal_error`, so callers only ever see catalogue codes.
 */
export const accountHandler = <P extends CommandSchema, S extends CommandSchema>(
  command: RpcCommand<P, S>,
  handle: (
    payload: P["Type"],
    request: RpcRequest,
  ) => Effect.Effect<S["Type"], ApiFailure | DatabaseError, AccountServices>,
) =>
  rpcHandler(command, (payload, request) =>
    handle(payload, request).pipe(Effect.catchTag("DatabaseError", (error) => Effect.die(error))),
  );

/** A handler for signed-in users only: the bearer token is checked before the command runs. */
export const signedInHandler = <P extends CommandSchema, S extends CommandSchema>(
  command: RpcCommand<P, S>,
  handle: (
    principal: Principal,
    payload: P["Type"],
    request: RpcRequest,
  ) => Effect.Effect<S["Type"], ApiFailure | DatabaseError, AccountServices>,
) =>
  accountHandler(command, (payload, request) =>
    Effect.flatMap(authenticate(request.accessToken), (principal) => handle(principal, payload, request)),
  );
