import { Clock, Duration, Effect } from "effect";
import { NetworkError, RequestTimeoutError } from "../../domain/rpc/clientErrors";
import { type RpcResponseError, readRpcResponse } from "./readRpcResponse";
import type { FetchLike, RpcRequest } from "./rpcRequest";

/**
 * Sends one request and reads its answer under a single deadline that covers the body too. The
 * controller is ours rather than tryPromise's so that an interruption while the body streams in also
 * aborts the underlying request.
 */
export const fetchRpc = (
  fetch: FetchLike,
  request: RpcRequest,
  timeoutMs: number,
): Effect.Effect<unknown, RpcResponseError | RequestTimeoutError> =>
  Effect.suspend(() => {
    const controller = new AbortController();
    const uri = request.url;
    return Effect.gen(function* () {
      const startedAt = yield* Clock.currentTimeMillis;
      const response = yield* Effect.tryPromise({
        try: () => fetch(uri, { ...request.init, signal: controller.signal }),
        catch: (cause) => new NetworkError({ uri, cause }),
      });
      const durationMs = (yield* Clock.currentTimeMillis) - startedAt;
      return yield* readRpcResponse(response, uri, durationMs);
    }).pipe(
      Effect.onInterrupt(() => Effect.sync(() => controller.abort())),
      Effect.timeoutOrElse({
        duration: Duration.millis(timeoutMs),
        orElse: () => Effect.fail(new RequestTimeoutError({ uri, timeoutMs })),
      }),
    );
  });
