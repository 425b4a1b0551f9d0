import { Schema } from "effect";

/** A browser's push subscription as the server keeps it: where to post, and the keys to encrypt for. */
export interface DevicePush {
  readonly endpoint: string;
  readonly keys: { readonly p256dh: string; readonly auth: string };
}

const Base64Url = Schema.String.check(Schema.isPattern(/^[A-Za-z0-9_-]+={0,2}$/), Schema.isMaxLength(200));

/** `PushSubscription.toJSON()` as the browser sends it in `subscribe_device_to_push_notifications`. */
const PushSubscriptionJson = Schema.fromJsonString(
  Schema.Struct({
    endpoint: Schema.String.check(Schema.isMaxLength(2000)),
    expirationTime: Schema.optional(Schema.NullOr(Schema.Number)),
    keys: Schema.Struct({ p256dh: Base64Url, auth: Base64Url }),
  }),
);

const LOOPBACK = new Set(["127.0.0.1", "localhost", "[::1]"]);

/**
 * Where a push may be posted: push services are https. Outside production a plain-http push service on
 * this machine is allowed too (a local test push service); never any other http address, so a made-up
 * token cannot point the server's requests at the network's insides in the clear.
 */
export const isPushEndpoint = (endpoint: string, production: boolean): boolean => {
  if (!URL.canParse(endpoint)) return false;
  const url = new URL(endpoint);
  if (url.protocol === "https:") return url.hostname !== "";
  return !production && url.protocol === "http:" && LOOPBACK.has(url.hostname);
};

/** The token decoded at the edge, or undefined when it is no push subscription we can post to. */
export const parsePushToken = (token: string, production: boolean): DevicePush | undefined => {
  const decoded = Schema.decodeUnknownExit(PushSubscriptionJson)(token);
  if (decoded._tag === "Failure" || !isPushEndpoint(decoded.value.endpoint, production)) return undefined;
  return { endpoint: decoded.value.endpoint, keys: decoded.value.keys };
};
