import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeManualProvider } from "../../../../server/provider/manualProvider";
import { DEMO_HISTORY_SPEED, demoHistory } from "../../../../server/tips/demo/demoHistory";
import { line, SOCCER } from "../../../helpers/lineBuilder";
import { closeDatabases } from "../../../helpers/testDatabase";
import { startTestServer, type TestServer } from "../../../helpers/testServer";
import { signedInUser } from "../../accounts/accountsHarness";
import { publishTip } from "../tipsHarness";

const T0 = Date.UTC(2026, 10, 24, 12);
const on = { demoTipsters: true, demoHistoryHours: 24, simSpeed: 1 };

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ provider: makeManualProvider([SOCCER], () => T0) });
  server.provider.push(
    SOCCER.id,
    line(SOCCER, [{ id: "h-0001", status: "not_started" as const, startTime: T0 + 3_600_000 }]),
  );
  await server.app.feed.settled();
}, 60_000);
afterAll(async () => {
  await server.close();
  await closeDatabases();
});

describe("a fresh demo's history", () => {
  it("replays the configured hours on a database with no tip, and nothing when the demo is off or set to 0", async () => {
    expect(await demoHistory(server.driver, on)).toEqual({
      behindMs: 24 * 3_600_000,
      speed: DEMO_HISTORY_SPEED,
    });
    expect(await demoHistory(server.driver, { ...on, demoTipsters: false })).toBeUndefined();
    expect(await demoHistory(server.driver, { ...on, demoHistoryHours: 0 })).toBeUndefined();
    expect(await demoHistory(server.driver, { ...on, simSpeed: DEMO_HISTORY_SPEED })).toBeUndefined();
  });

  it("replays nothing once the database holds a tip: the past must not be played again under it", async () => {
    const user = await signedInUser(server);
    await publishTip(server, user.token.accessToken, { eventId: "h-0001" });
    expect(await demoHistory(server.driver, on)).toBeUndefined();
  });
});
