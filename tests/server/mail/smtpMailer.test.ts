import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { UserVerifyEmail } from "../../../domain/accounts/emailCommands";
import { Register } from "../../../domain/accounts/registrationCommands";
import type { Logger } from "../../../server/log";
import { SendMail } from "../../../server/mail/mailJob";
import { closeDatabases } from "../../helpers/testDatabase";
import { startTestServer, type TestServer } from "../../helpers/testServer";
import {
  call,
  expectFailure,
  expectOk,
  PASSWORD,
  registerUser,
  signIn,
  testPolicy,
  uniqueEmail,
} from "../accounts/accountsHarness";
import { type MovableClock, movableClock } from "../accounts/movableClock";
import {
  type FakeSmtpServer,
  type Refusal,
  startFakeSmtpServer,
  unfoldQuotedPrintable,
} from "./fakeSmtpServer";

const SMTP_PASSWORD = "Relay-pw-8c1f";
const MAIL_FROM = "FunsClub <hello@funsclub.test>";

/** Every line the server logs, at every level. */
const lines: string[] = [];
const capturingLogger: Logger = Object.fromEntries(
  (["debug", "info", "warn", "error"] as const).map((level) => [
    level,
    (message: string, fields?: Record<string, unknown>) =>
      lines.push(`${level} ${message} ${JSON.stringify(fields ?? {})}`),
  ]),
) as unknown as Logger;

const startServerWithRelay = async (url: string) => {
  const clock = movableClock();
  const server = await startTestServer({
    accountPolicy: testPolicy(),
    logger: capturingLogger,
    clock,
    env: { SMTP_URL: url, MAIL_FROM },
  });
  return { ...server, clock };
};

interface JobRow {
  readonly id: string;
  readonly state: string;
  readonly attempts: number;
  readonly last_error: string | null;
  readonly payload: unknown;
}
const mailJobs = (server: TestServer): Promise<ReadonlyArray<JobRow>> =>
  server.driver.query<JobRow>(
    "SELECT id, state, attempts, last_error, payload FROM jobs WHERE kind = 'mail.send' ORDER BY created_at",
  );

/** Moves the server's clock past the longest backoff and lets the runner try whatever is due. */
const nextAttempt = async (server: TestServer & { clock: MovableClock }) => {
  server.clock.advance(SendMail.backoff.maxMs);
  await server.app.jobs.idle();
};

afterEach(() => {
  lines.length = 0;
});
afterAll(async () => {
  await closeDatabases();
});

describe("when SMTP_URL points at a relay that accepts mail", () => {
  let relay: FakeSmtpServer;
  let server: TestServer & { clock: MovableClock };
  beforeAll(async () => {
    relay = await startFakeSmtpServer();
    server = await startServerWithRelay(relay.url(`mailer:${SMTP_PASSWORD}`));
  });
  afterAll(async () => {
    await server.close();
    await relay.close();
  });

  it("sends the verification mail through it, from MAIL_FROM, with a link that verifies the account", async () => {
    const user = await registerUser(server);
    await server.app.jobs.idle();
    expect(relay.received).toHaveLength(1);
    const mail = relay.received[0]!;
    expect(mail.from).toBe("hello@funsclub.test");
    expect(mail.to).toEqual([user.email]);
    const message = unfoldQuotedPrintable(mail.data);
    expect(message).toMatch(/^From: FunsClub <hello@funsclub\.test>$/m);
    expect(message).toMatch(/^Subject: Verify your FunsClub account$/m);
    const link = /http:\/\/localhost:0\/en-us\/user\/verify\/([A-Za-z0-9_-]{43})/.exec(message);
    expect(link, message).not.toBeNull();
    // Sent by a job, under the job's id, which a retried job keeps; the stored link is gone once sent.
    const [job] = await mailJobs(server);
    expect(job).toMatchObject({ state: "done", attempts: 1, payload: null });
    expect(message).toContain(`Message-ID: <${job!.id}@funsclub.local>`);

    expectOk(await call(server, UserVerifyEmail, { emailVerificationToken: link![1] }));
    expect((await signIn(server, user)).accessToken).toEqual(expect.any(String));
    // The outbox is for development without SMTP: nothing went there.
    expect(await server.app.mail.list(10)).toEqual([]);
    expect(lines.join("\n")).toContain("mail handed to the SMTP relay");
  });
});

describe.each<[string, Refusal]>([
  ["the recipient", "RCPT"],
  ["the message", "DATA"],
])("when the relay refuses %s", (_what, refusal) => {
  let relay: FakeSmtpServer;
  let server: TestServer & { clock: MovableClock };
  beforeAll(async () => {
    relay = await startFakeSmtpServer(refusal);
    server = await startServerWithRelay(relay.url(`mailer:${SMTP_PASSWORD}`));
  });
  afterAll(async () => {
    await server.close();
    await relay.close();
  });

  it("keeps the account, fails the mail at once (a 5xx refusal is for good), and logs no secret", async () => {
    const email = uniqueEmail("refused");
    const payload = { name: "Ann Smith", email, password: PASSWORD };
    // The sign-up commits before the mail is tried: the address is taken whatever the relay says.
    expectOk(await call(server, Register, payload));
    expectFailure(await call(server, Register, payload), 409, "user.email_already_exists");

    await server.app.jobs.idle();
    const during = `during ${refusal === "RCPT" ? "RCPT TO" : "DATA"}`;
    expect(await mailJobs(server)).toEqual([
      expect.objectContaining({
        state: "failed",
        attempts: 1,
        payload: null,
        last_error: expect.stringContaining(during),
      }),
    ]);
    await nextAttempt(server);
    expect((await mailJobs(server))[0]?.attempts).toBe(1);
    expect(relay.received).toEqual([]);

    expect(lines.filter((line) => line.includes("mail delivery failed"))).toHaveLength(1);
    expect(lines.filter((line) => line.includes("job attempt failed"))).toEqual([]);
    const failed = lines.filter((line) => line.startsWith("error job failed"));
    expect(failed).toHaveLength(1);
    expect(failed[0]).toContain(during);
    const everything = lines.join("\n");
    for (const secret of [SMTP_PASSWORD, PASSWORD, email, "Mailbox unavailable", "Message refused"]) {
      expect(everything).not.toContain(secret);
    }
  });
});

describe("when the relay cannot be reached", () => {
  let server: TestServer & { clock: MovableClock };
  let port: number;
  let relay: FakeSmtpServer | undefined;
  beforeAll(async () => {
    const gone = await startFakeSmtpServer();
    port = gone.port;
    const url = gone.url();
    await gone.close();
    server = await startServerWithRelay(url);
  });
  afterAll(async () => {
    await server.close();
    await relay?.close();
  });

  it("answers the sign-up, and the mail goes out once the relay is back", async () => {
    const user = await registerUser(server, { email: uniqueEmail("unreachable") });
    await server.app.jobs.idle();
    expect(lines.join("\n")).toMatch(/job attempt failed.*(ECONNECTION|ESOCKET)/);
    expect((await mailJobs(server))[0]).toMatchObject({ state: "pending", attempts: 1 });

    relay = await startFakeSmtpServer(undefined, { port });
    await nextAttempt(server);
    expect(relay.received.map((mail) => mail.to)).toEqual([[user.email]]);
    expect((await mailJobs(server))[0]).toMatchObject({ state: "done", attempts: 2 });
  });
});
