import { Effect } from "effect";
import type { CommandSchema, RpcCommand } from "../../../domain/rpc/command";
import { type RpcCallOptions, RpcClient } from "../../../transport/rpc/RpcClient";
import type { FetchLike } from "../../../transport/rpc/rpcRequest";

export const BASE_URL = "http://api.test";

/** One call through the live layer with the given fetch. */
export const callRpc = <P extends CommandSchema, S extends CommandSchema>(
  fetch: FetchLike,
  command: RpcCommand<P, S>,
  payload: P["Type"],
  options?: RpcCallOptions,
) =>
  Effect.gen(function* () {
    const rpc = yield* RpcClient;
    return yield* rpc.call(command, payload, options);
  }).pipe(Effect.provide(RpcClient.layer({ baseUrl: BASE_URL, fetch })));

/** The failure of a call that must fail. */
export const failureOf = <A, E>(effect: Effect.Effect<A, E>): Promise<E> =>
  Effect.runPromise(Effect.flip(effect));
