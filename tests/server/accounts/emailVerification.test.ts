import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  UpdateEmailVerificationTokenByEmail,
  UpdateEmailVerificationTokenByOldToken,
  UpdateEmailVerificationTokenByUserId,
  UserVerifyEmail,
} from "../../../domain/accounts/emailCommands";
import { LoginUser } from "../../../domain/accounts/sessionCommands";
import { closeDatabases } from "../../helpers/testDatabase";
import {
  type AccountsServer,
  call,
  expectFailure,
  expectOk,
  lastLinkTokenTo,
  registerUser,
  startAccountsServer,
  uniqueEmail,
  verifiedUser,
} from "./accountsHarness";

const DAY = 24 * 3_600_000;

let server: AccountsServer;
beforeAll(async () => {
  server = await startAccountsServer();
});
afterAll(async () => {
  await server.close();
  await closeDatabases();
});

const verify = (emailVerificationToken: string) => call(server, UserVerifyEmail, { emailVerificationToken });

describe("user_verify_email", () => {
  it("verifies the address of the link, after which the account signs in", async () => {
    const user = await registerUser(server);
    expectFailure(
      await call(server, LoginUser, { email: user.email, password: user.password }),
      403,
      "user.account_not_verified",
    );
    const answer = expectOk(await verify(await lastLinkTokenTo(server, user.email)));
    expect(answer).toEqual({ userId: user.userId, email: user.email });
    expectOk(await call(server, LoginUser, { email: user.email, password: user.password }));
  });

  it("answers e-mail already verified when the link is followed again", async () => {
    const user = await registerUser(server);
    const token = await lastLinkTokenTo(server, user.email);
    expectOk(await verify(token));
    expectFailure(await verify(token), 409, "user.email_already_verified");
  });

  it("answers an expired link once its day is over, and the account stays unverified", async () => {
    const user = await registerUser(server);
    const token = await lastLinkTokenTo(server, user.email);
    server.clock.advance(DAY + 1);
    expectFailure(await verify(token), 400, "user.email_verification_token_expired");
    expectFailure(
      await call(server, LoginUser, { email: user.email, password: user.password }),
      403,
      "user.account_not_verified",
    );
  });

  it("answers an unknown link", async () => {
    expectFailure(await verify("no-such-token"), 404, "user.email_verification_token_not_found");
  });

  it("treats a link replaced by a newer one as expired", async () => {
    const user = await registerUser(server);
    const first = await lastLinkTokenTo(server, user.email);
    expectOk(await call(server, UpdateEmailVerificationTokenByUserId, { userId: user.userId }));
    const second = await lastLinkTokenTo(server, user.email);
    expect(second).not.toBe(first);
    expectFailure(await verify(first), 400, "user.email_verification_token_expired");
    expectOk(await verify(second));
  });

  it.each([[{}], [{ emailVerificationToken: "" }], [{ emailVerificationToken: "x".repeat(600) }]])(
    "refuses the payload %j",
    async (payload) => {
      expectFailure(await call(server, UserVerifyEmail, payload), 400, "rpc.invalid_payload");
    },
  );
});

describe("update_email_verification_token_by_email", () => {
  it("mails a fresh link to an unverified account", async () => {
    const user = await registerUser(server);
    const before = await lastLinkTokenTo(server, user.email);
    const answer = expectOk<{ emailVerificationTokenValidUntil: number }>(
      await call(server, UpdateEmailVerificationTokenByEmail, { email: ` ${user.email.toUpperCase()}` }),
    );
    expect(Object.keys(answer)).toEqual(["emailVerificationTokenValidUntil"]);
    const after = await lastLinkTokenTo(server, user.email);
    expect(after).not.toBe(before);
    expectOk(await verify(after));
  });

  it("answers e-mail does not exist for an unknown address", async () => {
    expectFailure(
      await call(server, UpdateEmailVerificationTokenByEmail, { email: uniqueEmail() }),
      404,
      "user.email_not_found",
    );
  });

  it("answers e-mail already verified for a verified account", async () => {
    const user = await verifiedUser(server);
    expectFailure(
      await call(server, UpdateEmailVerificationTokenByEmail, { email: user.email }),
      409,
      "user.email_already_verified",
    );
  });
});

describe("update_email_verification_token_by_old_token", () => {
  it("replaces an expired link (the expired-link modal's way out)", async () => {
    const user = await registerUser(server);
    const expired = await lastLinkTokenTo(server, user.email);
    server.clock.advance(DAY + 1);
    expectOk(await call(server, UpdateEmailVerificationTokenByOldToken, { emailVerificationToken: expired }));
    const fresh = await lastLinkTokenTo(server, user.email);
    expect(fresh).not.toBe(expired);
    expectOk(await verify(fresh));
  });

  it("answers an unknown token and an already verified account", async () => {
    expectFailure(
      await call(server, UpdateEmailVerificationTokenByOldToken, { emailVerificationToken: "nope" }),
      404,
      "user.email_verification_token_not_found",
    );
    const user = await registerUser(server);
    const token = await lastLinkTokenTo(server, user.email);
    expectOk(await verify(token));
    expectFailure(
      await call(server, UpdateEmailVerificationTokenByOldToken, { emailVerificationToken: token }),
      409,
      "user.email_already_verified",
    );
  });
});

describe("update_email_verification_token_by_user_id", () => {
  it("mails a fresh link and answers no address", async () => {
    const user = await registerUser(server);
    const answer = expectOk(
      await call(server, UpdateEmailVerificationTokenByUserId, { userId: user.userId }),
    );
    expect(JSON.stringify(answer)).not.toContain(user.email);
    expectOk(await verify(await lastLinkTokenTo(server, user.email)));
  });

  it("answers an unknown user and an already verified one", async () => {
    expectFailure(
      await call(server, UpdateEmailVerificationTokenByUserId, {
        userId: "00000000-0000-0000-0000-000000000000",
      }),
      404,
      "user.not_found",
    );
    const user = await verifiedUser(server);
    expectFailure(
      await call(server, UpdateEmailVerificationTokenByUserId, { userId: user.userId }),
      409,
      "user.email_already_verified",
    );
  });
});
