import type { ServerResponse } from "node:http";
import { type ApiErrorItem, type ErrorType, statusOfErrorType } from "../../domain/rpc/errors";
import { RESPONSE_RESULT_ERROR, RESPONSE_RESULT_HEADER } from "../../domain/rpc/services";

export const sendJson = (
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void => {
  const payload = JSON.stringify(body);
  res.writeHead(status, {
    "content-type": "application/json; charset=utf-8",
    "content-length": Buffer.byteLength(payload),
    "cache-control": "no-store",
    ...headers,
  });
  res.end(payload);
};

/** An error answer: `Response-Result: ERROR` and a list of `{code, type, message}`; never a stack trace. */
export const sendApiErrors = (res: ServerResponse, errors: ReadonlyArray<ApiErrorItem>): void => {
  const first = errors[0];
  const status = first ? (statusOfErrorType[first.type as ErrorType] ?? 400) : 500;
  sendJson(res, status, errors, { [RESPONSE_RESULT_HEADER]: RESPONSE_RESULT_ERROR });
};
