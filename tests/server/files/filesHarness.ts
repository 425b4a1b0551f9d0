import { request } from "node:http";
import { Schema } from "effect";
import sharp from "sharp";
import {
  AUTH_PROFILE_QUERY,
  type AuthProfile,
  AuthProfileAnswer,
} from "../../../domain/accounts/authProfile";
import { FILE_UPLOAD_PATH } from "../../../domain/files/fileRoutes";
import { RESPONSE_RESULT_HEADER } from "../../../domain/rpc/services";
import type { TestServer } from "../../helpers/testServer";
import type { RpcResult } from "../accounts/accountsHarness";

/** A solid-colour PNG of the given size, made for the test. */
export const makePng = (width: number, height: number): Promise<Buffer> =>
  sharp({ create: { width, height, channels: 3, background: "#1d7a3a" } })
    .png()
    .toBuffer();

/**
 * A JPEG stored sideways: `width × height` pixels with EXIF orientation 6 (shown rotated 90° clockwise)
 * and a camera model in its EXIF, so the test can see both the rotation and the metadata being dropped.
 */
export const makeSidewaysJpeg = (width: number, height: number): Promise<Buffer> =>
  sharp({ create: { width, height, channels: 3, background: "#c0392b" } })
    .jpeg()
    .withMetadata({ orientation: 6, exif: { IFD0: { Model: "Test Camera 3000" } } })
    .toBuffer();

/** Uploads like the browser does: `fetch` with a FormData body holding one `file` part. */
export const upload = async (
  server: TestServer,
  file: { readonly bytes: Uint8Array; readonly type: string; readonly name: string },
  accessToken?: string,
  field = "file",
): Promise<RpcResult> => {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const response = await fetch(server.url + FILE_UPLOAD_PATH, {
    method: "POST",
    headers: accessToken ? { authorization: `Bearer ${accessToken}` } : {},
    body: form,
  });
  return {
    status: response.status,
    errorHeader: response.headers.get(RESPONSE_RESULT_HEADER),
    body: await response.json(),
  };
};

/** Reads a stored file back as the browser would: a GET of its public path, as bytes. */
export const readFile = async (server: TestServer, url: string, headers: Record<string, string> = {}) => {
  const response = await fetch(server.url + url, { headers });
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
};

/** The auth profile of a signed-in user, from the users GraphQL service like the browser asks for it. */
export const authProfileOf = async (server: TestServer, accessToken: string): Promise<AuthProfile> => {
  const response = await fetch(`${server.url}/graphql/users`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${accessToken}` },
    body: JSON.stringify({ query: AUTH_PROFILE_QUERY }),
  });
  const answer = (await response.json()) as { data?: unknown; errors?: unknown };
  if (answer.errors) throw new Error(JSON.stringify(answer.errors));
  const { authProfile } = Schema.decodeUnknownSync(AuthProfileAnswer)(answer.data);
  if (!authProfile) throw new Error("No profile for a signed-in call");
  return authProfile;
};

export interface EarlyAnswer extends RpcResult {
  /** Body bytes the client had written when the answer arrived; the request was never finished. */
  readonly sentBeforeAnswer: number;
}

/**
 * Starts an upload and never finishes it: either a declared Content-Length with no body, or a chunked
 * body streamed in 1 MiB pieces for as long as the server has not answered (up to `streamUpTo` bytes).
 * Resolves with the server's answer, so it only resolves if the server answers before the body ends.
 */
export const unfinishedUpload = (
  server: TestServer,
  accessToken: string,
  body: { readonly declaredLength: number } | { readonly streamUpTo: number },
): Promise<EarlyAnswer> =>
  new Promise((resolve, reject) => {
    const boundary = "funsclub-test-boundary";
    const req = request(server.url + FILE_UPLOAD_PATH, {
      method: "POST",
      headers: {
        authorization: `Bearer ${accessToken}`,
        "content-type": `multipart/form-data; boundary=${boundary}`,
        ...("declaredLength" in body ? { "content-length": String(body.declaredLength) } : {}),
      },
    });
    let sent = 0;
    let answered = false;
    // Writes may fail once the answer is in and the socket is torn down: that is expected here.
    req.on("error", (error) => (answered ? undefined : reject(error)));
    req.on("response", (res) => {
      answered = true;
      const sentBeforeAnswer = sent;
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        req.destroy();
        resolve({
          status: res.statusCode ?? 0,
          errorHeader: (res.headers[RESPONSE_RESULT_HEADER.toLowerCase()] as string | undefined) ?? null,
          body: JSON.parse(Buffer.concat(chunks).toString("utf8")),
          sentBeforeAnswer,
        });
      });
    });
    if ("declaredLength" in body) {
      req.flushHeaders();
      return;
    }
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="huge.png"\r\nContent-Type: image/png\r\n\r\n`,
    );
    const chunk = Buffer.alloc(1 << 20, 0x61);
    const pump = (): void => {
      while (!answered && sent < body.streamUpTo) {
        const piece = sent === 0 ? head : chunk;
        sent += piece.length;
        if (!req.write(piece)) {
          req.once("drain", pump);
          return;
        }
      }
    };
    pump();
  });
