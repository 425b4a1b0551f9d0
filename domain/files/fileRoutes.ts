import { Schema } from "effect";

/** A stored file's id: a UUID chosen by the server. */
export const FileId = Schema.String.check(Schema.isUUID());
export type FileId = typeof FileId.Type;

/** `POST` here (signed in, multipart/form-data with one `file` part) to upload a file. */
export const FILE_UPLOAD_PATH = "/files__api/upload";

const FILES_PREFIX = "/files/";

/** The public path a stored file is read from (`GET`, a blob), e.g. `/files/5b0c…`. */
export const filePath = (fileId: FileId): string => `${FILES_PREFIX}${fileId}`;

/** The id in a file path; `undefined` when the path is not a file path at all (the id is not checked). */
export const fileIdInPath = (path: string): string | undefined =>
  path.startsWith(FILES_PREFIX) && path.length > FILES_PREFIX.length
    ? path.slice(FILES_PREFIX.length)
    : undefined;

/** The JSON answer of a successful upload: the new file's id and where to read it. */
export const UploadAnswer = Schema.Struct({ fileId: FileId, url: Schema.String });
export type UploadAnswer = typeof UploadAnswer.Type;
