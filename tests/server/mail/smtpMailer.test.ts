import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { UserVerifyEmail } from "../../../domain/accounts/emailCommands";
import { Register } from "../../../domain/accounts/registrationCommands";
import type { Logger } from "../../../server/log";
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

const startServerWithRelay = (url: string) =>
  startTestServer({
    accountPolicy: testPolicy(),
    logger: capturingLogger,
    env: { SMTP_URL: url, MAIL_FROM },
  });

afterEach(() => {
  lines.length = 0;
});
afterAll(async () => {
  await closeDatabases();
});

describe("when SMTP_URL points at a relay that accepts mail", () => {
  let relay: FakeSmtpServer;
  let server: TestServer;
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
    expect(relay.received).toHaveLength(1);
    const mail = relay.received[0]!;
    expect(mail.from).toBe("hello@funsclub.test");
    expect(mail.to).toEqual([user.email]);
    const message = unfoldQuotedPrintable(mail.data);
    expect(message).toMatch(/^From: FunsClub <hello@funsclub\.test>$/m);
    expect(message).toMatch(/^Subject: Verify your FunsClub account$/m);
    const link = /http:\/\/localhost:0\/en-us\/user\/verify\/([A-Za-z0-9_-]{43})/.exec(message);
    expect(link, message).not.toBeNull();

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
  let server: TestServer;
  beforeAll(async () => {
    relay = await startFakeSmtpServer(refusal);
    server = await startServerWithRelay(relay.url(`mailer:${SMTP_PASSWORD}`));
  });
  afterAll(async () => {
    await server.close();
    await relay.close();
  });

  it("answers mail.delivery_failed, keeps no account, and logs the failure without secrets", async () => {
    const email = uniqueEmail("refused");
    const payload = { name: "Ann Smith", email, password: PASSWORD };
    const items = expectFailure(await call(server, Register, payload), 500, "mail.delivery_failed");
    expect(items[0]?.type).toBe("INTERNAL");
    // The sign-up rolled back with its mail: the same address can sign up again (and fails the same way).
    expectFailure(await call(server, Register, payload), 500, "mail.delivery_failed");
    expect(relay.received).toEqual([]);

    const logged = lines.filter((line) => line.includes("mail delivery failed"));
    expect(logged.length).toBe(2);
    expect(logged[0]).toContain(`during ${refusal === "RCPT" ? "RCPT TO" : "DATA"}`);
    const everything = lines.join("\n");
    for (const secret of [SMTP_PASSWORD, PASSWORD, email, "Mailbox unavailable", "Message refused"]) {
      expect(everything).not.toContain(secret);
    }
  });
});

describe("when the relay cannot be reached", () => {
  let server: TestServer;
  beforeAll(async () => {
    const relay = await startFakeSmtpServer();
    const url = relay.url();
    await relay.close();
    server = await startServerWithRelay(url);
  });
  afterAll(async () => {
    await server.close();
  });

  it("answers mail.delivery_failed", async () => {
    const payload = { name: "Ann Smith", email: uniqueEmail("unreachable"), password: PASSWORD };
    expectFailure(await call(server, Register, payload), 500, "mail.delivery_failed");
    expect(lines.join("\n")).toMatch(/mail delivery failed.*(ECONNECTION|ESOCKET)/);
  });
});
