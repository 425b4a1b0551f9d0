import { Clock, Effect } from "effect";
import { runBannedWordsCommand } from "../../chat/bannedWordsAdmin";
import { endSessionById, findSession, listRecentSessions } from "../stores/sessionStore";
import type { AdminCommand } from "./adminCommand";

/** A session as the operator sees it: its stored status, or `expired` once its time is over. */
const displayedStatus = (session: { status: string; expiresAt: number }, now: number): string =>
  session.status === "active" && now >= session.expiresAt ? "expired" : session.status;

const iso = (millis: number | null) => (millis === null ? "-" : new Date(millis).toISOString());

/**
 * Runs an operator command and answers the lines to print. Closing or disabling only acts on an active
 * session; the user's next call then gets session.session_closed_by_operator or session.session_disabled.
 */
export const runAdminCommand = Effect.fn("accounts.runAdminCommand")(function* (command: AdminCommand) {
  const now = yield* Clock.currentTimeMillis;
  switch (command.kind) {
    case "sessions.list": {
      const sessions = yield* listRecentSessions(command.limit);
      if (sessions.length === 0) return ["No sessions."];
      return [
        ["session", "status", "email", "provider", "created", "expires", "ip"].join("\t"),
        ...sessions.map((session) =>
          [
            session.id,
            displayedStatus(session, now),
            session.email,
            session.provider,
            iso(session.createdAt),
            iso(session.expiresAt),
            session.ip || "-",
          ].join("\t"),
        ),
      ];
    }
    case "sessions.close":
    case "sessions.disable": {
      const status = command.kind === "sessions.close" ? "closed_by_operator" : "disabled";
      const done = yield* endSessionById(command.sessionId, status, "operator", now);
      if (done) return [`Session ${command.sessionId} is now ${status}.`];
      const session = yield* findSession(command.sessionId);
      return [
        session
          ? `Session ${command.sessionId} is not active (${displayedStatus(session, now)}); nothing changed.`
          : `No session ${command.sessionId}.`,
      ];
    }
    case "chat-banned-words.list":
    case "chat-banned-words.add":
    case "chat-banned-words.remove":
      return yield* runBannedWordsCommand(command);
  }
});
