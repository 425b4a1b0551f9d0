import { Context, Effect, Layer, Schema } from "effect";
import {
  ApiError,
  PayloadEncodeError,
  ResponseDecodeError,
  type RpcCallError,
} from "../../domain/rpc/clientErrors";
import type { CommandSchema, RpcCommand } from "../../domain/rpc/command";
import { apiError, RpcErrorCode } from "../../domain/rpc/errors";
import { RPC_DEFAULT_TIMEOUT_MS } from "../../domain/rpc/services";
import { fetchRpc } from "./fetchRpc";
import { buildRpcRequest, type FetchLike, type RpcMethod } from "./rpcRequest";
import { handlerKey, type RpcTestHandler } from "./rpcTestHandlers";

export interface RpcCallOptions {
  /** POST with a JSON body (default) or GET with `payload` = base64 of the JSON. */
  readonly method?: RpcMethod;
  readonly timeoutMs?: number;
  /** Extra request headers, e.g. `Authorization: Bearer <token>`. */
  readonly headers?: Readonly<Record<string, string>>;
}

export interface RpcClientConfig {
  /** Empty (the default) for same origin; an absolute origin such as `http://127.0.0.1:3000` in Node. */
  readonly baseUrl?: string;
  readonly fetch?: FetchLike;
}

type AnyCommand = RpcCommand<CommandSchema, CommandSchema>;

export interface RpcClientShape {
  readonly call: <P extends CommandSchema, S extends CommandSchema>(
    command: RpcCommand<P, S>,
    payload: P["Type"],
    options?: RpcCallOptions,
  ) => Effect.Effect<S["Type"], RpcCallError>;
}

const encodePayload = (command: AnyCommand, payload: unknown) =>
  Schema.encodeUnknownEffect(command.payload)(payload).pipe(
    Effect.mapError((issue) => new PayloadEncodeError({ command: command.name, message: issue.message })),
  );

const decodeSuccess = (command: AnyCommand, uri: string, body: unknown) =>
  Schema.decodeUnknownEffect(command.success)(body).pipe(
    Effect.mapError((issue) => new ResponseDecodeError({ uri, message: issue.message })),
  );

// NOTE: Effect.fn loses the call's generics, so the traced body works on erased commands and the public
// `call` restores the types (commands' schemas need no services, see CommandSchema).
const typed = (
  call: (
    command: AnyCommand,
    payload: unknown,
    options: RpcCallOptions,
  ) => Effect.Effect<unknown, RpcCallError>,
): RpcClientShape => ({
  call: (command, payload, options = {}) => call(command as AnyCommand, payload, options),
});

const makeLive = (config: RpcClientConfig): RpcClientShape => {
  const baseUrl = config.baseUrl ?? "";
  // Bound lazily: a detached `window.fetch` throws "Illegal invocation" in browsers.
  const fetch: FetchLike = config.fetch ?? ((url, init) => globalThis.fetch(url, init));
  return typed(
    Effect.fn("RpcClient.call")(function* (command, payload, options) {
      // Secrets never ride in a URL, whatever the caller asked for.
      const method = command.postOnly ? "POST" : (options.method ?? "POST");
      if (method !== "GET" && method !== "POST") {
        return yield* Effect.die(new Error(`Unsupported RPC method ${String(method)}: only GET and POST`));
      }
      const request = buildRpcRequest({
        baseUrl,
        service: command.service,
        command: command.name,
        method,
        payload: yield* encodePayload(command, payload),
        headers: options.headers,
      });
      const body = yield* fetchRpc(fetch, request, options.timeoutMs ?? RPC_DEFAULT_TIMEOUT_MS);
      return yield* decodeSuccess(command, request.url, body);
    }),
  );
};

/** Same contract checks as the wire (payload encoded, answer encoded then decoded), no HTTP. */
const makeTest = (handlers: ReadonlyArray<RpcTestHandler>): RpcClientShape => {
  const byKey = new Map(handlers.map((handler) => [handlerKey(handler.command), handler]));
  return typed(
    Effect.fn("RpcClient.call")(function* (command, payload, options) {
      const uri = handlerKey(command);
      yield* encodePayload(command, payload);
      const handler = byKey.get(uri);
      if (!handler) {
        return yield* new ApiError({
          uri,
          errors: [apiError(RpcErrorCode.unknownCommand, "NOT_FOUND", `No fake for ${uri}`)],
        });
      }
      const answer = yield* handler.handle(payload, options);
      const wire = yield* Schema.encodeUnknownEffect(command.success)(answer).pipe(
        Effect.mapError((issue) => new ResponseDecodeError({ uri, message: issue.message })),
      );
      return yield* decodeSuccess(command, uri, wire);
    }),
  );
};

/** Calls `/{service}__api/rpc/{command}`; tagged errors per the catalogue (domain/rpc/clientErrors.ts). */
export class RpcClient extends Context.Service<RpcClient, RpcClientShape>()("transport/RpcClient") {
  static readonly layer = (config: RpcClientConfig = {}): Layer.Layer<RpcClient> =>
    Layer.succeed(RpcClient, makeLive(config));

  /** In-memory fakes keyed by command, for machine tests that must not touch HTTP. */
  static readonly layerTest = (handlers: ReadonlyArray<RpcTestHandler>): Layer.Layer<RpcClient> =>
    Layer.succeed(RpcClient, makeTest(handlers));
}
