import { Effect } from "effect";
import {
  CloseSession,
  LoginUser,
  UserRefreshKeepAlive,
  UserRefreshToken,
  UserRevokeKeepAlive,
} from "../../../domain/accounts/sessionCommands";
import { login } from "../flows/login";
import { closeOwnSessions } from "../sessions/closeSessions";
import { setSessionKeepAlive } from "../sessions/keepAlive";
import { refreshSession } from "../sessions/refreshSession";
import { accountHandler, signedInHandler } from "./accountHandler";

/** The `auth` service. */
export const sessionHandlers = [
  accountHandler(LoginUser, (payload, request) =>
    Effect.map(login(payload, request), (token) => ({ token })),
  ),
  accountHandler(UserRefreshToken, ({ refreshToken }) =>
    Effect.map(refreshSession(refreshToken), (token) => ({ token })),
  ),
  signedInHandler(CloseSession, (principal, { sessionIds }) =>
    Effect.map(closeOwnSessions(principal, sessionIds), (closedSessionIds) => ({ closedSessionIds })),
  ),
  signedInHandler(UserRefreshKeepAlive, (principal) => setSessionKeepAlive(principal, true)),
  signedInHandler(UserRevokeKeepAlive, (principal) => setSessionKeepAlive(principal, false)),
];
