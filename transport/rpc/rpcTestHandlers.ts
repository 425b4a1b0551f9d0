import type { Effect } from "effect";
import type { RpcCallError } from "../../domain/rpc/clientErrors";
import type { CommandSchema, RpcCommand } from "../../domain/rpc/command";
import { rpcPath } from "../../domain/rpc/services";
import type { RpcCallOptions } from "./RpcClient";

/** One fake command for `RpcClient.layerTest`: receives the decoded payload, answers the success value. */
export interface RpcTestHandler {
  readonly command: RpcCommand<CommandSchema, CommandSchema>;
  readonly handle: (payload: unknown, options: RpcCallOptions) => Effect.Effect<unknown, RpcCallError>;
}

/** Binds a fake to its command so the handler's payload and answer are type-checked. */
export const rpcHandler = <P extends CommandSchema, S extends CommandSchema>(
  command: RpcCommand<P, S>,
  handle: (payload: P["Type"], options: RpcCallOptions) => Effect.Effect<S["Type"], RpcCallError>,
): RpcTestHandler => ({ command, handle: (payload, options) => handle(payload as P["Type"], options) });

/** The fakes are keyed by the path the real call would use, which also serves as `uri` in errors. */
export const handlerKey = (command: RpcCommand<CommandSchema, CommandSchema>): string =>
  rpcPath(command.service, command.name);
