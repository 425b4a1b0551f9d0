import {
  createDecipheriv,
  createECDH,
  createHmac,
  createPublicKey,
  type ECDH,
  randomBytes,
  verify,
} from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/** A push a test push service received: its headers and encrypted body. */
export interface ReceivedPush {
  readonly path: string;
  readonly headers: IncomingMessage["headers"];
  readonly body: Buffer;
}

/**
 * A push service of the test's own, on this machine (no network): it answers each device's path with the
 * status the test sets (201 by default; 410 for a device it has dropped) and keeps what it received.
 */
export const startPushService = async () => {
  const received: ReceivedPush[] = [];
  const statusOf = new Map<string, number>();
  const waiters: Array<() => void> = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      received.push({ path: req.url ?? "", headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(statusOf.get(req.url ?? "") ?? 201).end();
      for (const wake of waiters.splice(0)) wake();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    received,
    endpoint: (path: string) => `http://127.0.0.1:${port}${path}`,
    answer: (path: string, status: number) => statusOf.set(path, status),
    /** Waits until `count` pushes have arrived in all. */
    until: async (count: number) => {
      while (received.length < count) await new Promise<void>((resolve) => waiters.push(resolve));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

/** A browser's side of push: its P-256 key pair and auth secret, and the subscription JSON it would send. */
export const makeDevice = (endpoint: string) => {
  const ecdh: ECDH = createECDH("prime256v1");
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    ecdh,
    auth,
    token: JSON.stringify({
      endpoint,
      expirationTime: null,
      keys: { p256dh: ecdh.getPublicKey().toString("base64url"), auth: auth.toString("base64url") },
    }),
  };
};

const hmac = (key: Buffer, data: Buffer) => createHmac("sha256", key).update(data).digest();
const info = (text: string) => Buffer.concat([Buffer.from(`${text}\0`), Buffer.from([1])]);

/**
 * Decrypts an aes128gcm push body (RFC 8188 framing, RFC 8291 keys) as the browser would: a wrong key or
 * a tampered body throws.
 */
export const decryptPush = (body: Buffer, device: { readonly ecdh: ECDH; readonly auth: Buffer }): string => {
  const salt = body.subarray(0, 16);
  const idLength = body[20]!;
  const serverKey = body.subarray(21, 21 + idLength);
  const sealed = body.subarray(21 + idLength);
  const shared = device.ecdh.computeSecret(serverKey);
  const keyInfo = Buffer.concat([
    Buffer.from("WebPush: info\0"),
    device.ecdh.getPublicKey(),
    serverKey,
    Buffer.from([1]),
  ]);
  const ikm = hmac(hmac(device.auth, shared), keyInfo);
  const prk = hmac(salt, ikm);
  const key = hmac(prk, info("Content-Encoding: aes128gcm")).subarray(0, 16);
  const nonce = hmac(prk, info("Content-Encoding: nonce")).subarray(0, 12);
  const decipher = createDecipheriv("aes-128-gcm", key, nonce);
  decipher.setAuthTag(sealed.subarray(-16));
  const padded = Buffer.concat([decipher.update(sealed.subarray(0, -16)), decipher.final()]);
  // The last record ends with the delimiter 2, then any zero padding.
  let end = padded.length - 1;
  while (padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error("not the last record's delimiter");
  return padded.subarray(0, end).toString("utf8");
};

/** The VAPID header's claims once its ES256 signature checks against `k` (RFC 8292); throws otherwise. */
export const verifiedVapid = (authorization: string) => {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization);
  if (!match) throw new Error(`not a VAPID header: ${authorization}`);
  const [header, payload, signature] = match[1]!.split(".") as [string, string, string];
  const point = Buffer.from(match[2]!, "base64url");
  const key = createPublicKey({
    key: {
      kty: "EC",
      crv: "P-256",
      x: point.subarray(1, 33).toString("base64url"),
      y: point.subarray(33, 65).toString("base64url"),
    },
    format: "jwk",
  });
  const signed = verify(
    "sha256",
    Buffer.from(`${header}.${payload}`),
    { key, dsaEncoding: "ieee-p1363" },
    Buffer.from(signature, "base64url"),
  );
  if (!signed) throw new Error("the VAPID signature does not check");
  return {
    publicKey: match[2]!,
    claims: JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as {
      aud: string;
      sub: string;
      exp: number;
    },
  };
};
