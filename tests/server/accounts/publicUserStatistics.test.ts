import { Schema } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PUBLIC_USER_QUERY, PublicUserAnswer } from "../../../domain/accounts/publicUser";
import { makeManualProvider } from "../../../server/provider/manualProvider";
import { type EventSpec, line, SOCCER } from "../../helpers/lineBuilder";
import { closeDatabases } from "../../helpers/testDatabase";
import { startTestServer, type TestServer } from "../../helpers/testServer";
import { publishTip, usersQuery } from "../tips/tipsHarness";
import { signedInUser } from "./accountsHarness";

/**
 * `user(id).predictionsStatistics.activeTipsCount` (accounts spec section 3): the user's own tips not
 * settled yet, every sport; others' tips do not count, and a tip leaves the count once it settles.
 */
const T0 = Date.UTC(2026, 10, 23, 12);
const START = T0 + 3_600_000;
let clock = T0;
let server: TestServer;

const push = async (events: ReadonlyArray<EventSpec>) => {
  server.provider.push(SOCCER.id, line(SOCCER, events));
  await server.app.feed.settled();
};

const publicUser = async (id: string) =>
  Schema.decodeUnknownSync(PublicUserAnswer)(await usersQuery(server, PUBLIC_USER_QUERY, { id })).user;

beforeAll(async () => {
  server = await startTestServer({ provider: makeManualProvider([SOCCER], () => clock) });
  await push([
    { id: "first-0001", status: "not_started", startTime: START },
    { id: "second-0002", status: "not_started", startTime: START + 3_600_000 },
  ]);
}, 60_000);
afterAll(async () => {
  await server.close();
  await closeDatabases();
});

describe("the public user's active tips count", () => {
  it("counts the user's unsettled tips only, and drops a tip once it settles", async () => {
    const [tipster, other] = await Promise.all([signedInUser(server), signedInUser(server)]);
    expect((await publicUser(tipster.user.userId))?.predictionsStatistics).toEqual({ activeTipsCount: 0 });

    await publishTip(server, tipster.token.accessToken, { eventId: "first-0001", code: "P1" });
    await publishTip(server, tipster.token.accessToken, { eventId: "second-0002", code: "X", cost: 30 });
    await publishTip(server, other.token.accessToken, { eventId: "first-0001", code: "P2" });
    expect((await publicUser(tipster.user.userId))?.predictionsStatistics.activeTipsCount).toBe(2);
    expect((await publicUser(other.user.userId))?.predictionsStatistics.activeTipsCount).toBe(1);

    // The first match ends: its tips settle and leave the count; the second match's tip stays.
    clock = START + 7_200_000;
    await push([
      { id: "first-0001", status: "finished", startTime: START, home: 2, away: 0 },
      { id: "second-0002", status: "in_progress", startTime: START + 3_600_000, home: 0, away: 0 },
    ]);
    expect(await server.app.tips.runOnce()).toBe(2);
    expect((await publicUser(tipster.user.userId))?.predictionsStatistics.activeTipsCount).toBe(1);
    expect((await publicUser(other.user.userId))?.predictionsStatistics.activeTipsCount).toBe(0);
  });

  it("an unknown id is null, not an error", async () => {
    expect(await publicUser("00000000-0000-4000-8000-000000000000")).toBeNull();
  });
});
