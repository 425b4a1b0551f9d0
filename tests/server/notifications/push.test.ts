import { Schema } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CreateUserSubscription } from "../../../domain/follow/followCommands";
import {
  NotificationErrorCode,
  SubscribeDeviceToPushNotifications,
  UnsubscribeDeviceFromPushNotifications,
  UpdateGlobalNotificationSettings,
} from "../../../domain/notifications/notificationCommands";
import { Notification } from "../../../domain/notifications/notificationFeed";
import { WEB_PUSH_KEY_QUERY, WebPushKeyAnswer } from "../../../domain/notifications/notificationQueries";
import { closeDatabases } from "../../helpers/testDatabase";
import { startTestServer, type TestServer } from "../../helpers/testServer";
import { call, expectFailure, expectOk, signedInUser, testPolicy } from "../accounts/accountsHarness";
import { feedOf, notificationsQuery } from "./notificationsHarness";
import { decryptPush, makeDevice, startPushService, verifiedVapid } from "./pushEndpoint";

/**
 * Web push (issue 11 item 9) through the web-push library to a push service of the test's own on this
 * machine: VAPID-signed, encrypted for the device's keys, and a device the push service has dropped (410)
 * forgotten.
 */
let server: TestServer;
let pushService: Awaited<ReturnType<typeof startPushService>>;

beforeAll(async () => {
  server = await startTestServer({ accountPolicy: testPolicy() });
  pushService = await startPushService();
}, 60_000);
afterAll(async () => {
  await pushService.close();
  await server.close();
  await closeDatabases();
});

const subscriptions = (userId: string) =>
  server.driver.query<{ endpoint: string }>(
    "SELECT endpoint FROM push_subscriptions WHERE user_id = $1 ORDER BY endpoint",
    [userId],
  );

describe("subscribe_device_to_push_notifications", () => {
  it("binds a push subscription to the signed-in user and refuses anything else", async () => {
    const { user, token } = await signedInUser(server);
    const access = token.accessToken;
    const device = makeDevice(pushService.endpoint("/device/a"));
    expect(
      expectOk(await call(server, SubscribeDeviceToPushNotifications, { token: device.token }, access)),
    ).toEqual({
      subscribed: true,
    });
    // The same browser again (new keys): one subscription still.
    const renewed = makeDevice(pushService.endpoint("/device/a"));
    expectOk(await call(server, SubscribeDeviceToPushNotifications, { token: renewed.token }, access));
    expect(await subscriptions(user.userId)).toHaveLength(1);
    const invalid = [
      "not json at all",
      JSON.stringify({ endpoint: pushService.endpoint("/x") }),
      JSON.stringify({ endpoint: "http://10.0.0.8/push", keys: { p256dh: "abc", auth: "def" } }),
      JSON.stringify({ endpoint: "ftp://example.com/push", keys: { p256dh: "abc", auth: "def" } }),
    ];
    for (const token of invalid) {
      expectFailure(
        await call(server, SubscribeDeviceToPushNotifications, { token }, access),
        400,
        NotificationErrorCode.invalidPushToken,
      );
    }
    expect((await call(server, SubscribeDeviceToPushNotifications, { token: device.token })).status).toBe(
      401,
    );
    expect(
      expectOk(
        await call(
          server,
          UnsubscribeDeviceFromPushNotifications,
          { endpoint: pushService.endpoint("/device/a") },
          access,
        ),
      ),
    ).toEqual({ subscribed: false });
    expect(await subscriptions(user.userId)).toEqual([]);
  });
});

describe("web push delivery", () => {
  it("posts each notification VAPID-signed and encrypted for the device; a 410 forgets the device", async () => {
    const { user, token } = await signedInUser(server);
    const access = token.accessToken;
    expectOk(await call(server, UpdateGlobalNotificationSettings, { pushEnabled: true }, access));
    const phone = makeDevice(pushService.endpoint("/device/phone"));
    const laptop = makeDevice(pushService.endpoint("/device/laptop"));
    pushService.answer("/device/laptop", 410);
    for (const device of [phone, laptop])
      expectOk(await call(server, SubscribeDeviceToPushNotifications, { token: device.token }, access));

    const fan = await signedInUser(server);
    const before = pushService.received.length;
    expectOk(
      await call(server, CreateUserSubscription, { targetUserId: user.userId }, fan.token.accessToken),
    );
    await server.app.jobs.idle();
    await pushService.until(before + 2);
    const pushes = pushService.received.slice(before);
    const toPhone = pushes.find((push) => push.path === "/device/phone")!;
    expect(toPhone.headers["content-encoding"]).toBe("aes128gcm");
    expect(Number(toPhone.headers.ttl)).toBeGreaterThan(0);
    // Signed with the key browsers are given, for this push service, by our contact.
    const { webPushPublicKey } = Schema.decodeUnknownSync(WebPushKeyAnswer)(
      await notificationsQuery(server, WEB_PUSH_KEY_QUERY),
    );
    const vapid = verifiedVapid(String(toPhone.headers.authorization));
    expect(vapid.publicKey).toBe(webPushPublicKey);
    expect(vapid.claims.aud).toBe(new URL(pushService.endpoint("/")).origin);
    expect(vapid.claims.sub).toBe("mailto:no-reply@localhost");
    // Nothing readable on the wire; the device reads the notification of the feed.
    expect(toPhone.body.toString("utf8")).not.toContain("STARTED_FOLLOWING");
    const pushed = Schema.decodeUnknownSync(Schema.fromJsonString(Notification))(
      decryptPush(toPhone.body, phone),
    );
    expect(() => decryptPush(toPhone.body, laptop)).toThrow();
    const feed = await feedOf(server, access);
    expect(pushed).toEqual(feed.nodes[0]);
    expect(pushed.subject).toMatchObject({ type: "STARTED_FOLLOWING", userId: fan.user.userId });
    // The push service dropped the laptop (410): its subscription is gone, the phone's stays.
    expect(await subscriptions(user.userId)).toEqual([{ endpoint: pushService.endpoint("/device/phone") }]);
  });

  it("sends nothing to the devices of a user with push off", async () => {
    const { user, token } = await signedInUser(server);
    const device = makeDevice(pushService.endpoint("/device/quiet"));
    expectOk(
      await call(server, SubscribeDeviceToPushNotifications, { token: device.token }, token.accessToken),
    );
    const fan = await signedInUser(server);
    expectOk(
      await call(server, CreateUserSubscription, { targetUserId: user.userId }, fan.token.accessToken),
    );
    await server.app.jobs.idle();
    expect((await feedOf(server, token.accessToken)).nodes).toHaveLength(1);
    expect(pushService.received.filter((push) => push.path === "/device/quiet")).toEqual([]);
  });
});
