import { Schema } from "effect";
import {
  SubscribeDeviceToPushNotifications,
  UnsubscribeDeviceFromPushNotifications,
} from "../../domain/notifications/notificationCommands.ts";
import { WEB_PUSH_KEY_QUERY, WebPushKeyAnswer } from "../../domain/notifications/notificationQueries.ts";
import { SERVICE_WORKER_POLICY } from "../../domain/security/contentSecurityPolicy.ts";
import type { AuthorizedCalls } from "./authorizedCalls.ts";
import type { SessionActorRef } from "./sessionActors.ts";

/**
 * Web push in the browser (issue 11 item 9): the service worker at /sw.js, the device bound to the
 * signed-in user with `subscribe_device_to_push_notifications` only when both a push subscription (the
 * user granted it) and a session exist, and unbound before a sign-out. Loaded after start-up
 * (`ui/main.tsx`) and by the settings page's push switch.
 */
const SW_URL = "/sw.js";
const decodeKey = Schema.decodeUnknownSync(WebPushKeyAnswer);

export const pushSupported = (): boolean =>
  typeof window !== "undefined" &&
  "serviceWorker" in navigator &&
  "PushManager" in window &&
  "Notification" in window;

interface TrustedTypesLike {
  readonly createPolicy: (
    name: string,
    rules: { readonly createScriptURL: (url: string) => string },
  ) => { readonly createScriptURL: (url: string) => unknown };
}

let scriptUrl: unknown = null;
/** /sw.js as the page's Trusted Types allow it (the one policy the page's CSP names). */
const serviceWorkerUrl = (): string => {
  const trustedTypes = (window as unknown as { trustedTypes?: TrustedTypesLike }).trustedTypes;
  if (!trustedTypes) return SW_URL;
  scriptUrl ??= trustedTypes
    .createPolicy(SERVICE_WORKER_POLICY, {
      createScriptURL: (url) => {
        if (url !== SW_URL) throw new TypeError(`Not the service worker: ${url}`);
        return url;
      },
    })
    .createScriptURL(SW_URL);
  return scriptUrl as string;
};

/** applicationServerKey from the VAPID key's base64url text. */
const keyBytes = (base64url: string): Uint8Array<ArrayBuffer> => {
  const base64 = (base64url + "=".repeat((4 - (base64url.length % 4)) % 4))
    .replace(/-/g, "+")
    .replace(/_/g, "/");
  const text = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes;
};

/** Binds this device's push subscription (made if need be) to the signed-in user; false without permission. */
const bindDevice = async (calls: AuthorizedCalls): Promise<boolean> => {
  if (!pushSupported() || Notification.permission !== "granted") return false;
  const registration = await navigator.serviceWorker.ready;
  let subscription = await registration.pushManager.getSubscription();
  if (subscription === null) {
    const { webPushPublicKey } = decodeKey(
      await calls.graphql<unknown>("notifications", WEB_PUSH_KEY_QUERY, {}),
    );
    subscription = await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(webPushPublicKey),
    });
  }
  await calls.rpc(SubscribeDeviceToPushNotifications, { token: JSON.stringify(subscription) });
  return true;
};

/** Registers the service worker, and binds the device each time a session starts (if push was granted). */
export const startWebPush = ({
  session,
  calls,
}: {
  readonly session: SessionActorRef;
  readonly calls: AuthorizedCalls;
}): void => {
  if (!("serviceWorker" in navigator)) return;
  navigator.serviceWorker
    .register(serviceWorkerUrl(), { scope: "/" })
    .catch((error: unknown) => console.warn("[push] the service worker was not registered", error));
  let boundSession: string | null = null;
  const hear = () => {
    const snapshot = session.getSnapshot();
    const token = snapshot.hasTag("signedIn") ? snapshot.context.token : null;
    if (token === null) {
      boundSession = null;
      return;
    }
    if (token.sessionId === boundSession) return;
    boundSession = token.sessionId;
    bindDevice(calls).catch((error: unknown) => console.warn("[push] the device was not bound", error));
  };
  hear();
  session.subscribe(hear);
};

/** The settings page's push switch turned on: asks the browser (a user's gesture), then binds. */
export const enablePush = async (calls: AuthorizedCalls): Promise<boolean> => {
  if (!pushSupported()) return false;
  const permission = await Notification.requestPermission();
  return permission === "granted" ? bindDevice(calls) : false;
};

/** Before a sign-out: this device stops getting the user's pushes (while the token still works). */
export const forgetPushDevice = async (calls: AuthorizedCalls, signal?: AbortSignal): Promise<void> => {
  if (!pushSupported()) return;
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription) return;
  await calls.rpc(UnsubscribeDeviceFromPushNotifications, { endpoint: subscription.endpoint }, signal);
};
