import { answerTypeOf, type ClientRequest, type ClientRequestType, requestTimeoutMessage } from "./messages";
import type { AnswerMessage, ErrorMessage } from "./serverMessage";

/**
 * Requests waiting for their answer, oldest first. NOTE: an array rather than a record keyed by id:
 * ids such as "1" would be reordered by the engine, and re-sending after a reconnect keeps call order.
 */
export type PendingRequests = ReadonlyArray<ClientRequest>;

/** Why a request failed, as the caller sees it. */
export type RequestFailure =
  | { readonly _tag: "Timeout"; readonly message: string }
  | { readonly _tag: "ServerError"; readonly code: string; readonly message: string }
  /** The connection was closed on purpose before the answer came. */
  | { readonly _tag: "Closed"; readonly message: string };

export type AnswerOutcome =
  | { readonly _tag: "Resolved"; readonly request: ClientRequest; readonly answer: AnswerMessage }
  | { readonly _tag: "Rejected"; readonly request: ClientRequest; readonly failure: RequestFailure }
  /** No request waits under this id: answered already, timed out, superseded, or never ours. */
  | { readonly _tag: "Unknown"; readonly id: string | undefined }
  /** The id is ours but the answer's type is not the one this request expects. */
  | { readonly _tag: "Mismatch"; readonly request: ClientRequest; readonly answerType: string };

export const findPending = (pending: PendingRequests, id: string): ClientRequest | undefined =>
  pending.find((request) => request.id === id);

export const isPending = (pending: PendingRequests, id: string): boolean =>
  findPending(pending, id) !== undefined;

export const addPending = (pending: PendingRequests, request: ClientRequest): PendingRequests => [
  ...pending,
  request,
];

export const removePending = (pending: PendingRequests, id: string): PendingRequests =>
  pending.filter((request) => request.id !== id);

/** The name of the delayed `request.timeout` event of one request, so an answer can cancel it. */
export const requestTimerId = (id: string): string => `request.timeout.${id}`;

export const timeoutFailure = (type: ClientRequestType): RequestFailure => ({
  _tag: "Timeout",
  message: requestTimeoutMessage(type),
});

/** Pure: what an answer or an error message means for the waiting requests. */
export const matchAnswer = (
  pending: PendingRequests,
  message: AnswerMessage | ErrorMessage,
): AnswerOutcome => {
  const request = message.id === undefined ? undefined : findPending(pending, message.id);
  if (request === undefined) return { _tag: "Unknown", id: message.id };
  if (message.type === "error") {
    return {
      _tag: "Rejected",
      request,
      failure: { _tag: "ServerError", code: message.code, message: message.message },
    };
  }
  return answerTypeOf[request.type] === message.type
    ? { _tag: "Resolved", request, answer: message }
    : { _tag: "Mismatch", request, answerType: message.type };
};
