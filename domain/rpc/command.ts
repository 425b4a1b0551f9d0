import type { Schema } from "effect";
import type { RpcService } from "./services";

/**
 * One RPC command's contract: where it lives, what it takes and what it answers. The server decodes
 * `payload` at the edge; the client may decode `success` on the way back.
 */
export interface RpcCommand<P extends Schema.Top, S extends Schema.Top> {
  readonly service: RpcService;
  readonly name: string;
  readonly payload: P;
  readonly success: S;
}

export const defineCommand = <P extends Schema.Top, S extends Schema.Top>(
  command: RpcCommand<P, S>,
): RpcCommand<P, S> => command;
