import { execFile } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { Effect } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { UserRefreshKeepAlive, UserRefreshToken } from "../../../domain/accounts/sessionCommands";
import { type AdminCommand, parseAdminCommand } from "../../../server/accounts/admin/adminCommand";
import { runAdminCommand } from "../../../server/accounts/admin/sessionAdmin";
import { Database } from "../../../server/db/Database";
import { closeDatabases } from "../../helpers/testDatabase";
import {
  type AccountsServer,
  call,
  expectFailure,
  expectOk,
  signedInUser,
  startAccountsServer,
} from "./accountsHarness";

let server: AccountsServer;
beforeAll(async () => {
  server = await startAccountsServer();
});
afterAll(async () => {
  await server.close();
  await closeDatabases();
});

const admin = (command: AdminCommand) =>
  Effect.runPromise(Effect.provide(runAdminCommand(command), Database.fromDriver(server.driver)));

describe("parsing the operator command line", () => {
  it.each([
    [["sessions", "list"], { kind: "sessions.list", limit: 50 }],
    [["sessions", "list", "--limit", "5"], { kind: "sessions.list", limit: 5 }],
    [["sessions", "close", "abc"], { kind: "sessions.close", sessionId: "abc" }],
    [["sessions", "disable", "abc"], { kind: "sessions.disable", sessionId: "abc" }],
  ])("reads %j", (argv, command) => {
    expect(parseAdminCommand(argv)).toEqual(command);
  });

  it.each([
    [[]],
    [["users"]],
    [["sessions"]],
    [["sessions", "drop"]],
    [["sessions", "close"]],
    [["sessions", "close", "a", "b"]],
    [["sessions", "list", "--limit", "0"]],
    [["sessions", "list", "5"]],
  ])("refuses %j", (argv) => {
    expect(parseAdminCommand(argv)).toHaveProperty("error");
  });
});

describe("operator actions on sessions", () => {
  it("lists the newest sessions with their account and state", async () => {
    const { user, token } = await signedInUser(server);
    const lines = await admin({ kind: "sessions.list", limit: 10 });
    expect(lines[0]).toBe("session\tstatus\temail\tprovider\tcreated\texpires\tip");
    const line = lines.find((candidate) => candidate.startsWith(token.sessionId));
    expect(line?.split("\t").slice(1, 4)).toEqual(["active", user.email, "password"]);
  });

  it("closes a session: its user gets session.session_closed_by_operator", async () => {
    const { token } = await signedInUser(server);
    expect(await admin({ kind: "sessions.close", sessionId: token.sessionId })).toEqual([
      `Session ${token.sessionId} is now closed_by_operator.`,
    ]);
    expectFailure(
      await call(server, UserRefreshKeepAlive, {}, token.accessToken),
      401,
      "session.session_closed_by_operator",
    );
    expectFailure(
      await call(server, UserRefreshToken, { refreshToken: token.refreshToken }),
      401,
      "session.session_closed_by_operator",
    );
    expect(await admin({ kind: "sessions.close", sessionId: token.sessionId })).toEqual([
      `Session ${token.sessionId} is not active (closed_by_operator); nothing changed.`,
    ]);
  });

  it("disables a session: its user gets session.session_disabled; other sessions go on", async () => {
    const { token } = await signedInUser(server);
    const other = await signedInUser(server);
    await admin({ kind: "sessions.disable", sessionId: token.sessionId });
    expectFailure(
      await call(server, UserRefreshKeepAlive, {}, token.accessToken),
      401,
      "session.session_disabled",
    );
    expectOk(await call(server, UserRefreshKeepAlive, {}, other.token.accessToken));
  });

  it("says so for an unknown session", async () => {
    expect(await admin({ kind: "sessions.disable", sessionId: "nope" })).toEqual(["No session nope."]);
  });
});

describe("npm run admin", () => {
  const run = promisify(execFile);
  const script = ["--import", "tsx", "scripts/admin.ts"];

  it("prints the usage and exits 2 on a bad command line", async () => {
    const failure = await run(process.execPath, [...script, "sessions", "drop"]).catch(
      (error: unknown) => error,
    );
    expect(failure).toMatchObject({ code: 2 });
    expect((failure as { stderr: string }).stderr).toContain("Usage: npm run admin -- <command>");
  });

  it("opens the configured database and lists its sessions", async () => {
    const dataDir = await mkdtemp(join(tmpdir(), "funsclub-admin-"));
    try {
      const { stdout } = await run(process.execPath, [...script, "sessions", "list"], {
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
      });
      expect(stdout.trim()).toBe("No sessions.");
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
