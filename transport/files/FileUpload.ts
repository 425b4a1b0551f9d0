import { Context, Effect, Layer } from "effect";
import type { UploadAnswer } from "../../domain/files/fileRoutes";
import type { FetchLike } from "../rpc/rpcRequest";
import { type UploadFileError, uploadFile } from "./uploadFile";

/** One file sent as the holder of `accessToken`: what the account pages upload (a profile picture). */
export interface FileUploadRequest {
  readonly file: Blob;
  readonly fileName: string;
  readonly accessToken: string;
}

export interface FileUploadShape {
  readonly upload: (request: FileUploadRequest) => Effect.Effect<UploadAnswer, UploadFileError>;
}

export interface FileUploadConfig {
  /** Empty (the default) for same origin; an absolute origin in Node. */
  readonly baseUrl?: string;
  readonly fetch?: FetchLike;
}

/** A fake upload for tests: answers each request as the test says, no HTTP. */
export type FileUploadTestHandler = (
  request: FileUploadRequest,
) => Effect.Effect<UploadAnswer, UploadFileError>;

/** `POST /files__api/upload` (uploadFile.ts) as a service of the app's one runtime. */
export class FileUpload extends Context.Service<FileUpload, FileUploadShape>()("transport/FileUpload") {
  static readonly layer = (config: FileUploadConfig = {}): Layer.Layer<FileUpload> =>
    Layer.succeed(FileUpload, {
      upload: Effect.fn("FileUpload.upload")(function* (request: FileUploadRequest) {
        return yield* uploadFile({
          ...request,
          ...(config.baseUrl === undefined ? {} : { baseUrl: config.baseUrl }),
          ...(config.fetch === undefined ? {} : { fetch: config.fetch }),
        });
      }),
    });

  static readonly layerTest = (handler: FileUploadTestHandler): Layer.Layer<FileUpload> =>
    Layer.succeed(FileUpload, {
      upload: Effect.fn("FileUpload.upload")(function* (request: FileUploadRequest) {
        return yield* handler(request);
      }),
    });
}
