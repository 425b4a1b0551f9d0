import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { UserUpdateEmail, UserVerifyEmail } from "../../../domain/accounts/emailCommands";
import { GetExternalProviders } from "../../../domain/accounts/externalLogin";
import { UserChangePassword } from "../../../domain/accounts/passwordCommands";
import { LoginUser, UserRefreshKeepAlive } from "../../../domain/accounts/sessionCommands";
import { RpcErrorCode } from "../../../domain/rpc/errors";
import { RPC_GET_PAYLOAD_PARAM, rpcPath } from "../../../domain/rpc/services";
import { closeDatabases } from "../../helpers/testDatabase";
import {
  type AccountsServer,
  call,
  expectFailure,
  expectOk,
  lastLinkTokenTo,
  lastMailTo,
  signedInUser,
  signIn,
  startAccountsServer,
  uniqueEmail,
  verifiedUser,
} from "./accountsHarness";

const NEW_PASSWORD = "Another#456";

let server: AccountsServer;
beforeAll(async () => {
  server = await startAccountsServer();
});
afterAll(async () => {
  await server.close();
  await closeDatabases();
});

const keepAlive = (accessToken: string) => call(server, UserRefreshKeepAlive, {}, accessToken);

describe("user_change_password", () => {
  it("changes the password and closes every other session of the account", async () => {
    const { user, token } = await signedInUser(server);
    const other = await signIn(server, user);
    const answer = expectOk(
      await call(
        server,
        UserChangePassword,
        { currentPassword: user.password, newPassword: NEW_PASSWORD },
        token.accessToken,
      ),
    );
    expect(answer).toEqual({ closedSessions: 1 });
    expectOk(await keepAlive(token.accessToken));
    expectFailure(await keepAlive(other.accessToken), 401, "session.session_closed");
    expectFailure(
      await call(server, LoginUser, { email: user.email, password: user.password }),
      401,
      "user.invalid_credentials",
    );
    expectOk(await call(server, LoginUser, { email: user.email, password: NEW_PASSWORD }));
  });

  it("refuses a wrong current password", async () => {
    const { user, token } = await signedInUser(server);
    expectFailure(
      await call(
        server,
        UserChangePassword,
        { currentPassword: "Wrong#0000", newPassword: NEW_PASSWORD },
        token.accessToken,
      ),
      400,
      "user.incorrect_current_password",
    );
    expectOk(await call(server, LoginUser, { email: user.email, password: user.password }));
  });

  it("refuses the current password as the new one, and a weak new password", async () => {
    const { user, token } = await signedInUser(server);
    expectFailure(
      await call(
        server,
        UserChangePassword,
        { currentPassword: user.password, newPassword: user.password },
        token.accessToken,
      ),
      400,
      "user.same_password",
    );
    expectFailure(
      await call(
        server,
        UserChangePassword,
        { currentPassword: user.password, newPassword: "Secret#" },
        token.accessToken,
      ),
      400,
      "validation.newPassword.too_short",
    );
    expectFailure(
      await call(
        server,
        UserChangePassword,
        { currentPassword: "", newPassword: NEW_PASSWORD },
        token.accessToken,
      ),
      400,
      "validation.currentPassword.required",
    );
  });

  it("needs a signed-in caller", async () => {
    expectFailure(
      await call(server, UserChangePassword, { currentPassword: "Secret#123", newPassword: NEW_PASSWORD }),
      401,
      "session.not_found_by_access_token",
    );
  });
});

describe("user_update_email", () => {
  it("keeps the old address until the link mailed to the new one is followed", async () => {
    const { user, token } = await signedInUser(server);
    const newEmail = uniqueEmail("new");
    const answer = expectOk(
      await call(
        server,
        UserUpdateEmail,
        { newEmail: newEmail.toUpperCase(), password: user.password },
        token.accessToken,
      ),
    );
    expect(answer).toMatchObject({ userId: user.userId, email: newEmail });
    expect((await lastMailTo(server, newEmail)).subject).toContain("new");

    expectOk(await call(server, LoginUser, { email: user.email, password: user.password }));
    const verified = expectOk(
      await call(server, UserVerifyEmail, {
        emailVerificationToken: await lastLinkTokenTo(server, newEmail),
      }),
    );
    expect(verified).toEqual({ userId: user.userId, email: newEmail });
    expectFailure(
      await call(server, LoginUser, { email: user.email, password: user.password }),
      401,
      "user.invalid_credentials",
    );
    expectOk(await call(server, LoginUser, { email: newEmail, password: user.password }));
  });

  it("answers e-mail already exists when another account took the address first", async () => {
    const { user, token } = await signedInUser(server);
    const taken = await verifiedUser(server);
    expectFailure(
      await call(
        server,
        UserUpdateEmail,
        { newEmail: taken.email, password: user.password },
        token.accessToken,
      ),
      409,
      "user.email_already_exists",
    );
  });

  it("answers e-mail already exists at verification when the address was registered meanwhile", async () => {
    const { user, token } = await signedInUser(server);
    const newEmail = uniqueEmail("race");
    expectOk(await call(server, UserUpdateEmail, { newEmail, password: user.password }, token.accessToken));
    const link = await lastLinkTokenTo(server, newEmail);
    await verifiedUser(server, { email: newEmail });
    expectFailure(
      await call(server, UserVerifyEmail, { emailVerificationToken: link }),
      409,
      "user.email_already_exists",
    );
  });

  it("refuses the same address, a wrong password and an invalid address", async () => {
    const { user, token } = await signedInUser(server);
    expectFailure(
      await call(
        server,
        UserUpdateEmail,
        { newEmail: user.email.toUpperCase(), password: user.password },
        token.accessToken,
      ),
      400,
      "user.same_email",
    );
    expectFailure(
      await call(
        server,
        UserUpdateEmail,
        { newEmail: uniqueEmail(), password: "Wrong#0000" },
        token.accessToken,
      ),
      400,
      "user.incorrect_password",
    );
    expectFailure(
      await call(server, UserUpdateEmail, { newEmail: "nope", password: user.password }, token.accessToken),
      400,
      "validation.newEmail.invalid_format",
    );
  });

  it("spends a link for an address change once a newer change was asked for", async () => {
    const { user, token } = await signedInUser(server);
    const first = uniqueEmail("first");
    const second = uniqueEmail("second");
    expectOk(
      await call(server, UserUpdateEmail, { newEmail: first, password: user.password }, token.accessToken),
    );
    const firstLink = await lastLinkTokenTo(server, first);
    expectOk(
      await call(server, UserUpdateEmail, { newEmail: second, password: user.password }, token.accessToken),
    );
    expectFailure(
      await call(server, UserVerifyEmail, { emailVerificationToken: firstLink }),
      400,
      "user.email_verification_token_expired",
    );
    expectOk(
      await call(server, UserVerifyEmail, { emailVerificationToken: await lastLinkTokenTo(server, second) }),
    );
  });
});

describe("secrets never in a URL", () => {
  it("refuses the GET form of every command whose payload carries a password or a token", async () => {
    const user = await verifiedUser(server);
    const payload = Buffer.from(JSON.stringify({ email: user.email, password: user.password })).toString(
      "base64",
    );
    const response = await fetch(
      `${server.url}${rpcPath(LoginUser.service, LoginUser.name)}?${RPC_GET_PAYLOAD_PARAM}=${payload}`,
    );
    expect(response.status).toBe(405);
    const body = (await response.json()) as Array<{ code: string }>;
    expect(body[0]?.code).toBe(RpcErrorCode.methodNotAllowed);
    // The same credentials by POST sign in: only the form was refused.
    expectOk(await call(server, LoginUser, { email: user.email, password: user.password }));
  });

  it("keeps the GET form for commands without secrets", async () => {
    const response = await fetch(
      `${server.url}${rpcPath(GetExternalProviders.service, GetExternalProviders.name)}?${RPC_GET_PAYLOAD_PARAM}=${Buffer.from("{}").toString("base64")}`,
    );
    expect(response.status).toBe(200);
  });
});
