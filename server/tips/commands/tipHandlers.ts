import { Effect } from "effect";
import type { CommandSchema, RpcCommand } from "../../../domain/rpc/command";
import { CreatePrediction, PurchasePrediction } from "../../../domain/tips/tipCommands";
import type { AccountServices } from "../../accounts/AccountServices";
import { authenticate, type Principal } from "../../accounts/sessions/authenticate";
import type { DatabaseError } from "../../db/Database";
import type { LineFeed } from "../../feed/LineFeed";
import type { SportsClock } from "../../provider/SportsClock";
import type { ApiFailure } from "../../rpc/ApiFailure";
import { type RpcRequest, rpcHandler } from "../../rpc/RpcHandler";
import { createTip } from "../flows/createTip";
import { purchaseTip } from "../flows/purchaseTip";

type TipServices = AccountServices | LineFeed | SportsClock;

/** A signed-in marketplace command; storage errors become defects (the endpoint answers internal_error). */
const tipHandler = <P extends CommandSchema, S extends CommandSchema>(
  command: RpcCommand<P, S>,
  handle: (
    principal: Principal,
    payload: P["Type"],
    request: RpcRequest,
  ) => Effect.Effect<S["Type"], ApiFailure | DatabaseError, TipServices>,
) =>
  rpcHandler(command, (payload, request) =>
    Effect.flatMap(authenticate(request.accessToken), (principal) =>
      handle(principal, payload, request),
    ).pipe(Effect.catchTag("DatabaseError", (error) => Effect.die(error))),
  );

/** The marketplace's commands on the users service: publishing and buying tips. */
export const tipHandlers = [
  tipHandler(CreatePrediction, (principal, payload) => createTip(principal, payload)),
  tipHandler(PurchasePrediction, (principal, payload) => purchaseTip(principal, payload)),
];
