import { request as httpRequest } from "node:http";
import { request as httpsRequest } from "node:https";
import webPush from "web-push";
import type { DevicePush } from "./pushToken";
import type { VapidKeys } from "./vapidKeys";

/** What became of one push: taken by the push service, gone for good (404/410: forget it), or failed. */
export type PushOutcome = "sent" | "gone" | "failed";

export interface PushSender {
  readonly send: (device: DevicePush, payload: string) => Promise<PushOutcome>;
}

export interface WebPushOptions {
  /** The VAPID pair, loaded once (config or database) when the first push goes out. */
  readonly keys: () => Promise<VapidKeys>;
  readonly subject: string;
  /** How long a push service may keep a push for a device that is offline. */
  readonly ttlSeconds?: number;
  readonly timeoutMs?: number;
}

/**
 * Web push through the `web-push` library: it signs the request (VAPID, RFC 8292) and encrypts the payload
 * for the device's keys (aes128gcm, RFC 8291); the request itself goes out here, over https (or http to a
 * local test push service, see pushToken.ts), so its answer is read the same way for either.
 */
export const makeWebPushSender = ({
  keys,
  subject,
  ttlSeconds = 3600,
  timeoutMs = 10_000,
}: WebPushOptions): PushSender => ({
  send: async (device, payload) => {
    const { publicKey, privateKey } = await keys();
    const details = webPush.generateRequestDetails(
      { endpoint: device.endpoint, keys: device.keys },
      payload,
      {
        vapidDetails: { subject, publicKey, privateKey },
        TTL: ttlSeconds,
        contentEncoding: "aes128gcm",
      },
    );
    const status = await post(details.endpoint, details.method, details.headers, details.body, timeoutMs);
    if (status === 404 || status === 410) return "gone";
    return status >= 200 && status < 300 ? "sent" : "failed";
  },
});

const post = (
  endpoint: string,
  method: string,
  headers: Readonly<Record<string, string | number>>,
  body: Buffer | null,
  timeoutMs: number,
): Promise<number> =>
  new Promise((resolve) => {
    const url = new URL(endpoint);
    const send = url.protocol === "http:" ? httpRequest : httpsRequest;
    const req = send(url, { method, headers: { ...headers }, timeout: timeoutMs }, (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode ?? 0));
      res.on("error", () => resolve(0));
    });
    req.on("timeout", () => req.destroy(new Error("push service timed out")));
    req.on("error", () => resolve(0));
    req.end(body ?? undefined);
  });
