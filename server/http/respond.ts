import type { IncomingMessage, ServerResponse } from "node:http";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
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

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
const COMPRESS_FROM_BYTES = 1024;

export type BodyEncoding = "br" | "gzip";

/** The encoding to answer `req` with for a body of `bytes`: none when it is too small to be worth it. */
export const bodyEncodingFor = (req: IncomingMessage, bytes: number): BodyEncoding | undefined => {
  const accept = String(req.headers["accept-encoding"] ?? "");
  if (bytes < COMPRESS_FROM_BYTES) return undefined;
  return /\bbr\b/.test(accept) ? "br" : /\bgzip\b/.test(accept) ? "gzip" : undefined;
};

/** Compression on libuv's thread pool, so a large body does not hold the event loop that serves live updates. */
export const compressBody = (payload: Buffer, encoding: BodyEncoding): Promise<Buffer> =>
  encoding === "br"
    ? brotli(payload, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
    : gz(payload, { level: 6 });

/** Like `sendJson`, compressed when the client accepts it and the body is worth it. */
export const sendJsonCompressed = async (
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  body: unknown,
): Promise<void> => {
  const payload = Buffer.from(JSON.stringify(body));
  const encoding = bodyEncodingFor(req, payload.length);
  const data = encoding ? await compressBody(payload, encoding) : payload;
  res.writeHead(status, {
    "content-type": "application/json; charset=utf-8",
    "content-length": data.length,
    "cache-control": "no-store",
    vary: "accept-encoding",
    ...(encoding ? { "content-encoding": encoding } : {}),
  });
  res.end(data);
};
