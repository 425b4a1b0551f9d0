import { Cause, Exit, Schema } from "effect";
import { ServerMessage } from "./messages";

/** The server messages that answer a request by repeating its correlation id. */
export type AnswerMessage = Extract<
  ServerMessage,
  { readonly type: "subscribed" | "unsubscribed" | "loggedin" | "loggedout" }
>;
export type ErrorMessage = Extract<ServerMessage, { readonly type: "error" }>;

export type ParsedServerMessage =
  | { readonly _tag: "Message"; readonly message: ServerMessage }
  /** Not JSON, or a known type with a wrong shape. */
  | { readonly _tag: "Malformed"; readonly reason: string }
  /** Well-formed JSON whose `type` this client does not know (a newer server, say). */
  | { readonly _tag: "Unsupported"; readonly messageType: string };

const decodeJson = Schema.decodeUnknownExit(Schema.fromJsonString(Schema.Unknown));
const decodeServerMessage = Schema.decodeUnknownExit(ServerMessage);
const knownTypes: ReadonlySet<string> = new Set(
  ServerMessage.members.map((member) => member.fields.type.literal),
);

const failureReason = (cause: Cause.Cause<unknown>): string => {
  const error = Cause.squash(cause);
  return error instanceof Error ? error.message : String(error);
};

/** Pure: one websocket text frame to a typed message, or why it was not one. */
export const parseServerMessage = (data: string): ParsedServerMessage => {
  const json = decodeJson(data);
  if (Exit.isFailure(json)) return { _tag: "Malformed", reason: failureReason(json.cause) };
  const messageType = typeOfJson(json.value);
  if (messageType !== undefined && !knownTypes.has(messageType)) return { _tag: "Unsupported", messageType };
  const decoded = decodeServerMessage(json.value);
  return Exit.isSuccess(decoded)
    ? { _tag: "Message", message: decoded.value }
    : { _tag: "Malformed", reason: failureReason(decoded.cause) };
};

const typeOfJson = (value: unknown): string | undefined =>
  typeof value === "object" && value !== null && "type" in value && typeof value.type === "string"
    ? value.type
    : undefined;
