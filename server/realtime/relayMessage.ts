import { Schema } from "effect";

/**
 * What the server's processes tell each other about their websocket hubs (cluster mode): an event to
 * push to every hub's subscribers of a topic, and how many sockets one process holds on counted topics
 * (the chat's people online). `origin` names the sending relay, which ignores its own echo.
 */
export const RelayMessage = Schema.Union([
  Schema.Struct({
    kind: Schema.Literal("publish"),
    origin: Schema.String,
    topic: Schema.String,
    data: Schema.Unknown,
  }),
  Schema.Struct({
    kind: Schema.Literal("counts"),
    origin: Schema.String,
    /** All of the process's counts (the others it held before are gone), or only those that changed. */
    full: Schema.Boolean,
    counts: Schema.Record(Schema.String, Schema.Int.check(Schema.isGreaterThanOrEqualTo(0))),
  }),
  /** A relay that just started: the others answer with their full counts. */
  Schema.Struct({ kind: Schema.Literal("hello"), origin: Schema.String }),
]);
export type RelayMessage = typeof RelayMessage.Type;

/** One message as it travels (JSON). */
export const encodeRelayMessage = (message: RelayMessage): string => JSON.stringify(message);

/** A message from the wire, decoded at this edge; throws on anything that is not one. */
export const decodeRelayMessage = Schema.decodeUnknownSync(Schema.fromJsonString(RelayMessage));
