import type { IncomingMessage } from "node:http";
import { Effect, Exit, Schema } from "effect";
import { MAX_UPLOAD_BYTES, MULTIPART_OVERHEAD_BYTES, UPLOAD_FIELD } from "../../domain/files/fileLimits";
import { BodyTooLarge, readBody } from "../http/readBody";
import { FileFailure } from "./fileFailures";

const MultipartType = Schema.String.check(Schema.isPattern(/^multipart\/form-data\s*;(.*;)?\s*boundary=\S/i));

/** The parts named `file`: exactly one, and a file rather than a text field. */
const FileParts = Schema.Tuple([Schema.instanceOf(Blob)]);

/**
 * The file of an upload request. The body is read with a hard limit (the largest file plus room for the
 * multipart envelope): a declared Content-Length over it is refused before reading, and a streamed body
 * is cut off the moment it passes it, so the server never holds more. The bounded body is then parsed by
 * Node's own multipart parser (undici's `Request.formData()`).
 */
export const readUpload = Effect.fn("files.readUpload")(function* (req: IncomingMessage) {
  const contentType = Schema.decodeUnknownExit(MultipartType)(req.headers["content-type"]);
  if (Exit.isFailure(contentType)) {
    return yield* Effect.fail(FileFailure.invalidUpload("the body is not multipart/form-data"));
  }
  const body = yield* Effect.tryPromise({
    try: () => readBody(req, MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD_BYTES),
    catch: (error) =>
      error instanceof BodyTooLarge
        ? FileFailure.tooLarge()
        : FileFailure.invalidUpload("the body could not be read"),
  });
  const form = yield* Effect.tryPromise({
    try: () =>
      new Request("http://upload.invalid/", {
        method: "POST",
        headers: { "content-type": contentType.value },
        // NOTE: Buffer.concat allocates a plain (never shared) ArrayBuffer.
        body: body as Uint8Array<ArrayBuffer>,
      }).formData(),
    catch: () => FileFailure.invalidUpload("the multipart body is malformed"),
  });
  const parts = Schema.decodeUnknownExit(FileParts)(form.getAll(UPLOAD_FIELD));
  if (Exit.isFailure(parts)) {
    return yield* Effect.fail(FileFailure.invalidUpload(`expected exactly one file in "${UPLOAD_FIELD}"`));
  }
  const [file] = parts.value;
  if (file.size > MAX_UPLOAD_BYTES) return yield* Effect.fail(FileFailure.tooLarge());
  return new Uint8Array(yield* Effect.promise(() => file.arrayBuffer()));
});
