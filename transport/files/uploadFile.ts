import { Effect, Schema } from "effect";
import { UPLOAD_FIELD } from "../../domain/files/fileLimits";
import { FILE_UPLOAD_PATH, UploadAnswer } from "../../domain/files/fileRoutes";
import { ACCESS_TOKEN_HEADER } from "../../domain/graphql/services";
import { type RequestTimeoutError, ResponseDecodeError } from "../../domain/rpc/clientErrors";
import { RPC_DEFAULT_TIMEOUT_MS } from "../../domain/rpc/services";
import { fetchRpc } from "../rpc/fetchRpc";
import type { RpcResponseError } from "../rpc/readRpcResponse";
import type { FetchLike } from "../rpc/rpcRequest";

export interface UploadFileRequest {
  readonly file: Blob;
  /** The name sent with the part; the server keeps only the bytes, so it is informative. */
  readonly fileName: string;
  /** The session's access token: uploading needs an account. */
  readonly accessToken: string;
  /** Empty (the default) for same origin; an absolute origin in Node. */
  readonly baseUrl?: string;
  readonly fetch?: FetchLike;
  readonly timeoutMs?: number;
}

export type UploadFileError = RpcResponseError | RequestTimeoutError;

const decodeAnswer = Schema.decodeUnknownEffect(UploadAnswer);

/**
 * `POST /files__api/upload`: one `file` part of multipart/form-data with the access token, answered with
 * `{fileId, url}` (decoded before anyone sees it) or the catalogue's error list as an `ApiError`, like every
 * RPC call. The browser writes the multipart boundary itself, so no content type is set here.
 */
export const uploadFile = (request: UploadFileRequest): Effect.Effect<UploadAnswer, UploadFileError> =>
  Effect.suspend(() => {
    const url = `${(request.baseUrl ?? "").replace(/\/+$/, "")}${FILE_UPLOAD_PATH}`;
    const body = new FormData();
    body.append(UPLOAD_FIELD, request.file, request.fileName);
    // Bound lazily: a detached `window.fetch` throws "Illegal invocation" in browsers.
    const fetch: FetchLike = request.fetch ?? ((input, init) => globalThis.fetch(input, init));
    return fetchRpc(
      fetch,
      {
        url,
        init: {
          method: "POST",
          headers: { accept: "application/json", [ACCESS_TOKEN_HEADER]: `Bearer ${request.accessToken}` },
          body,
        },
      },
      request.timeoutMs ?? RPC_DEFAULT_TIMEOUT_MS,
    ).pipe(
      Effect.flatMap((answer) =>
        decodeAnswer(answer).pipe(
          Effect.mapError((issue) => new ResponseDecodeError({ uri: url, message: issue.message })),
        ),
      ),
    );
  }).pipe(Effect.withSpan("uploadFile"));
