import { Schema } from "effect";
import type { RpcService } from "./services";

/** A payload or answer schema: any codec that needs no services to decode or encode. */
export type CommandSchema = Schema.ConstraintCodec<unknown, unknown, never, never>;

/**
 * One RPC command's contract: where it lives, what it takes and what it answers. The server decodes
 * `payload` at the edge; the client may decode `success` on the way back.
 */
export interface RpcCommand<P extends CommandSchema, S extends CommandSchema> {
  readonly service: RpcService;
  readonly name: string;
  readonly payload: P;
  readonly success: S;
  /**
   * The payload carries a secret (a password or a token): the GET form, whose payload rides in the URL
   * where proxies and access logs keep it, is refused.
   */
  readonly postOnly?: boolean;
}

export const defineCommand = <P extends CommandSchema, S extends CommandSchema>(
  command: RpcCommand<P, S>,
): RpcCommand<P, S> => command;

/** The payload of a command that takes none: `{}` and nothing else (an empty Struct would let any key through). */
export const EmptyPayload = Schema.Struct({}).check(
  Schema.isMaxProperties(0, { message: "This command takes no fields" }),
);
