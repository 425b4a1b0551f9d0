import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  UpdateEmailVerificationTokenByEmail,
  UpdateEmailVerificationTokenByUserId,
} from "../../../domain/accounts/emailCommands";
import { UserResetPasswordByEmail } from "../../../domain/accounts/passwordCommands";
import { Register } from "../../../domain/accounts/registrationCommands";
import { LoginUser } from "../../../domain/accounts/sessionCommands";
import { closeDatabases } from "../../helpers/testDatabase";
import {
  type AccountsServer,
  call,
  expectFailure,
  expectOk,
  PASSWORD,
  registerUser,
  startAccountsServer,
  testPolicy,
  uniqueEmail,
  verifiedUser,
} from "./accountsHarness";

const WINDOW = 60_000;

/**
 * Every test here runs from 127.0.0.1, so the per-address bounds are counted across the whole file: they
 * are set high enough for the per-account tests and the per-address tests move the clock to a fresh
 * window first.
 */
const limits = (perAccount: number, perAddress: number) => ({
  perAccount: { max: perAccount, windowMs: WINDOW },
  perAddress: { max: perAddress, windowMs: WINDOW },
});

let server: AccountsServer;
beforeAll(async () => {
  server = await startAccountsServer(
    testPolicy({
      rateLimits: {
        login: limits(3, 12),
        register: limits(2, 12),
        passwordReset: limits(2, 12),
        verificationMail: limits(2, 12),
      },
    }),
  );
});
afterAll(async () => {
  await server.close();
  await closeDatabases();
});

/** Starts the next test in a new window, so earlier tests' hits do not count. */
const nextWindow = () => server.clock.advance(WINDOW);

describe("login_user limits", () => {
  it("refuses the fourth attempt on one account within a minute with 429, then accepts again", async () => {
    nextWindow();
    const user = await verifiedUser(server);
    for (let i = 0; i < 3; i++) {
      expectFailure(
        await call(server, LoginUser, { email: user.email, password: "Wrong#0000" }),
        401,
        "user.invalid_credentials",
      );
    }
    const [item] = expectFailure(
      await call(server, LoginUser, { email: user.email, password: user.password }),
      429,
      "rate_limit.too_many_requests",
    );
    expect(item!.type).toBe("TOO_MANY_REQUESTS");
    expect(item!.message).toMatch(/try again in \d+ s/);
    server.clock.advance(WINDOW);
    expectOk(await call(server, LoginUser, { email: user.email, password: user.password }));
  });

  it("counts an account whatever the case of its address", async () => {
    nextWindow();
    const email = uniqueEmail();
    for (const variant of [email, email.toUpperCase(), ` ${email}`]) {
      expectFailure(
        await call(server, LoginUser, { email: variant, password: PASSWORD }),
        401,
        "user.invalid_credentials",
      );
    }
    expectFailure(
      await call(server, LoginUser, { email, password: PASSWORD }),
      429,
      "rate_limit.too_many_requests",
    );
  });

  it("refuses attempts from one address past its bound, across accounts", async () => {
    nextWindow();
    for (let i = 0; i < 12; i++) {
      expectFailure(
        await call(server, LoginUser, { email: uniqueEmail(), password: PASSWORD }),
        401,
        "user.invalid_credentials",
      );
    }
    expectFailure(
      await call(server, LoginUser, { email: uniqueEmail(), password: PASSWORD }),
      429,
      "rate_limit.too_many_requests",
    );
  });
});

describe("register limits", () => {
  it("refuses the third sign-up for one address within the window", async () => {
    nextWindow();
    const email = uniqueEmail();
    expectOk(await call(server, Register, { name: "Ann", email, password: PASSWORD }));
    expectFailure(
      await call(server, Register, { name: "Ann", email, password: PASSWORD }),
      409,
      "user.email_already_exists",
    );
    expectFailure(
      await call(server, Register, { name: "Ann", email, password: PASSWORD }),
      429,
      "rate_limit.too_many_requests",
    );
  });

  it("refuses sign-ups from one client address past its bound", async () => {
    nextWindow();
    for (let i = 0; i < 12; i++) {
      expectFailure(
        await call(server, Register, { name: "Ann", email: uniqueEmail(), password: "weak" }),
        400,
        "validation.password.too_short",
      );
    }
    expectFailure(
      await call(server, Register, { name: "Ann", email: uniqueEmail(), password: PASSWORD }),
      429,
      "rate_limit.too_many_requests",
    );
  });
});

describe("password reset limits", () => {
  it("refuses the third reset mail for one address within the window", async () => {
    nextWindow();
    const user = await verifiedUser(server);
    expectOk(await call(server, UserResetPasswordByEmail, { email: user.email }));
    expectOk(await call(server, UserResetPasswordByEmail, { email: user.email }));
    expectFailure(
      await call(server, UserResetPasswordByEmail, { email: user.email }),
      429,
      "rate_limit.too_many_requests",
    );
  });

  it("refuses probing many addresses from one client address", async () => {
    nextWindow();
    for (let i = 0; i < 12; i++) {
      expectFailure(
        await call(server, UserResetPasswordByEmail, { email: uniqueEmail() }),
        404,
        "user.email_not_found",
      );
    }
    expectFailure(
      await call(server, UserResetPasswordByEmail, { email: uniqueEmail() }),
      429,
      "rate_limit.too_many_requests",
    );
  });
});

describe("verification mail limits", () => {
  it("counts one account across the ways of asking, and sends nothing more once refused", async () => {
    nextWindow();
    const user = await registerUser(server);
    expectOk(await call(server, UpdateEmailVerificationTokenByUserId, { userId: user.userId }));
    expectOk(await call(server, UpdateEmailVerificationTokenByEmail, { email: user.email }));
    await server.app.jobs.idle();
    const mailsBefore = (await server.app.mail.list(1_000)).filter((mail) => mail.to === user.email).length;
    expectFailure(
      await call(server, UpdateEmailVerificationTokenByUserId, { userId: user.userId }),
      429,
      "rate_limit.too_many_requests",
    );
    await server.app.jobs.idle();
    const mailsAfter = (await server.app.mail.list(1_000)).filter((mail) => mail.to === user.email).length;
    expect(mailsAfter).toBe(mailsBefore);
  });

  it("keeps its window: once it is over the account may ask again", async () => {
    nextWindow();
    const user = await registerUser(server);
    expectOk(await call(server, UpdateEmailVerificationTokenByUserId, { userId: user.userId }));
    expectOk(await call(server, UpdateEmailVerificationTokenByUserId, { userId: user.userId }));
    expectFailure(
      await call(server, UpdateEmailVerificationTokenByUserId, { userId: user.userId }),
      429,
      "rate_limit.too_many_requests",
    );
    nextWindow();
    expectOk(await call(server, UpdateEmailVerificationTokenByUserId, { userId: user.userId }));
  });
});
