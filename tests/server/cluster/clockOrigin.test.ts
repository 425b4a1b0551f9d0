import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sharedClockOrigin } from "../../../server/cluster/clockOrigin";
import type { SqlDriver } from "../../../server/db/SqlDriver";
import { makeSimClock } from "../../../server/provider/simulator/simClock";
import { closeDatabases, freshDatabase } from "../../helpers/testDatabase";

let driver: SqlDriver;

beforeAll(async () => {
  driver = await freshDatabase();
});
afterAll(async () => {
  await closeDatabases();
});

const clockOf = (origin: Awaited<ReturnType<typeof sharedClockOrigin>>, realNow: () => number) =>
  makeSimClock({
    speed: origin.speed,
    startAt: origin.simStart,
    realStart: origin.realStart,
    realNow,
    ...(origin.catchUp ? { catchUp: origin.catchUp } : {}),
  });

describe("the cluster's shared sports clock", () => {
  it("is the first process's: later ones read the same origin, catch-up included", async () => {
    await driver.exec("DELETE FROM sim_clock_origin");
    const first = await sharedClockOrigin(driver, {
      realStart: 1_000,
      simStart: 1_000,
      speed: 20,
      catchUp: { behindMs: 3_600_000, speed: 240 },
    });
    const second = await sharedClockOrigin(driver, { realStart: 9_000, simStart: 9_000, speed: 20 });
    expect(second).toEqual(first);
    expect(clockOf(second, () => 50_000).now()).toBe(clockOf(first, () => 50_000).now());
  });

  it("goes on from the old clock's time when the cluster restarts at another speed", async () => {
    await driver.exec("DELETE FROM sim_clock_origin");
    await sharedClockOrigin(driver, { realStart: 0, simStart: 0, speed: 10 });
    const realNow = () => 60_000;
    const rebased = await sharedClockOrigin(
      driver,
      { realStart: 60_000, simStart: 60_000, speed: 1 },
      realNow,
    );
    expect(rebased.speed).toBe(1);
    // Ten times a minute had passed on the old clock: the new one starts there, not back at real time.
    expect(clockOf(rebased, realNow).now()).toBe(600_000);
    expect(await sharedClockOrigin(driver, { realStart: 70_000, simStart: 70_000, speed: 1 })).toEqual(
      rebased,
    );
  });
});
