import { Cause, Exit, Schema } from "effect";
import {
  type ClientMessage,
  ClientMessage as ClientMessageSchema,
  RealtimeErrorCode,
} from "../../domain/realtime/messages";

const KNOWN_TYPES = new Set(["subscribe", "unsubscribe", "login", "logout", "heartbeat"]);

export type ParsedClientMessage =
  | { readonly ok: true; readonly message: ClientMessage }
  | { readonly ok: false; readonly id: string | undefined; readonly code: string; readonly message: string };

const failure = (id: string | undefined, code: string, message: string): ParsedClientMessage => ({
  ok: false,
  id,
  code,
  message,
});

/** Decodes one websocket frame at the edge; every failure names its catalogue code. */
export const parseClientMessage = (raw: string): ParsedClientMessage => {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return failure(undefined, RealtimeErrorCode.malformedJson, "The message is not valid JSON");
  }
  if (typeof json !== "object" || json === null || Array.isArray(json)) {
    return failure(
      undefined,
      RealtimeErrorCode.invalidMessage,
      "The message must be a JSON object with a type",
    );
  }
  const record = json as Record<string, unknown>;
  const id = typeof record.id === "string" && record.id !== "" ? record.id : undefined;
  const type = record.type;
  if (typeof type !== "string" || !KNOWN_TYPES.has(type)) {
    return failure(id, RealtimeErrorCode.unsupportedType, `Unsupported message type ${String(type)}`);
  }
  if (type !== "heartbeat" && id === undefined) {
    return failure(
      undefined,
      RealtimeErrorCode.missingCorrelationId,
      `A ${type} request needs a correlation id`,
    );
  }
  const decoded = Schema.decodeUnknownExit(ClientMessageSchema)(json);
  if (Exit.isFailure(decoded)) {
    const error = Cause.squash(decoded.cause);
    const detail = Schema.isSchemaError(error) ? error.message : "invalid fields";
    return failure(id, RealtimeErrorCode.invalidMessage, `Invalid ${type} message: ${detail}`);
  }
  return { ok: true, message: decoded.value };
};
