import { Schema } from "effect";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AuthToken } from "../../../domain/accounts/authToken";
import { MAX_UPLOAD_BYTES, MULTIPART_OVERHEAD_BYTES } from "../../../domain/files/fileLimits";
import { FILE_UPLOAD_PATH, UploadAnswer } from "../../../domain/files/fileRoutes";
import { closeDatabases } from "../../helpers/testDatabase";
import {
  type AccountsServer,
  expectFailure,
  expectOk,
  signedInUser,
  startAccountsServer,
} from "../accounts/accountsHarness";
import { makePng, makeSidewaysJpeg, readFile, unfinishedUpload, upload } from "./filesHarness";

let server: AccountsServer;
let token: AuthToken;
beforeAll(async () => {
  server = await startAccountsServer();
  ({ token } = await signedInUser(server));
});
afterAll(async () => {
  await server.close();
  await closeDatabases();
});

const uploaded = (body: unknown) => Schema.decodeUnknownSync(UploadAnswer)(body);

describe("POST /files__api/upload", () => {
  it("stores a PNG re-encoded as WebP, fitted inside 512×512, readable at its public path", async () => {
    const png = await makePng(800, 600);
    const answer = uploaded(
      expectOk(await upload(server, { bytes: png, type: "image/png", name: "me.png" }, token.accessToken)),
    );
    expect(answer.url).toBe(`/files/${answer.fileId}`);

    const { response, bytes } = await readFile(server, answer.url);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/webp");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("etag")).toMatch(/^"[0-9a-f]{64}"$/);
    expect(Number(response.headers.get("content-length"))).toBe(bytes.length);
    const stored = await sharp(bytes).metadata();
    expect([stored.format, stored.width, stored.height]).toEqual(["webp", 512, 384]);
  });

  it("turns a JPEG upright by its EXIF orientation and drops its metadata", async () => {
    const jpeg = await makeSidewaysJpeg(300, 200);
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const answer = uploaded(
      expectOk(
        await upload(server, { bytes: jpeg, type: "image/jpeg", name: "photo.jpg" }, token.accessToken),
      ),
    );
    const { bytes } = await readFile(server, answer.url);
    const stored = await sharp(bytes).metadata();
    // Stored 300×200 with "rotate 90°": upright it is 200 wide and 300 high; small images are not enlarged.
    expect([stored.format, stored.width, stored.height]).toEqual(["webp", 200, 300]);
    expect(stored.exif).toBeUndefined();
    expect(stored.orientation).toBeUndefined();
    expect(bytes.includes("Test Camera 3000")).toBe(false);
  });

  it("answers 304 Not Modified when the browser already holds the file (If-None-Match)", async () => {
    const answer = uploaded(
      expectOk(
        await upload(
          server,
          { bytes: await makePng(40, 40), type: "image/png", name: "a.png" },
          token.accessToken,
        ),
      ),
    );
    const first = await readFile(server, answer.url);
    const etag = first.response.headers.get("etag")!;
    const again = await readFile(server, answer.url, { "if-none-match": etag });
    expect(again.response.status).toBe(304);
    expect(again.bytes.length).toBe(0);
    expect(again.response.headers.get("etag")).toBe(etag);
  });

  it("refuses a file just over the limit with 413 file.too_large", async () => {
    const bytes = new Uint8Array(MAX_UPLOAD_BYTES + 1);
    expectFailure(
      await upload(server, { bytes, type: "image/png", name: "big.png" }, token.accessToken),
      413,
      "file.too_large",
    );
  });

  it("answers 413 to a declared Content-Length over the limit without reading the body", async () => {
    const answer = await unfinishedUpload(server, token.accessToken, {
      declaredLength: MAX_UPLOAD_BYTES * 2,
    });
    expectFailure(answer, 413, "file.too_large");
    expect(answer.sentBeforeAnswer).toBe(0);
  });

  it("cuts a streamed body off at the limit and answers 413 before the body ends", async () => {
    const answer = await unfinishedUpload(server, token.accessToken, { streamUpTo: 8 * MAX_UPLOAD_BYTES });
    expectFailure(answer, 413, "file.too_large");
    // The server answered once the limit was passed, not at the end (the body never ends). What the
    // client had written by then also counts what sat in the loopback socket buffers (a few MiB).
    expect(answer.sentBeforeAnswer).toBeGreaterThan(MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD_BYTES);
    expect(answer.sentBeforeAnswer).toBeLessThan(3 * MAX_UPLOAD_BYTES);
  });

  it.each([
    ["text", new TextEncoder().encode("hello, not an image"), "text/plain"],
    [
      "SVG (an image, but not an accepted one)",
      new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'),
      "image/svg+xml",
    ],
    ["truncated PNG", new Uint8Array(0), "image/png"],
  ])("refuses %s with 415 file.unsupported_type", async (_label, bytes, type) => {
    expectFailure(
      await upload(server, { bytes, type, name: "x" }, token.accessToken),
      415,
      "file.unsupported_type",
    );
  });

  it("refuses a PNG cut short after its header with 415", async () => {
    const png = await makePng(300, 300);
    expectFailure(
      await upload(
        server,
        { bytes: png.subarray(0, 60), type: "image/png", name: "cut.png" },
        token.accessToken,
      ),
      415,
      "file.unsupported_type",
    );
  });

  it("refuses an anonymous or badly signed upload with the session code, 401", async () => {
    const file = { bytes: await makePng(10, 10), type: "image/png", name: "a.png" };
    expectFailure(await upload(server, file), 401, "session.not_found_by_access_token");
    expectFailure(await upload(server, file, "not-a-token"), 401, "session.not_found_by_access_token");
  });

  it("refuses a body that is not multipart, or has no file part, with 400 file.invalid_upload", async () => {
    const json = await fetch(server.url + FILE_UPLOAD_PATH, {
      method: "POST",
      headers: { authorization: `Bearer ${token.accessToken}`, "content-type": "application/json" },
      body: "{}",
    });
    expect(json.status).toBe(400);
    expect(((await json.json()) as Array<{ code: string }>)[0]?.code).toBe("file.invalid_upload");
    expectFailure(
      await upload(
        server,
        { bytes: await makePng(10, 10), type: "image/png", name: "a.png" },
        token.accessToken,
        "avatar",
      ),
      400,
      "file.invalid_upload",
    );
  });

  it("is POST only", async () => {
    const response = await fetch(server.url + FILE_UPLOAD_PATH);
    expect(response.status).toBe(405);
    expect(((await response.json()) as Array<{ code: string }>)[0]?.code).toBe("rpc.method_not_allowed");
  });
});

describe("GET /files/{fileId}", () => {
  it.each(["/files/00000000-0000-4000-8000-000000000000", "/files/not-an-id", "/files/..%2Fetc%2Fpasswd"])(
    "answers 404 file.not_found for %s",
    async (path) => {
      const response = await fetch(server.url + path);
      expect(response.status).toBe(404);
      expect(response.headers.get("response-result")).toBe("ERROR");
      expect(((await response.json()) as Array<{ code: string }>)[0]?.code).toBe("file.not_found");
    },
  );
});
