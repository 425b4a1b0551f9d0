import { Effect, Schema } from "effect";
import { execute, Millis, queryFirst, queryRows } from "./columns";

/** How a session stands in storage. Expiry is not a stored status: it is `expiresAt` compared with now. */
export const SessionStatus = Schema.Literals([
  "active",
  "closed",
  "closed_by_user",
  "closed_by_operator",
  "disabled",
]);
export type SessionStatus = typeof SessionStatus.Type;
export type EndedSessionStatus = Exclude<SessionStatus, "active">;

const SessionRow = Schema.Struct({
  id: Schema.String,
  user_id: Schema.String,
  provider: Schema.String,
  status: SessionStatus,
  generation: Schema.Int,
  keep_alive: Schema.Boolean,
  created_at: Millis,
  expires_at: Millis,
  refreshed_at: Schema.NullOr(Millis),
  ended_at: Schema.NullOr(Millis),
  end_reason: Schema.NullOr(Schema.String),
  ip: Schema.String,
  user_agent: Schema.String,
});

export interface SessionRecord {
  readonly id: string;
  readonly userId: string;
  readonly provider: string;
  readonly status: SessionStatus;
  /** Refreshes so far; access tokens of an older generation are disabled. */
  readonly generation: number;
  readonly keepAlive: boolean;
  readonly createdAt: number;
  /** When the session (and its refresh token) stops working. */
  readonly expiresAt: number;
  readonly refreshedAt: number | null;
  readonly endedAt: number | null;
  readonly endReason: string | null;
  readonly ip: string;
  readonly userAgent: string;
}

const toSession = (row: typeof SessionRow.Type): SessionRecord => ({
  id: row.id,
  userId: row.user_id,
  provider: row.provider,
  status: row.status,
  generation: row.generation,
  keepAlive: row.keep_alive,
  createdAt: row.created_at,
  expiresAt: row.expires_at,
  refreshedAt: row.refreshed_at,
  endedAt: row.ended_at,
  endReason: row.end_reason,
  ip: row.ip,
  userAgent: row.user_agent,
});

const COLUMNS =
  "id, user_id, provider, status, generation, keep_alive, created_at, expires_at, refreshed_at, ended_at, end_reason, ip, user_agent";

export const insertSession = Effect.fn("sessionStore.insert")(
  (session: {
    id: string;
    userId: string;
    provider: string;
    createdAt: number;
    expiresAt: number;
    ip: string;
    userAgent: string;
  }) =>
    execute(
      `INSERT INTO sessions (id, user_id, provider, status, created_at, expires_at, ip, user_agent)
       VALUES ($1, $2, $3, 'active', $4, $5, $6, $7) RETURNING id`,
      [
        session.id,
        session.userId,
        session.provider,
        session.createdAt,
        session.expiresAt,
        session.ip,
        session.userAgent,
      ],
    ),
);

export const findSession = Effect.fn("sessionStore.find")((id: string) =>
  Effect.map(queryFirst(SessionRow, `SELECT ${COLUMNS} FROM sessions WHERE id = $1`, [id]), (row) =>
    row ? toSession(row) : undefined,
  ),
);

/** Moves an active session to its next generation; answers the new generation, none if it is not active. */
export const advanceGeneration = Effect.fn("sessionStore.advanceGeneration")(
  (id: string, now: number, expiresAt: number) =>
    Effect.map(
      queryFirst(
        Schema.Struct({ generation: Schema.Int }),
        `UPDATE sessions SET generation = generation + 1, refreshed_at = $2, expires_at = $3
         WHERE id = $1 AND status = 'active' RETURNING generation`,
        [id, now, expiresAt],
      ),
      (row) => row?.generation,
    ),
);

export const setKeepAlive = Effect.fn("sessionStore.setKeepAlive")(
  (id: string, keepAlive: boolean, expiresAt: number) =>
    execute(
      "UPDATE sessions SET keep_alive = $2, expires_at = $3 WHERE id = $1 AND status = 'active' RETURNING id",
      [id, keepAlive, expiresAt],
    ),
);

/** Ends the given sessions of one user that are still active; answers the ids it ended. */
export const endSessions = Effect.fn("sessionStore.endSessions")(
  (
    selection: { userId: string; ids?: ReadonlyArray<string>; exceptId?: string },
    status: EndedSessionStatus,
    reason: string,
    now: number,
  ) =>
    Effect.map(
      queryRows(
        Schema.Struct({ id: Schema.String }),
        `UPDATE sessions SET status = $2, end_reason = $3, ended_at = $4
         WHERE user_id = $1 AND status = 'active'
           AND ($5::text[] IS NULL OR id = ANY($5::text[]))
           AND ($6::text IS NULL OR id <> $6)
         RETURNING id`,
        [selection.userId, status, reason, now, selection.ids ?? null, selection.exceptId ?? null],
      ),
      (rows) => rows.map((row) => row.id),
    ),
);

/** Operator action on one session, whatever its user; answers false when it is not active. */
export const endSessionById = Effect.fn("sessionStore.endSessionById")(
  (id: string, status: EndedSessionStatus, reason: string, now: number) =>
    Effect.map(
      execute(
        `UPDATE sessions SET status = $2, end_reason = $3, ended_at = $4
         WHERE id = $1 AND status = 'active' RETURNING id`,
        [id, status, reason, now],
      ),
      (ended) => ended === 1,
    ),
);

/** The newest sessions with their account's address, for the operator's list. */
export const listRecentSessions = Effect.fn("sessionStore.listRecent")((limit: number) =>
  Effect.map(
    queryRows(
      Schema.Struct({ ...SessionRow.fields, email: Schema.String }),
      `SELECT ${COLUMNS.split(", ")
        .map((column) => `s.${column}`)
        .join(", ")}, u.email
       FROM sessions s JOIN users u ON u.id = s.user_id
       ORDER BY s.created_at DESC, s.id LIMIT $1`,
      [limit],
    ),
    (rows) => rows.map((row) => ({ ...toSession(row), email: row.email })),
  ),
);
