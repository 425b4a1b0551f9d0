import { Effect } from "effect";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AUTH_PROFILE_QUERY } from "../../../domain/accounts/authProfile.ts";
import type { AuthToken } from "../../../domain/accounts/authToken.ts";
import { UserChangePassword } from "../../../domain/accounts/passwordCommands.ts";
import { UserRefreshKeepAlive, UserRefreshToken } from "../../../domain/accounts/sessionCommands.ts";
import { ApiError } from "../../../domain/rpc/clientErrors.ts";
import { graphqlHandler } from "../../../transport/graphql/graphqlTestHandlers.ts";
import { rpcHandler } from "../../../transport/rpc/rpcTestHandlers.ts";
import { NotSignedInError } from "../../../ui/app/authorizedCalls.ts";
import { sessionWiring } from "./sessionWiring.ts";

const token = (n: number): AuthToken => ({
  accessToken: `access-${n}`,
  refreshToken: `refresh-${n}`,
  accessTokenValidUntil: Date.now() + 15 * 60_000,
  refreshTokenValidUntil: Date.now() + 30 * 24 * 3_600_000,
  sessionId: "session-1",
  provider: "password",
});

const refused = (code: string) =>
  new ApiError({ uri: "/test", errors: [{ code, type: "UNAUTHORIZED", message: code }] });

const passwordChange = { currentPassword: "Old#pass1", newPassword: "New#pass1" };

/** Lets the tab win its leadership claim (200 ms) and every promise settle. */
const letTimePass = (ms: number) => vi.advanceTimersByTimeAsync(ms);

describe("authorized calls over the session", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("sends the session's access token and tells the session the call went through", async () => {
    const headers: Array<Readonly<Record<string, string>> | undefined> = [];
    const { session, calls } = sessionWiring({
      stored: token(1),
      rpc: [
        rpcHandler(UserChangePassword, (_, options) => {
          headers.push(options.headers);
          return Effect.succeed({ closedSessions: 2 });
        }),
      ],
    });
    expect(session.getSnapshot().matches({ auth: { signedIn: { status: "starting" } } })).toBe(true);

    await expect(calls.rpc(UserChangePassword, passwordChange)).resolves.toEqual({ closedSessions: 2 });
    expect(headers).toEqual([{ authorization: "Bearer access-1" }]);
    // The success settled the start-up check: no validation call is needed.
    expect(session.getSnapshot().matches({ auth: { signedIn: { status: "valid" } } })).toBe(true);
    session.stop();
  });

  it("refreshes a lapsed token and sends the call once more with the new one", async () => {
    const sent: string[] = [];
    const { session, calls, storage } = sessionWiring({
      stored: token(1),
      rpc: [
        rpcHandler(UserChangePassword, (_, options) => {
          const authorization = options.headers?.authorization ?? "";
          sent.push(authorization);
          return authorization === "Bearer access-1"
            ? Effect.fail(refused("token.token_expired"))
            : Effect.succeed({ closedSessions: 0 });
        }),
        rpcHandler(UserRefreshToken, ({ refreshToken }) =>
          refreshToken === "refresh-1" ? Effect.succeed({ token: token(2) }) : Effect.fail(refused("x")),
        ),
      ],
    });
    await letTimePass(300);

    const answer = calls.rpc(UserChangePassword, passwordChange);
    await letTimePass(10);
    await expect(answer).resolves.toEqual({ closedSessions: 0 });
    expect(sent).toEqual(["Bearer access-1", "Bearer access-2"]);
    expect(session.getSnapshot().context.token?.accessToken).toBe("access-2");
    // The new pair was stored for the other tabs and the next visit.
    expect(storage.getItem("session.token")).toContain("access-2");
    session.stop();
  });

  it("ends the session on a session code and fails with the transport's own error", async () => {
    const { session, calls, profileResets } = sessionWiring({
      stored: token(1),
      rpc: [rpcHandler(UserChangePassword, () => Effect.fail(refused("session.session_closed")))],
    });

    const failure = await calls.rpc(UserChangePassword, passwordChange).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).code).toBe("session.session_closed");
    expect(session.getSnapshot().hasTag("signedOut")).toBe(true);
    expect(session.getSnapshot().context.logoutReason).toBe("sessionClosed");
    expect(profileResets()).toBe(1);
    session.stop();
  });

  it("sends nothing when nobody is signed in", async () => {
    const handler = vi.fn(() => Effect.succeed({ closedSessions: 0 }));
    const { session, calls } = sessionWiring({
      stored: null,
      rpc: [rpcHandler(UserChangePassword, handler)],
    });
    await expect(calls.rpc(UserChangePassword, passwordChange)).rejects.toBeInstanceOf(NotSignedInError);
    expect(handler).not.toHaveBeenCalled();
    session.stop();
  });

  it("runs GraphQL queries with the token in the gateway's header", async () => {
    const seen: Array<string | undefined> = [];
    const { session, calls } = sessionWiring({
      stored: token(1),
      rpc: [],
      graphql: [
        graphqlHandler("users", AUTH_PROFILE_QUERY, (_, options) => {
          seen.push(options.headers?.authorization);
          return Effect.succeed({ authProfile: null });
        }),
      ],
    });
    await expect(calls.graphql("users", AUTH_PROFILE_QUERY, {})).resolves.toEqual({ authProfile: null });
    expect(seen).toEqual(["Bearer access-1"]);
    session.stop();
  });
});

describe("the session's own calls", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("validates a stored token with the auth profile query after the start-up delay", async () => {
    const seen: Array<string | undefined> = [];
    const { session } = sessionWiring({
      stored: token(1),
      rpc: [],
      graphql: [
        graphqlHandler("users", AUTH_PROFILE_QUERY, (_, options) => {
          seen.push(options.headers?.authorization);
          return Effect.fail(refused("session.session_disabled"));
        }),
      ],
    });
    await letTimePass(600);
    expect(seen).toEqual(["Bearer access-1"]);
    expect(session.getSnapshot().context.logoutReason).toBe("sessionDisabled");
    session.stop();
  });

  it("extends the keep-alive with the token after activity settles", async () => {
    const seen: Array<string | undefined> = [];
    const { session, calls } = sessionWiring({
      stored: token(1),
      rpc: [
        rpcHandler(UserChangePassword, () => Effect.succeed({ closedSessions: 0 })),
        rpcHandler(UserRefreshKeepAlive, (_, options) => {
          seen.push(options.headers?.authorization);
          return Effect.succeed({
            sessionId: "session-1",
            keepAlive: true,
            refreshTokenValidUntil: Date.now(),
          });
        }),
      ],
    });
    await calls.rpc(UserChangePassword, passwordChange);
    await letTimePass(300);
    session.send({ type: "session.activity" });
    await letTimePass(2_100);
    expect(seen).toEqual(["Bearer access-1"]);
    session.stop();
  });
});
