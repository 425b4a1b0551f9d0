import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AuthToken } from "../../../domain/accounts/authToken";
import {
  CloseSession,
  LoginUser,
  UserRefreshKeepAlive,
  UserRefreshToken,
  UserRevokeKeepAlive,
} from "../../../domain/accounts/sessionCommands";
import { closeDatabases } from "../../helpers/testDatabase";
import { connectPeer } from "../../helpers/wsPeer";
import {
  type AccountsServer,
  call,
  expectFailure,
  expectOk,
  signedInUser,
  signIn,
  startAccountsServer,
  uniqueEmail,
  verifiedUser,
} from "./accountsHarness";

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

let server: AccountsServer;
beforeAll(async () => {
  server = await startAccountsServer();
});
afterAll(async () => {
  await server.close();
  await closeDatabases();
});

const refresh = (refreshToken: string) => call(server, UserRefreshToken, { refreshToken });
const refreshed = async (refreshToken: string) =>
  expectOk<{ token: AuthToken }>(await refresh(refreshToken)).token;
/** A signed-in-only command, used to see what an access token is worth. */
const keepAlive = (accessToken: string) => call(server, UserRefreshKeepAlive, {}, accessToken);

describe("login_user", () => {
  it("answers a token pair: a short-lived signed access token and a month-long refresh token", async () => {
    const user = await verifiedUser(server);
    const before = Date.now();
    const token = await signIn(server, user);
    expect(Object.keys(token).sort()).toEqual(
      [
        "accessToken",
        "accessTokenValidUntil",
        "provider",
        "refreshToken",
        "refreshTokenValidUntil",
        "sessionId",
      ].sort(),
    );
    expect(token.provider).toBe("password");
    expect(token.accessToken).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
    expect(token.accessTokenValidUntil - before).toBeGreaterThanOrEqual(15 * MINUTE - 5_000);
    expect(token.accessTokenValidUntil - before).toBeLessThanOrEqual(15 * MINUTE + 5_000);
    expect(token.refreshTokenValidUntil - before).toBeGreaterThanOrEqual(30 * DAY - 5_000);
    expectOk(await keepAlive(token.accessToken));
  });

  it("stores the refresh token hashed only", async () => {
    const { token } = await signedInUser(server);
    const rows = await server.driver.query<{ token_hash: string }>(
      "SELECT token_hash FROM refresh_tokens WHERE session_id = $1",
      [token.sessionId],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(token.refreshToken);
  });

  it("gives an unknown address and a wrong password the same answer", async () => {
    const user = await verifiedUser(server);
    const wrongPassword = expectFailure(
      await call(server, LoginUser, { email: user.email, password: "Wrong#1234" }),
      401,
      "user.invalid_credentials",
    );
    const unknown = expectFailure(
      await call(server, LoginUser, { email: uniqueEmail(), password: user.password }),
      401,
      "user.invalid_credentials",
    );
    expect(unknown).toEqual(wrongPassword);
  });

  it("signs in whatever the case of the address", async () => {
    const user = await verifiedUser(server);
    expectOk(
      await call(server, LoginUser, { email: ` ${user.email.toUpperCase()} `, password: user.password }),
    );
  });

  it("refuses empty fields and a wrongly shaped payload", async () => {
    const items = expectFailure(
      await call(server, LoginUser, { email: " ", password: "" }),
      400,
      "validation.email.required",
    );
    expect(items.map((item) => item.code)).toEqual([
      "validation.email.required",
      "validation.password.required",
    ]);
    expectFailure(await call(server, LoginUser, { email: "a@b.co" }), 400, "rpc.invalid_payload");
  });
});

describe("user_refresh_token", () => {
  it("rotates the pair; the old access token is then disabled and the new one works", async () => {
    const { token } = await signedInUser(server);
    const next = await refreshed(token.refreshToken);
    expect(next.sessionId).toBe(token.sessionId);
    expect(next.refreshToken).not.toBe(token.refreshToken);
    expect(next.accessToken).not.toBe(token.accessToken);
    expectFailure(await keepAlive(token.accessToken), 401, "token.token_disabled");
    expectOk(await keepAlive(next.accessToken));
  });

  it("closes the whole session when a rotated refresh token is used again", async () => {
    const { token } = await signedInUser(server);
    const next = await refreshed(token.refreshToken);
    expectFailure(await refresh(token.refreshToken), 401, "session.session_closed");
    // Both holders are out: the new pair is dead too.
    expectFailure(await keepAlive(next.accessToken), 401, "session.session_closed");
    expectFailure(await refresh(next.refreshToken), 401, "session.session_closed");
  });

  it("answers an unknown refresh token", async () => {
    expectFailure(await refresh("not-a-refresh-token"), 401, "session.not_found_by_refresh_token");
  });

  it("answers an expired session once its refresh token's validity is over", async () => {
    const { token } = await signedInUser(server);
    server.clock.advance(30 * DAY + 1);
    expectFailure(await refresh(token.refreshToken), 401, "session.session_expired");
    expectFailure(await keepAlive(token.accessToken), 401, "session.session_expired");
  });

  it("extends the session on each refresh while keep-alive is on", async () => {
    const { token } = await signedInUser(server);
    server.clock.advance(20 * DAY);
    const next = await refreshed(token.refreshToken);
    expect(next.refreshTokenValidUntil).toBeGreaterThan(token.refreshTokenValidUntil + 19 * DAY);
    server.clock.advance(20 * DAY);
    expectOk(await refresh(next.refreshToken));
  });
});

describe("access tokens", () => {
  it("answers token.token_expired after 15 minutes; a refresh cures it", async () => {
    const { token } = await signedInUser(server);
    server.clock.advance(15 * MINUTE);
    expectFailure(await keepAlive(token.accessToken), 401, "token.token_expired");
    const next = await refreshed(token.refreshToken);
    expectOk(await keepAlive(next.accessToken));
  });

  it("answers session.not_found_by_access_token for a missing, forged or tampered token", async () => {
    const { token } = await signedInUser(server);
    const [body, signature] = token.accessToken.split(".");
    const claims = JSON.parse(Buffer.from(body!, "base64url").toString()) as Record<string, unknown>;
    const forgedBody = Buffer.from(JSON.stringify({ ...claims, exp: Date.now() + 10 * DAY })).toString(
      "base64url",
    );
    for (const accessToken of [
      undefined,
      "garbage",
      `${forgedBody}.${signature}`,
      `${body}.${"A".repeat(43)}`,
    ]) {
      expectFailure(
        await call(server, UserRefreshKeepAlive, {}, accessToken),
        401,
        "session.not_found_by_access_token",
      );
    }
  });
});

describe("close_session", () => {
  it("signs out the given sessions of the caller, the current one included", async () => {
    const { user, token } = await signedInUser(server);
    const other = await signIn(server, user);
    const answer = expectOk(
      await call(server, CloseSession, { sessionIds: [token.sessionId, other.sessionId] }, token.accessToken),
    );
    expect(answer).toEqual({ closedSessionIds: expect.arrayContaining([token.sessionId, other.sessionId]) });
    expectFailure(await keepAlive(token.accessToken), 401, "session.session_closed_by_user");
    expectFailure(await refresh(other.refreshToken), 401, "session.session_closed_by_user");
  });

  it("leaves other users' sessions alone", async () => {
    const alice = await signedInUser(server);
    const bob = await signedInUser(server);
    const answer = expectOk(
      await call(server, CloseSession, { sessionIds: [bob.token.sessionId] }, alice.token.accessToken),
    );
    expect(answer).toEqual({ closedSessionIds: [] });
    expectOk(await keepAlive(bob.token.accessToken));
  });

  it("needs an access token and refuses an empty or oversized list", async () => {
    const { token } = await signedInUser(server);
    expectFailure(
      await call(server, CloseSession, { sessionIds: [token.sessionId] }),
      401,
      "session.not_found_by_access_token",
    );
    expectFailure(
      await call(server, CloseSession, { sessionIds: [] }, token.accessToken),
      400,
      "rpc.invalid_payload",
    );
    const many = Array.from({ length: 101 }, (_, i) => `s${i}`);
    expectFailure(
      await call(server, CloseSession, { sessionIds: many }, token.accessToken),
      400,
      "rpc.invalid_payload",
    );
  });
});

describe("keep-alive", () => {
  it("revoked, refreshes stop extending the session, which then expires a lifetime after the last activity", async () => {
    const { token } = await signedInUser(server);
    const revoked = expectOk(await call(server, UserRevokeKeepAlive, {}, token.accessToken));
    expect(revoked).toEqual({
      sessionId: token.sessionId,
      keepAlive: false,
      refreshTokenValidUntil: token.refreshTokenValidUntil,
    });
    server.clock.advance(20 * DAY);
    const next = await refreshed(token.refreshToken);
    expect(next.refreshTokenValidUntil).toBe(token.refreshTokenValidUntil);
    server.clock.advance(10 * DAY + 1);
    expectFailure(await refresh(next.refreshToken), 401, "session.session_expired");
  });

  it("refreshed, the session lasts a lifetime from now and refreshes extend it again", async () => {
    const { token } = await signedInUser(server);
    expectOk(await call(server, UserRevokeKeepAlive, {}, token.accessToken));
    server.clock.advance(10 * DAY);
    // The access token lapsed meanwhile: refresh first, as the client would.
    const idle = await refreshed(token.refreshToken);
    expect(idle.refreshTokenValidUntil).toBe(token.refreshTokenValidUntil);
    const state = expectOk<{ keepAlive: boolean; refreshTokenValidUntil: number }>(
      await keepAlive(idle.accessToken),
    );
    expect(state.keepAlive).toBe(true);
    expect(state.refreshTokenValidUntil).toBeGreaterThanOrEqual(
      token.refreshTokenValidUntil + 10 * DAY - 1_000,
    );
    server.clock.advance(DAY);
    const active = await refreshed(idle.refreshToken);
    expect(active.refreshTokenValidUntil).toBeGreaterThanOrEqual(state.refreshTokenValidUntil + DAY - 1_000);
  });

  it("refuses any field in the payload", async () => {
    const { token } = await signedInUser(server);
    expectFailure(
      await call(server, UserRevokeKeepAlive, { now: 1 }, token.accessToken),
      400,
      "rpc.invalid_payload",
    );
  });
});

describe("websocket login", () => {
  it("signs the connection in with an access token and refuses an ended session's", async () => {
    const { user, token } = await signedInUser(server);
    const peer = await connectPeer(`${server.wsUrl}?clientId=accounts-test`);
    try {
      peer.send({ type: "login", id: "l1", token: token.accessToken });
      expect(await peer.next("loggedin", (m) => m.id === "l1")).toMatchObject({ userId: user.userId });
      expectOk(await call(server, CloseSession, { sessionIds: [token.sessionId] }, token.accessToken));
      peer.send({ type: "login", id: "l2", token: token.accessToken });
      expect(await peer.next("error", (m) => m.id === "l2")).toMatchObject({
        code: "session.session_closed_by_user",
      });
      peer.send({ type: "login", id: "l3", token: "not-a-token" });
      expect(await peer.next("error", (m) => m.id === "l3")).toMatchObject({
        code: "session.not_found_by_access_token",
      });
    } finally {
      await peer.close();
    }
  });
});
