import { createHash, randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import { Clock, Effect } from "effect";
import { filePath, type UploadAnswer } from "../../domain/files/fileRoutes";
import { authenticate } from "../accounts/sessions/authenticate";
import { bearer } from "../rpc/rpcEndpoint";
import { insertFile } from "./fileStore";
import { normalizeImage } from "./normalizeImage";
import { readUpload } from "./readUpload";

/**
 * `POST /files__api/upload`: the caller is checked first (like any signed-in RPC command), before a byte
 * of the body is read; then the file is read within the limit, re-encoded, and stored as the caller's.
 */
export const uploadFile = Effect.fn("files.upload")(function* (req: IncomingMessage) {
  const principal = yield* authenticate(bearer(req.headers.authorization));
  const bytes = yield* readUpload(req);
  const image = yield* normalizeImage(bytes);
  const fileId = randomUUID();
  yield* insertFile({
    id: fileId,
    ownerId: principal.userId,
    contentType: image.contentType,
    size: image.data.byteLength,
    sha256: createHash("sha256").update(image.data).digest("hex"),
    data: image.data,
    now: yield* Clock.currentTimeMillis,
  });
  const answer: UploadAnswer = { fileId, url: filePath(fileId) };
  return answer;
});
