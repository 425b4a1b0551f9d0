import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../../server/config";
import { SIM_ADVANCE_PATH, SIM_NOW_PATH } from "../../../server/dev/simControl";
import { makeSimClock } from "../../../server/provider/simulator/simClock";
import { startTestServer, type TestServer } from "../../helpers/testServer";

describe("the simulator's clock", () => {
  it("jumps ahead by what it is told and keeps running at its speed from there", () => {
    let real = 1_000;
    const clock = makeSimClock({ speed: 20, startAt: 50_000, realNow: () => real });
    real += 100;
    expect(clock.now()).toBe(52_000);
    clock.advance(90 * 60_000);
    expect(clock.now()).toBe(52_000 + 90 * 60_000);
    real += 10;
    expect(clock.now()).toBe(52_200 + 90 * 60_000);
    clock.advance(-5_000);
    expect(clock.now()).toBe(52_200 + 90 * 60_000);
  });
});

describe("a fresh demo's history (the clock's catch-up)", () => {
  it("starts in the past, runs at the catch-up speed until it meets its usual line, then runs as usual", () => {
    let real = 0;
    const clock = makeSimClock({
      speed: 1,
      startAt: 1_000_000,
      realNow: () => real,
      catchUp: { behindMs: 24 * 3_600_000, speed: 241 },
    });
    expect(clock.now()).toBe(1_000_000 - 24 * 3_600_000);
    expect(clock.catchingUp()).toBe(true);
    real = 60_000;
    expect(clock.now()).toBe(1_000_000 - 24 * 3_600_000 + 60_000 * 241);
    // 24 h behind, gaining 240 ms a ms: level after 360 s.
    real = 360_000;
    expect(clock.now()).toBe(1_000_000 + 360_000);
    expect(clock.catchingUp()).toBe(false);
    real = 400_000;
    expect(clock.now()).toBe(1_000_000 + 400_000);
  });

  it("never goes back in time and ignores a catch-up no faster than the clock", () => {
    let real = 0;
    const clock = makeSimClock({
      speed: 1,
      realNow: () => real,
      catchUp: { behindMs: 3_600_000, speed: 61 },
    });
    let last = clock.now();
    for (real = 0; real <= 120_000; real += 1_000) {
      expect(clock.now()).toBeGreaterThanOrEqual(last);
      last = clock.now();
    }
    const plain = makeSimClock({
      speed: 60,
      startAt: 5,
      realNow: () => 0,
      catchUp: { behindMs: 1, speed: 30 },
    });
    expect(plain.now()).toBe(5);
    expect(plain.catchingUp()).toBe(false);
  });
});

describe("SIM_CONTROL", () => {
  it("is off by default and can never be on in production", () => {
    expect(loadConfig({}).simControl).toBe(false);
    expect(loadConfig({ SIM_CONTROL: "on" }).simControl).toBe(true);
    expect(loadConfig({ SIM_CONTROL: "on", NODE_ENV: "production" }).simControl).toBe(false);
    expect(() => loadConfig({ SIM_CONTROL: "yes" })).toThrow(/SIM_CONTROL/);
  });
});

describe(`POST ${SIM_ADVANCE_PATH}`, () => {
  const advanced: number[] = [];
  let now = 1_000_000;
  const control = {
    advance: (ms: number) => {
      advanced.push(ms);
      now += ms;
    },
    now: () => now,
  };
  let on: TestServer;
  let off: TestServer;
  beforeAll(async () => {
    // One after the other: each migrates its own fresh database.
    on = await startTestServer({ env: { SIM_CONTROL: "on" }, simControl: control });
    off = await startTestServer({ simControl: control });
  });
  afterAll(async () => {
    await Promise.all([on?.close(), off?.close()]);
  });

  const post = (server: TestServer, body: string) =>
    fetch(`${server.url}${SIM_ADVANCE_PATH}`, { method: "POST", body });

  it("moves the clock on by the minutes given and answers the new sports time", async () => {
    const answer = await post(on, JSON.stringify({ minutes: 120 }));
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ now: 1_000_000 + 120 * 60_000 });
    expect(advanced).toEqual([120 * 60_000]);
    expect(await (await fetch(`${on.url}${SIM_NOW_PATH}`)).json()).toEqual({ now: 1_000_000 + 120 * 60_000 });
  });

  it("refuses a bad body with the catalogue's error and moves nothing", async () => {
    for (const body of ["{", JSON.stringify({ minutes: 0 }), JSON.stringify({ minutes: 1.5 }), "[]"]) {
      const answer = await post(on, body);
      expect(answer.status, body).toBe(400);
      expect((await answer.json())[0].code).toBe("rpc.invalid_payload");
    }
    const get = await fetch(`${on.url}${SIM_ADVANCE_PATH}`);
    expect(get.status).toBe(405);
    expect(advanced).toHaveLength(1);
  });

  it("is not there without SIM_CONTROL=on", async () => {
    const answer = await post(off, JSON.stringify({ minutes: 120 }));
    expect(answer.status).not.toBe(200);
    expect((await fetch(`${off.url}${SIM_NOW_PATH}`)).headers.get("content-type")).not.toMatch(/json/);
    expect(advanced).toHaveLength(1);
  });
});
