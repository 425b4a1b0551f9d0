import {
  BANNED_WORDS_USAGE,
  type BannedWordsCommand,
  parseBannedWordsCommand,
} from "../../chat/bannedWordsAdmin";

/**
 * The operator command line (`npm run admin -- …`), parsed without touching anything, so a typo prints
 * the usage instead of acting.
 */
export type AdminCommand =
  | { readonly kind: "sessions.list"; readonly limit: number }
  | { readonly kind: "sessions.close"; readonly sessionId: string }
  | { readonly kind: "sessions.disable"; readonly sessionId: string }
  | BannedWordsCommand;

export const ADMIN_USAGE = `Usage: npm run admin -- <command>

  sessions list [--limit N]    the newest sessions (default 50) with their state
  sessions close <sessionId>   close a session (its user sees session.session_closed_by_operator)
  sessions disable <sessionId> disable a session (its user sees session.session_disabled)
${BANNED_WORDS_USAGE}

Uses the same DATA_DIR / DATABASE_URL as the server. With the embedded database (PGlite), stop the server
first: its files belong to one process at a time.`;

const DEFAULT_LIMIT = 50;
const MAX_LIMIT = 10_000;

export const parseAdminCommand = (argv: ReadonlyArray<string>): AdminCommand | { readonly error: string } => {
  const [area, action, ...rest] = argv;
  if (area === "chat-banned-words") return parseBannedWordsCommand(argv.slice(1));
  if (area !== "sessions") return { error: area ? `Unknown command: ${area}` : "No command given" };
  switch (action) {
    case "list": {
      if (rest.length === 0) return { kind: "sessions.list", limit: DEFAULT_LIMIT };
      const limit = Number(rest[1]);
      if (
        rest[0] !== "--limit" ||
        rest.length !== 2 ||
        !Number.isInteger(limit) ||
        limit < 1 ||
        limit > MAX_LIMIT
      ) {
        return { error: `sessions list takes only --limit N (1 to ${MAX_LIMIT})` };
      }
      return { kind: "sessions.list", limit };
    }
    case "close":
    case "disable": {
      const [sessionId, extra] = rest;
      if (!sessionId || extra !== undefined) return { error: `sessions ${action} takes one session id` };
      return { kind: action === "close" ? "sessions.close" : "sessions.disable", sessionId };
    }
    default:
      return {
        error: action ? `Unknown sessions command: ${action}` : "sessions needs list, close or disable",
      };
  }
};
