import { Effect, Exit } from "effect";
import { describe, expect, it } from "vitest";
import { ApiError } from "../../../domain/rpc/clientErrors";
import { uploadFile } from "../../../transport/files/uploadFile";
import { errorResponse, fakeFetch, jsonResponse } from "../rpc/fakeFetch";

const FILE_ID = "5b0c1f6e-3a59-4b8e-9d0f-2a8f3c1d7e44";
const photo = new File([new Uint8Array([137, 80, 78, 71])], "me.png", { type: "image/png" });

const upload = (fetch: Parameters<typeof uploadFile>[0]["fetch"]) =>
  uploadFile({ file: photo, fileName: photo.name, accessToken: "access-1", baseUrl: "http://x/", fetch });
const run = (fetch: Parameters<typeof uploadFile>[0]["fetch"]) => Effect.runPromiseExit(upload(fetch));
const failureOf = (fetch: Parameters<typeof uploadFile>[0]["fetch"]) =>
  Effect.runPromise(Effect.flip(upload(fetch)));

describe("uploadFile", () => {
  it("posts one multipart `file` part with the bearer token and decodes the answer", async () => {
    const { fetch, requests } = fakeFetch(() => jsonResponse({ fileId: FILE_ID, url: `/files/${FILE_ID}` }));
    const exit = await run(fetch);
    expect(exit).toEqual(Exit.succeed({ fileId: FILE_ID, url: `/files/${FILE_ID}` }));
    const [request] = requests;
    expect(request!.url).toBe("http://x/files__api/upload");
    expect(request!.init.method).toBe("POST");
    expect(request!.init.headers).toMatchObject({ authorization: "Bearer access-1" });
    // The browser sets the multipart content type with its boundary; setting one here would break it.
    expect(Object.keys(request!.init.headers ?? {})).not.toContain("content-type");
    const body = request!.init.body as FormData;
    const part = body.get("file") as File;
    expect(part.name).toBe("me.png");
    expect(part.size).toBe(photo.size);
  });

  it("fails with the server's refusal as an ApiError", async () => {
    const { fetch } = fakeFetch(() =>
      errorResponse('[{"code":"file.unsupported_type","type":"UNSUPPORTED_MEDIA_TYPE"}]', 415),
    );
    const error = await failureOf(fetch);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe("file.unsupported_type");
  });

  it("refuses an answer that is not an upload's", async () => {
    const { fetch } = fakeFetch(() => jsonResponse({ fileId: "not-a-uuid", url: 3 }));
    expect(await failureOf(fetch)).toMatchObject({
      _tag: "ResponseDecodeError",
      uri: "http://x/files__api/upload",
    });
  });
});
