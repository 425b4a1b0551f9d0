import { expect } from "vitest";
import type { AuthToken } from "../../../domain/accounts/authToken";
import { UserVerifyEmail } from "../../../domain/accounts/emailCommands";
import { Register } from "../../../domain/accounts/registrationCommands";
import { LoginUser } from "../../../domain/accounts/sessionCommands";
import type { CommandSchema, RpcCommand } from "../../../domain/rpc/command";
import { RESPONSE_RESULT_HEADER, rpcPath } from "../../../domain/rpc/services";
import { type AccountPolicy, DEFAULT_ACCOUNT_POLICY } from "../../../server/accounts/accountPolicy";
import type { SentMail } from "../../../server/mail/mailMessage";
import { startTestServer, type TestServer } from "../../helpers/testServer";
import { type MovableClock, movableClock } from "./movableClock";

/** Limits that integration tests do not reach unless they mean to, and a cheap hash so they run fast. */
const unlimited = {
  perAddress: { max: 10_000, windowMs: 60_000 },
  perAccount: { max: 10_000, windowMs: 60_000 },
};
export const testPolicy = (overrides: Partial<AccountPolicy> = {}): AccountPolicy => ({
  ...DEFAULT_ACCOUNT_POLICY,
  rateLimits: {
    login: unlimited,
    register: unlimited,
    passwordReset: unlimited,
    verificationMail: unlimited,
  },
  passwordHashing: { cost: 2 ** 10, blockSize: 8, parallelization: 1 },
  ...overrides,
});

export interface AccountsServer extends TestServer {
  readonly clock: MovableClock;
}

/** The real server on a fresh schema, with a clock the test can move. */
export const startAccountsServer = async (policy: AccountPolicy = testPolicy()): Promise<AccountsServer> => {
  const clock = movableClock();
  const server = await startTestServer({ clock, accountPolicy: policy });
  return { ...server, clock };
};

export interface RpcResult {
  readonly status: number;
  readonly errorHeader: string | null;
  readonly body: unknown;
}

/** Calls a command over HTTP like the browser does, with an optional bearer token. */
export const call = async (
  server: TestServer,
  command: RpcCommand<CommandSchema, CommandSchema>,
  payload: unknown,
  accessToken?: string,
): Promise<RpcResult> => {
  const response = await fetch(server.url + rpcPath(command.service, command.name), {
    method: "POST",
    headers: {
      "content-type": "application/json",
      ...(accessToken ? { authorization: `Bearer ${accessToken}` } : {}),
    },
    body: JSON.stringify(payload),
  });
  return {
    status: response.status,
    errorHeader: response.headers.get(RESPONSE_RESULT_HEADER),
    body: await response.json(),
  };
};

/** A success: 200, no error header; answers the body. */
export const expectOk = <T = Record<string, unknown>>(result: RpcResult): T => {
  expect(result.errorHeader, JSON.stringify(result.body)).toBeNull();
  expect(result.status).toBe(200);
  return result.body as T;
};

/** A catalogue error: the status, the error header, and `code` as the first item; no stack trace. */
export const expectFailure = (result: RpcResult, status: number, code: string) => {
  expect(result.errorHeader).toBe("ERROR");
  const items = result.body as Array<{ code: string; type: string; message?: string }>;
  expect(items[0]?.code, JSON.stringify(items)).toBe(code);
  expect(result.status).toBe(status);
  expect(JSON.stringify(items)).not.toMatch(/\bat .+\.(ts|js):\d+/);
  return items;
};

let sequence = 0;
/** An address no other test of the file uses. */
export const uniqueEmail = (label = "user") => `${label}.${++sequence}.${process.pid}@example.com`;

export const PASSWORD = "Secret#123";

/**
 * The newest mail to an address (mails are kept newest first). Mail is sent by a job after the command's
 * commit, so this first waits for the server's job runner to have nothing left to do.
 */
export const lastMailTo = async (server: TestServer, to: string): Promise<SentMail> => {
  await server.app.jobs.idle();
  const mail = (await server.app.mail.list(500)).find((candidate) => candidate.to === to);
  if (!mail) throw new Error(`No mail to ${to}`);
  return mail;
};

/** The token at the end of the newest mail's link to an address. */
export const lastLinkTokenTo = async (server: TestServer, to: string): Promise<string> => {
  const url = (await lastMailTo(server, to)).links[0]?.url ?? "";
  return new URL(url).pathname.split("/").pop() ?? "";
};

export interface TestUser {
  readonly userId: string;
  readonly email: string;
  readonly password: string;
}

export const registerUser = async (
  server: TestServer,
  fields: { name?: string; email?: string; password?: string } = {},
): Promise<TestUser> => {
  const email = fields.email ?? uniqueEmail();
  const password = fields.password ?? PASSWORD;
  const answer = expectOk<{ userId: string; email: string }>(
    await call(server, Register, { name: fields.name ?? "Ann Smith", email, password }),
  );
  return { userId: answer.userId, email: answer.email, password };
};

export const verifiedUser = async (
  server: TestServer,
  fields: { name?: string; email?: string; password?: string } = {},
): Promise<TestUser> => {
  const user = await registerUser(server, fields);
  expectOk(
    await call(server, UserVerifyEmail, {
      emailVerificationToken: await lastLinkTokenTo(server, user.email),
    }),
  );
  return user;
};

export const signIn = async (server: TestServer, user: TestUser): Promise<AuthToken> =>
  expectOk<{ token: AuthToken }>(
    await call(server, LoginUser, { email: user.email, password: user.password }),
  ).token;

export const signedInUser = async (server: TestServer): Promise<{ user: TestUser; token: AuthToken }> => {
  const user = await verifiedUser(server);
  return { user, token: await signIn(server, user) };
};
