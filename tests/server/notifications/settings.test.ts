import { Schema } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTH_PROFILE_QUERY, AuthProfileAnswer } from "../../../domain/accounts/authProfile";
import {
  CreateNotificationSubscription,
  DeleteNotificationSubscription,
  NotificationErrorCode,
  UpdateGlobalNotificationSettings,
  UpdateNewsNotificationSettings,
  UpdateProfileNotificationSettings,
  UpdateSportNotificationSettings,
} from "../../../domain/notifications/notificationCommands";
import {
  NOTIFICATION_BELLS_QUERY,
  NotificationBellsAnswer,
  WEB_PUSH_KEY_QUERY,
  WebPushKeyAnswer,
} from "../../../domain/notifications/notificationQueries";
import {
  defaultNotificationSettings,
  type NotificationSettings,
} from "../../../domain/notifications/notificationSettings";
import { makeManualProvider } from "../../../server/provider/manualProvider";
import { line, SOCCER } from "../../helpers/lineBuilder";
import { closeDatabases } from "../../helpers/testDatabase";
import { startTestServer, type TestServer } from "../../helpers/testServer";
import { call, expectFailure, expectOk, signedInUser, testPolicy } from "../accounts/accountsHarness";
import { notificationsQuery, settingsOf } from "./notificationsHarness";

/** The notification settings and the bells over the notification-feed service and its GraphQL queries. */
const T0 = Date.UTC(2026, 10, 25, 12);
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({
    accountPolicy: testPolicy(),
    provider: makeManualProvider([SOCCER], () => T0),
  });
  server.provider.push(
    SOCCER.id,
    line(SOCCER, [{ id: "ev-0001", status: "not_started", startTime: T0 + 3_600_000 }]),
  );
  await server.app.feed.settled();
}, 60_000);
afterAll(async () => {
  await server.close();
  await closeDatabases();
});

const authProfile = async (accessToken: string) => {
  const response = await fetch(`${server.url}/graphql/users`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${accessToken}` },
    body: JSON.stringify({ query: AUTH_PROFILE_QUERY }),
  });
  const { data } = (await response.json()) as { data: unknown };
  return Schema.decodeUnknownSync(AuthProfileAnswer)(data).authProfile!;
};

describe("notification settings", () => {
  it("start from the defaults and round-trip every sheet", async () => {
    const { token } = await signedInUser(server);
    const access = token.accessToken;
    expect(await settingsOf(server, access)).toEqual(defaultNotificationSettings());

    const afterGlobal = expectOk<NotificationSettings>(
      await call(
        server,
        UpdateGlobalNotificationSettings,
        { pushEnabled: true, spoilerDelaySeconds: 45, alertsPerHour: 10 },
        access,
      ),
    );
    expect(afterGlobal).toMatchObject({ inAppEnabled: true, pushEnabled: true, spoilerDelaySeconds: 45 });
    // The sheet's events come back in the sport's own order, once each.
    const afterSport = expectOk<NotificationSettings>(
      await call(
        server,
        UpdateSportNotificationSettings,
        { sport: "soccer", reminder: 15, events: ["RED_CARD", "GOAL", "START", "GOAL"] },
        access,
      ),
    );
    expect(afterSport.sports.soccer).toEqual({ reminder: 15, events: ["START", "GOAL", "RED_CARD"] });
    expectOk(await call(server, UpdateProfileNotificationSettings, { social: ["TIP_SOLD"] }, access));
    const last = expectOk<NotificationSettings>(
      await call(server, UpdateNewsNotificationSettings, { news: ["NEWS_PUBLISHED"] }, access),
    );

    const expected: NotificationSettings = {
      ...defaultNotificationSettings(),
      pushEnabled: true,
      spoilerDelaySeconds: 45,
      alertsPerHour: 10,
      sports: {
        ...defaultNotificationSettings().sports,
        soccer: { reminder: 15, events: ["START", "GOAL", "RED_CARD"] },
      },
      social: ["TIP_SOLD"],
      news: ["NEWS_PUBLISHED"],
    };
    expect(last).toEqual(expected);
    expect(await settingsOf(server, access)).toEqual(expected);
    // One place for the switches: the auth profile reads the same ones.
    expect((await authProfile(access)).notificationSettings).toEqual({
      globalInAppEnabled: true,
      globalPushEnabled: true,
    });
    expectOk(
      await call(
        server,
        UpdateGlobalNotificationSettings,
        { inAppEnabled: false, alertsPerHour: null },
        access,
      ),
    );
    expect((await authProfile(access)).notificationSettings.globalInAppEnabled).toBe(false);
    expect(await settingsOf(server, access)).toEqual({
      ...expected,
      inAppEnabled: false,
      alertsPerHour: null,
    });
  });

  it("refuses values outside the catalogue, events a sport does not have, and visitors", async () => {
    const { token } = await signedInUser(server);
    const access = token.accessToken;
    const invalid = [
      [UpdateGlobalNotificationSettings, { spoilerDelaySeconds: 121 }],
      [UpdateGlobalNotificationSettings, { spoilerDelaySeconds: 1.5 }],
      [UpdateGlobalNotificationSettings, { alertsPerHour: 7 }],
      [UpdateSportNotificationSettings, { sport: "soccer", reminder: 10, events: [] }],
      [UpdateSportNotificationSettings, { sport: "darts", reminder: null, events: [] }],
      [UpdateSportNotificationSettings, { sport: "tennis", reminder: null, events: ["GOAL"] }],
      [UpdateProfileNotificationSettings, { social: ["WHATEVER"] }],
      [UpdateNewsNotificationSettings, { news: ["NEWS_DELETED"] }],
    ] as const;
    for (const [command, payload] of invalid) {
      expectFailure(await call(server, command, payload, access), 400, "rpc.invalid_payload");
    }
    // Nothing of it stuck.
    expect(await settingsOf(server, access)).toEqual(defaultNotificationSettings());
    const anonymous = await call(server, UpdateGlobalNotificationSettings, { inAppEnabled: false });
    expect(anonymous.status).toBe(401);
    expect(await notificationsQuery(server, "query { notificationSettings { inAppEnabled } }")).toEqual({
      notificationSettings: null,
    });
  });
});

describe("bells (create and delete notification subscriptions)", () => {
  const bells = async (access: string) =>
    Schema.decodeUnknownSync(NotificationBellsAnswer)(
      await notificationsQuery(server, NOTIFICATION_BELLS_QUERY, {}, access),
    ).notificationSubscriptions;

  it("are idempotent both ways and refuse what does not exist", async () => {
    const { token } = await signedInUser(server);
    const access = token.accessToken;
    const event = { entityType: "EVENT", entityId: "ev-0001" } as const;
    const team = { entityType: "TEAM", entityId: "ev-0001-h" } as const;
    const tournament = { entityType: "TOURNAMENT", entityId: "tour-1" } as const;
    for (const bell of [event, event, team, tournament, team]) {
      expect(expectOk(await call(server, CreateNotificationSubscription, bell, access))).toEqual(bell);
    }
    expect(await bells(access)).toEqual([event, team, tournament]);
    for (const bell of [event, event])
      expectOk(await call(server, DeleteNotificationSubscription, bell, access));
    expect(await bells(access)).toEqual([team, tournament]);
    for (const entityType of ["EVENT", "TEAM", "TOURNAMENT"] as const) {
      expectFailure(
        await call(server, CreateNotificationSubscription, { entityType, entityId: "nope" }, access),
        404,
        NotificationErrorCode.unknownEntity,
      );
    }
    expectFailure(
      await call(server, CreateNotificationSubscription, { entityType: "PLAYER", entityId: "p" }, access),
      400,
      "rpc.invalid_payload",
    );
    expect((await call(server, CreateNotificationSubscription, event)).status).toBe(401);
  });

  it("gives anyone the VAPID public key, the same on every call", async () => {
    const first = Schema.decodeUnknownSync(WebPushKeyAnswer)(
      await notificationsQuery(server, WEB_PUSH_KEY_QUERY),
    );
    const second = Schema.decodeUnknownSync(WebPushKeyAnswer)(
      await notificationsQuery(server, WEB_PUSH_KEY_QUERY),
    );
    expect(first.webPushPublicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(second).toEqual(first);
  });
});
