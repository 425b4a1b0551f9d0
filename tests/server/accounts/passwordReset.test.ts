import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  GetPasswordRecoveryTokenExpirationTime,
  UserResetPasswordByEmail,
  UserUpdatePasswordByEmail,
} from "../../../domain/accounts/passwordCommands";
import { LoginUser, UserRefreshKeepAlive } from "../../../domain/accounts/sessionCommands";
import { closeDatabases } from "../../helpers/testDatabase";
import {
  type AccountsServer,
  call,
  expectFailure,
  expectOk,
  lastLinkTokenTo,
  lastMailTo,
  registerUser,
  signedInUser,
  startAccountsServer,
  uniqueEmail,
  verifiedUser,
} from "./accountsHarness";

const HOUR = 3_600_000;
const NEW_PASSWORD = "Another#456";

let server: AccountsServer;
beforeAll(async () => {
  server = await startAccountsServer();
});
afterAll(async () => {
  await server.close();
  await closeDatabases();
});

const requestReset = (email: string) => call(server, UserResetPasswordByEmail, { email });
const expiry = (passwordRecoveryToken: string) =>
  call(server, GetPasswordRecoveryTokenExpirationTime, { passwordRecoveryToken });
const setPassword = (passwordRecoveryToken: string, newPassword = NEW_PASSWORD) =>
  call(server, UserUpdatePasswordByEmail, { passwordRecoveryToken, newPassword });

describe("user_reset_password_by_email", () => {
  it("mails a reset link valid for an hour and answers the address and the expiry", async () => {
    const user = await verifiedUser(server);
    const before = Date.now();
    const answer = expectOk<{ email: string; passwordRecoveryTokenValidUntil: number }>(
      await requestReset(user.email.toUpperCase()),
    );
    expect(answer.email).toBe(user.email);
    expect(answer.passwordRecoveryTokenValidUntil - before).toBeGreaterThanOrEqual(HOUR - 5_000);
    const mail = await lastMailTo(server, user.email);
    expect(mail.subject).toContain("Reset");
    expect(mail.links[0]!.url).toMatch(/^http:\/\/localhost:0\/en-us\/password\/reset\/[A-Za-z0-9_-]{43}$/);
  });

  it("answers e-mail does not exist for an unknown address", async () => {
    expectFailure(await requestReset(uniqueEmail()), 404, "user.email_not_found");
    expectFailure(await requestReset("  "), 400, "validation.email.required");
  });
});

describe("get_password_recovery_token_expiration_time", () => {
  it("answers when the link stops working", async () => {
    const user = await verifiedUser(server);
    const { passwordRecoveryTokenValidUntil } = expectOk<{ passwordRecoveryTokenValidUntil: number }>(
      await requestReset(user.email),
    );
    const token = await lastLinkTokenTo(server, user.email);
    expect(expectOk(await expiry(token))).toEqual({ expirationTime: passwordRecoveryTokenValidUntil });
  });

  it("answers unknown, expired and already used links with their codes", async () => {
    expectFailure(await expiry("unknown"), 404, "user.password_recovery_token_not_found");
    const user = await verifiedUser(server);
    expectOk(await requestReset(user.email));
    const token = await lastLinkTokenTo(server, user.email);
    expectOk(await setPassword(token));
    expectFailure(await expiry(token), 409, "user.password_already_reset");
    expectOk(await requestReset(user.email));
    const late = await lastLinkTokenTo(server, user.email);
    server.clock.advance(HOUR);
    expectFailure(await expiry(late), 400, "user.password_reset_link_expired");
  });
});

describe("user_update_password_by_email", () => {
  it("sets the new password, closes every session and spends the link", async () => {
    const { user, token } = await signedInUser(server);
    expectOk(await requestReset(user.email));
    const link = await lastLinkTokenTo(server, user.email);
    expect(expectOk(await setPassword(link))).toEqual({ email: user.email });

    expectFailure(
      await call(server, UserRefreshKeepAlive, {}, token.accessToken),
      401,
      "session.session_closed",
    );
    expectFailure(
      await call(server, LoginUser, { email: user.email, password: user.password }),
      401,
      "user.invalid_credentials",
    );
    expectOk(await call(server, LoginUser, { email: user.email, password: NEW_PASSWORD }));
    expectFailure(await setPassword(link, "Third#7890"), 409, "user.password_already_reset");
  });

  it("refuses the current password as the new one", async () => {
    const user = await verifiedUser(server);
    expectOk(await requestReset(user.email));
    const link = await lastLinkTokenTo(server, user.email);
    expectFailure(await setPassword(link, user.password), 400, "user.same_password");
    // The link still works for a different password.
    expectOk(await setPassword(link));
  });

  it("refuses a weak password with its rules, before looking at the link", async () => {
    const items = expectFailure(
      await setPassword("whatever", "weakpass"),
      400,
      "validation.newPassword.missing_uppercase",
    );
    expect(items.map((item) => item.code)).toEqual([
      "validation.newPassword.missing_uppercase",
      "validation.newPassword.missing_digit",
      "validation.newPassword.missing_special",
    ]);
  });

  it("answers an expired link, and an older link once a newer one was sent", async () => {
    const user = await verifiedUser(server);
    expectOk(await requestReset(user.email));
    const older = await lastLinkTokenTo(server, user.email);
    expectOk(await requestReset(user.email));
    const newer = await lastLinkTokenTo(server, user.email);
    expectFailure(await setPassword(older), 409, "user.password_already_reset");
    server.clock.advance(HOUR);
    expectFailure(await setPassword(newer), 400, "user.password_reset_link_expired");
    expectFailure(await setPassword("unknown-link"), 404, "user.password_recovery_token_not_found");
  });

  it("verifies the address of an account that had not followed its verification link", async () => {
    const user = await registerUser(server);
    expectOk(await requestReset(user.email));
    expectOk(await setPassword(await lastLinkTokenTo(server, user.email)));
    expectOk(await call(server, LoginUser, { email: user.email, password: NEW_PASSWORD }));
  });
});
