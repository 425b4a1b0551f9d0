import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import {
  CreateNotificationSubscription,
  UpdateSportNotificationSettings,
} from "../../../domain/notifications/notificationCommands";
import { type App, createApp } from "../../../server/app";
import { loadConfig } from "../../../server/config";
import { migrate } from "../../../server/db/migrate";
import { openPglite } from "../../../server/db/pgliteDriver";
import type { SqlDriver } from "../../../server/db/SqlDriver";
import { makeLogger } from "../../../server/log";
import { type ManualProvider, makeManualProvider } from "../../../server/provider/manualProvider";
import { line, SOCCER } from "../../helpers/lineBuilder";
import type { TestServer } from "../../helpers/testServer";
import { call, expectOk, signedInUser, testPolicy } from "../accounts/accountsHarness";

/**
 * The reminder scheduler (issue 11 item 8): a reminder (user, event, minutes) fires once, whichever
 * look finds it due first: two looks at once, and a second server started on the same database (PGlite
 * on disk, as `npm start` keeps it) after the first stopped.
 */
const T0 = Date.UTC(2026, 10, 25, 18);
let sportsNow = T0;
const dataDir = mkdtempSync(join(tmpdir(), "funsclub-reminders-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** The server as `npm start` runs it over the folder, with the reminder timer off (the test looks at will). */
const startServer = async (): Promise<TestServer & { readonly stop: () => Promise<void> }> => {
  const driver: SqlDriver = await openPglite(dataDir);
  await migrate(driver);
  const provider: ManualProvider = makeManualProvider([SOCCER], () => sportsNow);
  const app: App = await createApp({
    config: loadConfig({ PORT: "0", DATA_DIR: "memory://", NODE_ENV: "test", WEB_DIR: "tests/fixtures/web" }),
    driver,
    provider,
    logger: makeLogger("silent"),
    accountPolicy: testPolicy(),
    notifications: { reminderEveryMs: 0 },
  });
  await new Promise<void>((resolve) => app.server.listen(0, "127.0.0.1", resolve));
  const { port } = app.server.address() as AddressInfo;
  provider.push(
    SOCCER.id,
    line(SOCCER, [
      { id: "ev-soon", status: "not_started", startTime: T0 + 10 * 60_000 },
      { id: "ev-later", status: "not_started", startTime: T0 + 40 * 60_000 },
    ]),
  );
  await app.feed.settled();
  return {
    app,
    driver,
    provider,
    url: `http://127.0.0.1:${port}`,
    wsUrl: `ws://127.0.0.1:${port}/ws`,
    close: () => app.close(),
    stop: async () => {
      await app.close();
      await driver.close();
    },
  };
};

const reminders = async (driver: SqlDriver, userId: string) =>
  driver.query<{ subject: { eventId: string; minutes: number } }>(
    "SELECT subject FROM notifications WHERE user_id = $1 AND kind = 'reminder' ORDER BY created_at, id",
    [userId],
  );

describe("the reminder scheduler", () => {
  it("fires each reminder exactly once, across two looks at once and a restart on the same database", async () => {
    const first = await startServer();
    const ann = await signedInUser(first);
    const bob = await signedInUser(first);
    for (const [user, entityType, entityId] of [
      [ann, "EVENT", "ev-soon"],
      [ann, "TOURNAMENT", "tour-1"],
      [bob, "TEAM", "ev-later-h"],
    ] as const) {
      expectOk(
        await call(first, CreateNotificationSubscription, { entityType, entityId }, user.token.accessToken),
      );
    }
    for (const user of [ann, bob]) {
      expectOk(
        await call(
          first,
          UpdateSportNotificationSettings,
          { sport: "soccer", reminder: 15, events: ["START"] },
          user.token.accessToken,
        ),
      );
    }
    // 10 minutes to go for ev-soon (ann, twice over: the event and its tournament); 40 for ev-later.
    const looks = await Promise.all([
      first.app.notifications.giveDueReminders(),
      first.app.notifications.giveDueReminders(),
    ]);
    expect(looks[0] + looks[1]).toBe(1);
    await first.app.jobs.idle();
    expect((await reminders(first.driver, ann.user.userId)).map((row) => row.subject)).toEqual([
      expect.objectContaining({
        kind: "reminder",
        eventId: "ev-soon",
        minutes: 15,
        sport: "soccer",
        startTime: T0 + 600_000,
      }),
    ]);
    expect(await reminders(first.driver, bob.user.userId)).toEqual([]);
    await first.stop();

    // The same database after a restart, 26 minutes on: only ev-later (15 minutes to go) is new.
    sportsNow = T0 + 26 * 60_000;
    const second = await startServer();
    expect(await second.app.notifications.giveDueReminders()).toBe(2);
    expect(await second.app.notifications.giveDueReminders()).toBe(0);
    await second.app.jobs.idle();
    expect((await reminders(second.driver, ann.user.userId)).map((row) => row.subject.eventId)).toEqual([
      "ev-soon",
      "ev-later",
    ]);
    expect((await reminders(second.driver, bob.user.userId)).map((row) => row.subject.eventId)).toEqual([
      "ev-later",
    ]);
    const given = await second.driver.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM notification_reminders",
    );
    expect(given[0]?.n).toBe(3);
    await second.stop();
  }, 120_000);
});
