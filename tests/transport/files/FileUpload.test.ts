import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import { ApiError } from "../../../domain/rpc/clientErrors";
import { FileUpload, type FileUploadRequest } from "../../../transport/files/FileUpload";
import { fakeFetch, jsonResponse } from "../rpc/fakeFetch";

const FILE_ID = "5b0c1f6e-3a59-4b8e-9d0f-2a8f3c1d7e44";
const ANSWER = { fileId: FILE_ID, url: `/files/${FILE_ID}` };
const photo = new File([new Uint8Array([137, 80, 78, 71])], "me.png", { type: "image/png" });
const request: FileUploadRequest = { file: photo, fileName: "me.png", accessToken: "access-1" };

const upload = Effect.gen(function* () {
  const files = yield* FileUpload;
  return yield* files.upload(request);
});

describe("FileUpload", () => {
  it("posts the file to the configured origin with the holder's token", async () => {
    const { fetch, requests } = fakeFetch(() => jsonResponse(ANSWER));
    const answer = await Effect.runPromise(
      upload.pipe(Effect.provide(FileUpload.layer({ baseUrl: "http://x", fetch }))),
    );
    expect(answer).toEqual(ANSWER);
    expect(requests.map(({ url, init }) => [url, init.headers])).toEqual([
      ["http://x/files__api/upload", { accept: "application/json", authorization: "Bearer access-1" }],
    ]);
  });

  it("answers from the test handler and fails with its error, with no HTTP", async () => {
    const seen: FileUploadRequest[] = [];
    const refusal = new ApiError({
      uri: "/files__api/upload",
      errors: [{ code: "file.too_large", type: "X" }],
    });
    const layer = FileUpload.layerTest((received) => {
      seen.push(received);
      return seen.length === 1 ? Effect.succeed(ANSWER) : Effect.fail(refusal);
    });
    expect(await Effect.runPromise(upload.pipe(Effect.provide(layer)))).toEqual(ANSWER);
    expect(await Effect.runPromise(Effect.flip(upload).pipe(Effect.provide(layer)))).toBe(refusal);
    expect(seen).toEqual([request, request]);
  });
});
