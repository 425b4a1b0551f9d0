import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import { RpcErrorCode } from "../../../domain/rpc/errors";
import { GetCurrentTime } from "../../../domain/rpc/frontServer";
import { RpcClient } from "../../../transport/rpc/RpcClient";
import { rpcHandler } from "../../../transport/rpc/rpcTestHandlers";
import { SendMessage } from "./commands";

const withFakes = <A, E>(
  effect: Effect.Effect<A, E, RpcClient>,
  ...handlers: Parameters<typeof RpcClient.layerTest>[0]
) => effect.pipe(Effect.provide(RpcClient.layerTest(handlers)));

const sendHello = Effect.gen(function* () {
  const rpc = yield* RpcClient;
  return yield* rpc.call(SendMessage, { roomId: "r", text: "hello" });
});

describe("RpcClient.layerTest", () => {
  it("answers from the handler registered for the command, with the payload it was given", async () => {
    const seen: unknown[] = [];
    const fake = rpcHandler(SendMessage, (payload) => {
      seen.push(payload);
      return Effect.succeed({ id: payload.text.length });
    });
    expect(await Effect.runPromise(withFakes(sendHello, fake))).toEqual({ id: 5 });
    expect(seen).toEqual([{ roomId: "r", text: "hello" }]);
  });

  it("fails with the unknown-command API error when no handler matches", async () => {
    const other = rpcHandler(GetCurrentTime, () => Effect.succeed({ time: 1 }));
    const error = await Effect.runPromise(Effect.flip(withFakes(sendHello, other)));
    expect(error).toMatchObject({ _tag: "ApiError", code: RpcErrorCode.unknownCommand });
  });

  it("checks the fake's answer against the success schema", async () => {
    const wrong = rpcHandler(SendMessage, () => Effect.succeed({ id: 1.5 }));
    const error = await Effect.runPromise(Effect.flip(withFakes(sendHello, wrong)));
    expect(error._tag).toBe("ResponseDecodeError");
  });
});
