import type { Effect } from "effect";
import type { CommandSchema, RpcCommand } from "../../domain/rpc/command";
import type { ApiFailure } from "./ApiFailure";

/** What a handler knows of the HTTP request it serves. */
export interface RpcRequest {
  /** The bearer token from `Authorization`, if any. */
  readonly accessToken: string | undefined;
  readonly ip: string;
  readonly userAgent: string;
}

export interface RpcHandler<R> {
  readonly command: RpcCommand<CommandSchema, CommandSchema>;
  readonly handle: (payload: unknown, request: RpcRequest) => Effect.Effect<unknown, ApiFailure, R>;
}

/** Binds a handler to its command so the payload arrives decoded and the answer is type-checked. */
export const rpcHandler = <P extends CommandSchema, S extends CommandSchema, R>(
  command: RpcCommand<P, S>,
  handle: (payload: P["Type"], request: RpcRequest) => Effect.Effect<S["Type"], ApiFailure, R>,
): RpcHandler<R> => ({
  command,
  handle: (payload, request) => handle(payload as P["Type"], request),
});
