import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  CreateNotificationSubscription,
  MarkNotificationsRead,
  UpdateGlobalNotificationSettings,
  UpdateSportNotificationSettings,
} from "../../../domain/notifications/notificationCommands";
import { notificationTopic } from "../../../domain/notifications/notificationFeed";
import { RealtimeErrorCode } from "../../../domain/realtime/messages";
import { makeManualProvider } from "../../../server/provider/manualProvider";
import { type EventSpec, line, SOCCER } from "../../helpers/lineBuilder";
import { closeDatabases } from "../../helpers/testDatabase";
import { startTestServer, type TestServer } from "../../helpers/testServer";
import { connectPeer } from "../../helpers/wsPeer";
import { call, expectOk, signedInUser, testPolicy } from "../accounts/accountsHarness";
import { type MovableClock, movableClock } from "../accounts/movableClock";
import { feedOf, listen } from "./notificationsHarness";

/**
 * Sport events from the live line (issue 11 item 8): the manual provider's line moves as a match would, the
 * feed engine commits it, and users with a bell on the event, a team or the tournament hear of it on their
 * own websocket topic, with their settings, alert budget and spoiler delay applied.
 */
const T0 = Date.UTC(2026, 10, 25, 18);
let server: TestServer;
let clock: MovableClock;

beforeAll(async () => {
  clock = movableClock();
  // The alert budget counts per clock hour: start a minute into one, so no test crosses into the next.
  const now = clock.currentTimeMillisUnsafe();
  clock.advance(3_600_000 - (now % 3_600_000) + 60_000);
  server = await startTestServer({
    accountPolicy: testPolicy(),
    clock,
    provider: makeManualProvider([SOCCER], () => T0),
  });
}, 60_000);
afterAll(async () => {
  await server.close();
  await closeDatabases();
});

/** Pushes the line with the events as given and waits until the engine has committed it. */
const play = async (...events: EventSpec[]) => {
  server.provider.push(SOCCER.id, line(SOCCER, events));
  await server.app.feed.settled();
};

const ring = async (access: string, entityType: "EVENT" | "TEAM" | "TOURNAMENT", entityId: string) =>
  expectOk(await call(server, CreateNotificationSubscription, { entityType, entityId }, access));

/** Waits until the job runner has taken what the observer queued and nothing is left to run. */
const settle = async () => {
  await server.app.notifications.queued();
  for (let i = 0; i < 50; i++) {
    await server.app.jobs.idle();
    const [{ pending }] = (await server.driver.query<{ pending: number }>(
      "SELECT count(*)::int AS pending FROM jobs WHERE state = 'pending' AND run_at <= $1",
      [clock.currentTimeMillisUnsafe()],
    )) as [{ pending: number }];
    if (pending === 0) return;
  }
};

describe("sport events from the live line", () => {
  it("makes no work of events nobody has a bell on (before any bell of this file)", async () => {
    const jobs = async () =>
      (
        await server.driver.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM jobs WHERE kind = 'notifications.watchers'",
        )
      )[0]!.n;
    const before = await jobs();
    await play({ id: "ev-0009", status: "not_started", startTime: T0 + 600_000 });
    await play({ id: "ev-0009", status: "in_progress", startTime: T0 + 600_000 });
    await play({ id: "ev-0009", status: "in_progress", startTime: T0 + 600_000, home: 1 });
    await settle();
    expect(await jobs()).toBe(before);
  });

  it("reach users with a bell on the event, its team or its tournament, live on their own topic", async () => {
    const ann = await signedInUser(server);
    const bob = await signedInUser(server);
    const carol = await signedInUser(server);
    await play({ id: "ev-0001", status: "not_started", startTime: T0 + 600_000 });
    await ring(ann.token.accessToken, "EVENT", "ev-0001");
    await ring(bob.token.accessToken, "TEAM", "ev-0001-a");
    await ring(bob.token.accessToken, "TOURNAMENT", "tour-1");
    const annTab = await listen(server, ann.user.userId, ann.token.accessToken);

    await play({ id: "ev-0001", status: "in_progress", startTime: T0 + 600_000 });
    const start = await annTab.nextChange();
    expect(start).toMatchObject({ change: "CREATE", unreadCount: 1, notification: { read: false } });
    expect(start.notification.subject).toMatchObject({
      kind: "sport_event",
      type: "START",
      eventId: "ev-0001",
    });

    await play({ id: "ev-0001", status: "in_progress", startTime: T0 + 600_000, home: 1 });
    const goal = await annTab.nextChange();
    expect(goal).toMatchObject({ change: "CREATE", unreadCount: 2 });
    expect(goal.notification.subject).toMatchObject({
      type: "GOAL",
      sport: "soccer",
      home: "Home",
      away: "Away",
      score: { home: 1, away: 0 },
    });
    await settle();
    // One bell is enough, two are not twice.
    const bobs = await feedOf(server, bob.token.accessToken);
    expect(bobs.nodes.map((n) => ("type" in n.subject ? n.subject.type : n.subject.kind))).toEqual([
      "GOAL",
      "START",
    ]);
    expect((await feedOf(server, carol.token.accessToken)).nodes).toEqual([]);
    await annTab.close();
  });

  it("refuses the topic to other users and to anonymous sockets", async () => {
    const ann = await signedInUser(server);
    const bob = await signedInUser(server);
    const spy = await connectPeer(server.wsUrl);
    spy.send({ type: "subscribe", id: "s1", topic: notificationTopic(ann.user.userId) });
    expect(await spy.next("error")).toMatchObject({ code: RealtimeErrorCode.forbiddenTopic });
    spy.send({ type: "login", id: "l1", token: bob.token.accessToken });
    await spy.next("loggedin");
    spy.send({ type: "subscribe", id: "s2", topic: notificationTopic(ann.user.userId) });
    expect(await spy.next("error")).toMatchObject({ id: "s2", code: RealtimeErrorCode.forbiddenTopic });
    await spy.close();
  });

  it("follows the sport's settings, pages newest first and marks read", async () => {
    const ann = await signedInUser(server);
    const access = ann.token.accessToken;
    await play({ id: "ev-0002", status: "not_started", startTime: T0 + 600_000 });
    await ring(access, "EVENT", "ev-0002");
    // Goals off, cards on.
    expectOk(
      await call(
        server,
        UpdateSportNotificationSettings,
        { sport: "soccer", reminder: null, events: ["START", "FINISH"] },
        access,
      ),
    );
    await play({ id: "ev-0002", status: "in_progress", startTime: T0 + 600_000 });
    await play({ id: "ev-0002", status: "in_progress", startTime: T0 + 600_000, home: 1 });
    await play({ id: "ev-0002", status: "finished", startTime: T0 + 600_000, home: 1 });
    await settle();
    const whole = await feedOf(server, access);
    expect(whole.nodes.map((n) => ("type" in n.subject ? n.subject.type : ""))).toEqual(["FINISH", "START"]);
    expect(whole.unreadCount).toBe(2);
    const first = await feedOf(server, access, 1);
    expect(first.pageInfo.hasNextPage).toBe(true);
    const second = await feedOf(server, access, 1, first.pageInfo.endCursor!);
    expect(second.nodes.map((n) => n.id)).toEqual([whole.nodes[1]!.id]);
    expect(second.pageInfo.hasNextPage).toBe(false);

    const tab = await listen(server, ann.user.userId, access);
    const read = expectOk<{ unreadCount: number }>(
      await call(server, MarkNotificationsRead, { ids: [whole.nodes[0]!.id, "not-mine"] }, access),
    );
    expect(read.unreadCount).toBe(1);
    expect(await tab.nextChange()).toMatchObject({
      change: "UPDATE",
      unreadCount: 1,
      notification: { read: true },
    });
    expect(
      expectOk<{ unreadCount: number }>(await call(server, MarkNotificationsRead, { all: true }, access)),
    ).toEqual({
      unreadCount: 0,
    });
    await tab.close();
  });

  it("folds alerts past the hour's budget into one summary", async () => {
    const ann = await signedInUser(server);
    const access = ann.token.accessToken;
    expectOk(await call(server, UpdateGlobalNotificationSettings, { alertsPerHour: 5 }, access));
    await play({ id: "ev-0003", status: "in_progress", startTime: T0 - 600_000 });
    await ring(access, "EVENT", "ev-0003");
    for (let goals = 1; goals <= 8; goals++)
      await play({ id: "ev-0003", status: "in_progress", startTime: T0 - 600_000, home: goals });
    await settle();
    const feed = await feedOf(server, access);
    const summaries = feed.nodes.filter((n) => n.subject.kind === "summary");
    expect(feed.nodes.filter((n) => n.subject.kind === "sport_event")).toHaveLength(5);
    expect(summaries).toHaveLength(1);
    expect(summaries[0]!.subject).toMatchObject({ kind: "summary", count: 3 });
    expect(feed.unreadCount).toBe(6);
  });

  it("holds sport events back by the user's spoiler delay", async () => {
    const ann = await signedInUser(server);
    const access = ann.token.accessToken;
    expectOk(await call(server, UpdateGlobalNotificationSettings, { spoilerDelaySeconds: 30 }, access));
    await play({ id: "ev-0004", status: "in_progress", startTime: T0 - 600_000 });
    await ring(access, "EVENT", "ev-0004");
    const tab = await listen(server, ann.user.userId, access);
    await play({ id: "ev-0004", status: "in_progress", startTime: T0 - 600_000, away: 1 });
    await settle();
    expect((await feedOf(server, access)).nodes).toEqual([]);
    expect(tab.pending()).toBe(0);
    clock.advance(29_000);
    await settle();
    expect((await feedOf(server, access)).nodes).toEqual([]);
    clock.advance(1_000);
    await settle();
    const goal = await tab.nextChange();
    expect(goal.notification.subject).toMatchObject({ type: "GOAL", score: { home: 0, away: 1 } });
    await tab.close();
  });
});
