import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Register } from "../../../domain/accounts/registrationCommands";
import { closeDatabases } from "../../helpers/testDatabase";
import { startTestServer, type TestServer } from "../../helpers/testServer";
import {
  call,
  expectFailure,
  PASSWORD,
  registerUser,
  testPolicy,
  uniqueEmail,
} from "../accounts/accountsHarness";
import { type FakeSmtpServer, startFakeSmtpServer } from "../mail/fakeSmtpServer";

afterAll(async () => {
  await closeDatabases();
});

const mailJobs = (server: TestServer) =>
  server.driver.query<{ state: string; attempts: number }>(
    "SELECT state, attempts FROM jobs WHERE kind = 'mail.send' ORDER BY created_at",
  );

describe("behind a slow SMTP relay", () => {
  let relay: FakeSmtpServer;
  let server: TestServer;
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  beforeAll(async () => {
    relay = await startFakeSmtpServer(undefined, { beforeQueued: () => released });
    server = await startTestServer({ accountPolicy: testPolicy(), env: { SMTP_URL: relay.url() } });
  });
  afterAll(async () => {
    release();
    await server.close();
    await relay.close();
  });

  it("answers sign-ups and commits them while their mail is still with the relay; the mail arrives after", async () => {
    const first = await registerUser(server);
    // The relay holds the first mail's final reply: the account is committed all the same, and the
    // database (one connection with PGlite) answers other commands meanwhile.
    expect(await server.driver.query("SELECT id FROM users WHERE id = $1", [first.userId])).toHaveLength(1);
    const second = await registerUser(server);
    expect(relay.received).toEqual([]);
    await sleep(50);
    expect(relay.received).toEqual([]);
    expect(await mailJobs(server)).toEqual([
      { state: "pending", attempts: 1 },
      { state: "pending", attempts: 1 },
    ]);

    release();
    await server.app.jobs.idle();
    expect(relay.received.map((mail) => mail.to[0]).sort()).toEqual([first.email, second.email].sort());
    expect(await mailJobs(server)).toEqual([
      { state: "done", attempts: 1 },
      { state: "done", attempts: 1 },
    ]);
  });
});

describe("with the development outbox", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ accountPolicy: testPolicy() });
  });
  afterAll(async () => {
    await server.close();
  });

  it("has the mail in the outbox moments after the answer, without anyone waiting on the runner", async () => {
    const user = await registerUser(server);
    const answered = performance.now();
    while (!(await server.app.mail.list(10)).some((mail) => mail.to === user.email)) {
      expect(performance.now() - answered).toBeLessThan(1_000);
      await sleep(2);
    }
  });

  it("sends nothing for a sign-up that rolls back", async () => {
    const email = uniqueEmail("twice");
    await registerUser(server, { email });
    await server.app.jobs.idle();
    const jobsBefore = (await mailJobs(server)).length;
    expectFailure(
      await call(server, Register, { name: "Bob", email, password: PASSWORD }),
      409,
      "user.email_already_exists",
    );
    await server.app.jobs.idle();
    expect(await mailJobs(server)).toHaveLength(jobsBefore);
    expect((await server.app.mail.list(100)).filter((mail) => mail.to === email)).toHaveLength(1);
  });
});
