import { Effect } from "effect";
import type { CommandSchema, RpcCommand } from "../../domain/rpc/command.ts";
import { RpcClient } from "../../transport/rpc/RpcClient.ts";
import type { Run } from "./appRuntime.ts";

/** One command over the RPC client, as an effect (for callers that cache or combine it). */
export const callCommand = <P extends CommandSchema, S extends CommandSchema>(
  rpcCommand: RpcCommand<P, S>,
  payload: P["Type"],
) =>
  Effect.gen(function* () {
    const rpc = yield* RpcClient;
    return yield* rpc.call(rpcCommand, payload);
  });

/**
 * Commands that need no account (sign in, sign up, reset, verification links) over the app's runtime;
 * they reject with the transport's error (an `ApiError` keeps its codes).
 */
export const publicCommands =
  (run: Run<RpcClient>) =>
  <P extends CommandSchema, S extends CommandSchema>(
    rpcCommand: RpcCommand<P, S>,
    payload: P["Type"],
    signal: AbortSignal,
  ): Promise<S["Type"]> =>
    run(callCommand(rpcCommand, payload), signal);
