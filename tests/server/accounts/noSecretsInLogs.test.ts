import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTH_PROFILE_QUERY } from "../../../domain/accounts/authProfile";
import type { AuthToken } from "../../../domain/accounts/authToken";
import { UserVerifyEmail } from "../../../domain/accounts/emailCommands";
import {
  UserResetPasswordByEmail,
  UserUpdatePasswordByEmail,
} from "../../../domain/accounts/passwordCommands";
import { LoginUser, UserRefreshToken } from "../../../domain/accounts/sessionCommands";
import type { Logger } from "../../../server/log";
import { closeDatabases } from "../../helpers/testDatabase";
import { startTestServer, type TestServer } from "../../helpers/testServer";
import { call, expectFailure, expectOk, lastLinkTokenTo, registerUser, testPolicy } from "./accountsHarness";

/** Every line the server logs, at every level. */
const lines: string[] = [];
const record =
  (level: string) =>
  (message: string, fields?: Record<string, unknown>): void => {
    lines.push(`${level} ${message} ${JSON.stringify(fields ?? {})}`);
  };
const capturingLogger: Logger = {
  debug: record("debug"),
  info: record("info"),
  warn: record("warn"),
  error: record("error"),
};

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ accountPolicy: testPolicy(), logger: capturingLogger });
});
afterAll(async () => {
  await server.close();
  await closeDatabases();
});

describe("logs", () => {
  it("hold no password, token or link from the account flows", async () => {
    const user = await registerUser(server);
    const verificationToken = await lastLinkTokenTo(server, user.email);
    expectOk(await call(server, UserVerifyEmail, { emailVerificationToken: verificationToken }));
    const { token } = expectOk<{ token: AuthToken }>(
      await call(server, LoginUser, { email: user.email, password: user.password }),
    );
    expectFailure(
      await call(server, LoginUser, { email: user.email, password: "Wrong#pass1" }),
      401,
      "user.invalid_credentials",
    );
    const { token: next } = expectOk<{ token: AuthToken }>(
      await call(server, UserRefreshToken, { refreshToken: token.refreshToken }),
    );
    await fetch(`${server.url}/graphql/users`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${next.accessToken}` },
      body: JSON.stringify({ query: AUTH_PROFILE_QUERY }),
    });
    expectOk(await call(server, UserResetPasswordByEmail, { email: user.email }));
    const recoveryToken = await lastLinkTokenTo(server, user.email);
    expectOk(
      await call(server, UserUpdatePasswordByEmail, {
        passwordRecoveryToken: recoveryToken,
        newPassword: "Brand#new9",
      }),
    );

    // The flows did log something (the mails), so the check below looks at real output.
    expect(lines.some((line) => line.includes("mail written to the outbox"))).toBe(true);
    const everything = lines.join("\n");
    for (const secret of [
      user.password,
      "Wrong#pass1",
      "Brand#new9",
      verificationToken,
      recoveryToken,
      token.accessToken,
      token.refreshToken,
      next.accessToken,
      next.refreshToken,
    ]) {
      expect(everything).not.toContain(secret);
    }
  });
});
