import { Clock, Effect } from "effect";
import { GetCurrentTime } from "../../../domain/rpc/frontServer";
import { rpcHandler } from "../RpcHandler";

export const getCurrentTime = rpcHandler(GetCurrentTime, () =>
  Effect.map(Clock.currentTimeMillis, (time) => ({ time })),
);

export const frontServerHandlers = [getCurrentTime];
