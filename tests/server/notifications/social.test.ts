import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CreateUserSubscription, DeleteUserSubscription } from "../../../domain/follow/followCommands";
import {
  MarkNotificationsRead,
  UpdateGlobalNotificationSettings,
  UpdateProfileNotificationSettings,
} from "../../../domain/notifications/notificationCommands";
import { unreadAfter } from "../../../domain/notifications/notificationFeed";
import { PurchasePrediction } from "../../../domain/tips/tipCommands";
import { makeManualProvider } from "../../../server/provider/manualProvider";
import { line, SOCCER } from "../../helpers/lineBuilder";
import { closeDatabases } from "../../helpers/testDatabase";
import { startTestServer, type TestServer } from "../../helpers/testServer";
import { call, expectOk, signedInUser, testPolicy } from "../accounts/accountsHarness";
import { publishTip } from "../tips/tipsHarness";
import { feedOf, listen } from "./notificationsHarness";

/**
 * The social notifications (issue 11 item 8): a follow tells the one followed, an unfollow takes it back
 * (REMOVE, the unread count down but never below 0), a tip tells the tipster's followers, a sale tells the
 * tipster. Each producer makes one call to the notifications service, committed with its own change.
 */
const T0 = Date.UTC(2026, 10, 25, 12);
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({
    accountPolicy: testPolicy(),
    provider: makeManualProvider([SOCCER], () => T0),
  });
  server.provider.push(
    SOCCER.id,
    line(SOCCER, [
      { id: "soon-0001", status: "not_started", startTime: T0 + 3_600_000, coefficient: 2.4 },
      { id: "soon-0002", status: "not_started", startTime: T0 + 7_200_000, coefficient: 1.9 },
    ]),
  );
  await server.app.feed.settled();
}, 60_000);
afterAll(async () => {
  await server.close();
  await closeDatabases();
});

describe("follows", () => {
  it("tell the one followed once, and an unfollow takes it back", async () => {
    const tipster = await signedInUser(server);
    const fan = await signedInUser(server);
    const tab = await listen(server, tipster.user.userId, tipster.token.accessToken);
    expectOk(
      await call(
        server,
        CreateUserSubscription,
        { targetUserId: tipster.user.userId },
        fan.token.accessToken,
      ),
    );
    const followed = await tab.nextChange();
    expect(followed).toMatchObject({ change: "CREATE", unreadCount: 1 });
    expect(followed.notification.subject).toEqual({
      kind: "social",
      type: "STARTED_FOLLOWING",
      userId: fan.user.userId,
      userName: "Ann Smith",
      tipId: null,
    });
    // Following again changes nothing.
    expectOk(
      await call(
        server,
        CreateUserSubscription,
        { targetUserId: tipster.user.userId },
        fan.token.accessToken,
      ),
    );
    await server.app.jobs.idle();
    expect((await feedOf(server, tipster.token.accessToken)).nodes).toHaveLength(1);

    expectOk(
      await call(
        server,
        DeleteUserSubscription,
        { targetUserId: tipster.user.userId },
        fan.token.accessToken,
      ),
    );
    const removed = await tab.nextChange();
    expect(removed).toMatchObject({ change: "REMOVE", unreadCount: 0 });
    expect(removed.notification.id).toBe(followed.notification.id);
    expect(unreadAfter(1, removed)).toBe(0);
    const after = await feedOf(server, tipster.token.accessToken);
    expect(after.nodes).toEqual([]);
    expect(after.unreadCount).toBe(0);
    await tab.close();
  });

  it("never take the unread count below 0: a read follow's REMOVE leaves it", async () => {
    const tipster = await signedInUser(server);
    const fan = await signedInUser(server);
    const access = tipster.token.accessToken;
    expectOk(
      await call(
        server,
        CreateUserSubscription,
        { targetUserId: tipster.user.userId },
        fan.token.accessToken,
      ),
    );
    await server.app.jobs.idle();
    expectOk(await call(server, MarkNotificationsRead, { all: true }, access));
    const tab = await listen(server, tipster.user.userId, access);
    expectOk(
      await call(
        server,
        DeleteUserSubscription,
        { targetUserId: tipster.user.userId },
        fan.token.accessToken,
      ),
    );
    const removed = await tab.nextChange();
    expect(removed).toMatchObject({ change: "REMOVE", unreadCount: 0, notification: { read: true } });
    expect(unreadAfter(0, removed)).toBe(0);
    // Unfollowing twice, or someone never followed: nothing to take back, no change pushed.
    expectOk(
      await call(
        server,
        DeleteUserSubscription,
        { targetUserId: tipster.user.userId },
        fan.token.accessToken,
      ),
    );
    await server.app.jobs.idle();
    expect(tab.pending()).toBe(0);
    await tab.close();
  });

  it("keep a new follow's notification when the unfollow before it is taken back late", async () => {
    const tipster = await signedInUser(server);
    const fan = await signedInUser(server);
    const target = { targetUserId: tipster.user.userId };
    // Follow, unfollow and follow again before any job runs: the withdrawal finds the follow back.
    expectOk(await call(server, CreateUserSubscription, target, fan.token.accessToken));
    expectOk(await call(server, DeleteUserSubscription, target, fan.token.accessToken));
    expectOk(await call(server, CreateUserSubscription, target, fan.token.accessToken));
    await server.app.jobs.idle();
    const feed = await feedOf(server, tipster.token.accessToken);
    expect(feed.nodes.map((n) => n.subject.kind)).toEqual(["social"]);
  });

  it("are not told to a user who turned them off, nor with in-app notifications off", async () => {
    const quiet = await signedInUser(server);
    const off = await signedInUser(server);
    const fan = await signedInUser(server);
    expectOk(
      await call(
        server,
        UpdateProfileNotificationSettings,
        { social: ["TIP_SOLD"] },
        quiet.token.accessToken,
      ),
    );
    expectOk(
      await call(server, UpdateGlobalNotificationSettings, { inAppEnabled: false }, off.token.accessToken),
    );
    for (const user of [quiet, off])
      expectOk(
        await call(server, CreateUserSubscription, { targetUserId: user.user.userId }, fan.token.accessToken),
      );
    await server.app.jobs.idle();
    expect((await feedOf(server, quiet.token.accessToken)).nodes).toEqual([]);
    expect((await feedOf(server, off.token.accessToken)).nodes).toEqual([]);
  });
});

describe("tips", () => {
  it("tell the tipster's followers of a new tip and the tipster of each sale", async () => {
    const tipster = await signedInUser(server);
    const fan = await signedInUser(server);
    const stranger = await signedInUser(server);
    expectOk(
      await call(
        server,
        CreateUserSubscription,
        { targetUserId: tipster.user.userId },
        fan.token.accessToken,
      ),
    );
    const fanTab = await listen(server, fan.user.userId, fan.token.accessToken);
    const tipId = await publishTip(server, tipster.token.accessToken, { eventId: "soon-0001", cost: 10 });
    const tipNews = await fanTab.nextChange();
    expect(tipNews.notification.subject).toEqual({
      kind: "social",
      type: "NEW_TIP_FROM_FOLLOWING",
      userId: tipster.user.userId,
      userName: "Ann Smith",
      tipId,
    });
    expectOk(await call(server, PurchasePrediction, { predictionId: tipId }, stranger.token.accessToken));
    // Bought again: no second sale, no second notification.
    expectOk(await call(server, PurchasePrediction, { predictionId: tipId }, stranger.token.accessToken));
    await server.app.jobs.idle();
    const tipsters = await feedOf(server, tipster.token.accessToken);
    expect(tipsters.nodes.map((n) => n.subject)).toEqual([
      { kind: "social", type: "TIP_SOLD", userId: stranger.user.userId, userName: "Ann Smith", tipId },
      expect.objectContaining({ type: "STARTED_FOLLOWING", userId: fan.user.userId }),
    ]);
    expect((await feedOf(server, stranger.token.accessToken)).nodes).toEqual([]);
    await fanTab.close();
  });
});
