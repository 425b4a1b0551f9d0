import type { IncomingMessage, ServerResponse } from "node:http";
import { Effect, Exit, type ManagedRuntime, Schema } from "effect";
import { FileId } from "../../domain/files/fileRoutes";
import { apiError, RpcErrorCode } from "../../domain/rpc/errors";
import type { AccountsConfig } from "../accounts/AccountsConfig";
import type { Database } from "../db/Database";
import { matchesEtag } from "../http/etag";
import { sendApiErrors, sendJson } from "../http/respond";
import type { Logger } from "../log";
import { answerFileRequest } from "./answerFileRequest";
import { FileFailure } from "./fileFailures";
import { findFile } from "./fileStore";
import { uploadFile } from "./uploadFile";

export interface FilesEndpointOptions {
  /** The app's runtime: storage, and the account config that checks access tokens. */
  readonly runtime: ManagedRuntime.ManagedRuntime<Database | AccountsConfig, never>;
  readonly logger: Logger;
}

/** A year: a file never changes under its id. */
const CACHE_FOREVER = "public, max-age=31536000, immutable";

const methodNotAllowed = (res: ServerResponse, allowed: string): void => {
  res.setHeader("allow", allowed);
  sendApiErrors(res, [
    apiError(RpcErrorCode.methodNotAllowed, "METHOD_NOT_ALLOWED", `Only ${allowed} is supported here`),
  ]);
};

const readStoredFile = (rawId: string) =>
  Effect.gen(function* () {
    const id = Schema.decodeUnknownExit(FileId)(rawId);
    if (Exit.isFailure(id)) return yield* Effect.fail(FileFailure.notFound());
    const file = yield* findFile(id.value);
    return file ?? (yield* Effect.fail(FileFailure.notFound()));
  });

/** `POST /files__api/upload` (signed in) and `GET /files/{fileId}` (public). */
export const makeFilesEndpoint = ({ runtime, logger }: FilesEndpointOptions) => ({
  upload: async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    if (req.method !== "POST") return methodNotAllowed(res, "POST");
    await answerFileRequest(runtime, logger, res, "upload", uploadFile(req), (answer) => {
      logger.info("file stored", { fileId: answer.fileId });
      sendJson(res, 200, answer);
    });
  },

  read: async (req: IncomingMessage, res: ServerResponse, rawId: string): Promise<void> => {
    if (req.method !== "GET" && req.method !== "HEAD") return methodNotAllowed(res, "GET, HEAD");
    await answerFileRequest(runtime, logger, res, "read", readStoredFile(rawId), (file) => {
      const etag = `"${file.sha256}"`;
      const headers = { etag, "cache-control": CACHE_FOREVER, "x-content-type-options": "nosniff" };
      if (matchesEtag(req.headers["if-none-match"], etag)) {
        res.writeHead(304, headers);
        res.end();
        return;
      }
      res.writeHead(200, {
        ...headers,
        "content-type": file.contentType,
        "content-length": file.data.byteLength,
      });
      res.end(req.method === "HEAD" ? undefined : file.data);
    });
  },
});
