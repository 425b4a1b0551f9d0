import { Effect, Schema } from "effect";
import { execute, Millis, queryFirst } from "./columns";

const UserRow = Schema.Struct({
  id: Schema.String,
  name: Schema.String,
  email: Schema.String,
  password_hash: Schema.String,
  email_verified_at: Schema.NullOr(Millis),
  pending_email: Schema.NullOr(Schema.String),
  biography: Schema.NullOr(Schema.String),
  locale: Schema.NullOr(Schema.String),
  time_zone: Schema.NullOr(Schema.String),
  notify_in_app: Schema.Boolean,
  notify_push: Schema.Boolean,
  avatar_file_id: Schema.NullOr(Schema.String),
  created_at: Millis,
});

export interface UserRecord {
  readonly id: string;
  readonly name: string;
  /** Normalized (trimmed, lower-cased): the sign-in name. */
  readonly email: string;
  readonly passwordHash: string;
  readonly emailVerifiedAt: number | null;
  /** A new address waiting for its verification link. */
  readonly pendingEmail: string | null;
  readonly biography: string | null;
  readonly locale: string | null;
  readonly timeZone: string | null;
  readonly notifyInApp: boolean;
  readonly notifyPush: boolean;
  /** One of the user's own files (`files` table), or none. */
  readonly avatarFileId: string | null;
  readonly createdAt: number;
}

const toUser = (row: typeof UserRow.Type): UserRecord => ({
  id: row.id,
  name: row.name,
  email: row.email,
  passwordHash: row.password_hash,
  emailVerifiedAt: row.email_verified_at,
  pendingEmail: row.pending_email,
  biography: row.biography,
  locale: row.locale,
  timeZone: row.time_zone,
  notifyInApp: row.notify_in_app,
  notifyPush: row.notify_push,
  avatarFileId: row.avatar_file_id,
  createdAt: row.created_at,
});

const COLUMNS =
  "id, name, email, password_hash, email_verified_at, pending_email, biography, locale, time_zone, notify_in_app, notify_push, avatar_file_id, created_at";

const findOne = (where: string, value: string) =>
  Effect.map(queryFirst(UserRow, `SELECT ${COLUMNS} FROM users WHERE ${where} = $1`, [value]), (row) =>
    row ? toUser(row) : undefined,
  );

export const findUserById = Effect.fn("userStore.findById")((id: string) => findOne("id", id));

/** `email` must already be normalized. */
export const findUserByEmail = Effect.fn("userStore.findByEmail")((email: string) => findOne("email", email));

/** Answers false when the address is taken (the unique index decides, so two sign-ups cannot race). */
export const insertUser = Effect.fn("userStore.insert")(
  (user: { id: string; name: string; email: string; passwordHash: string; now: number }) =>
    Effect.map(
      execute(
        `INSERT INTO users (id, name, email, password_hash, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $5) ON CONFLICT (email) DO NOTHING RETURNING id`,
        [user.id, user.name, user.email, user.passwordHash, user.now],
      ),
      (inserted) => inserted === 1,
    ),
);

export const setPasswordHash = Effect.fn("userStore.setPasswordHash")(
  (id: string, passwordHash: string, now: number) =>
    execute("UPDATE users SET password_hash = $2, updated_at = $3 WHERE id = $1 RETURNING id", [
      id,
      passwordHash,
      now,
    ]),
);

/** Marks the current address verified (it was proven by a link sent to it). */
export const markEmailVerified = Effect.fn("userStore.markEmailVerified")((id: string, now: number) =>
  execute(
    "UPDATE users SET email_verified_at = COALESCE(email_verified_at, $2), updated_at = $2 WHERE id = $1 RETURNING id",
    [id, now],
  ),
);

export const setPendingEmail = Effect.fn("userStore.setPendingEmail")(
  (id: string, pendingEmail: string, now: number) =>
    execute("UPDATE users SET pending_email = $2, updated_at = $3 WHERE id = $1 RETURNING id", [
      id,
      pendingEmail,
      now,
    ]),
);

/**
 * Switches the account to a verified new address. Answers false when another account took the address
 * meanwhile (the unique index refuses the update).
 */
export const switchToVerifiedEmail = Effect.fn("userStore.switchToVerifiedEmail")(
  (id: string, email: string, now: number) =>
    Effect.map(
      execute(
        `UPDATE users SET email = $2, pending_email = NULL, email_verified_at = $3, updated_at = $3
         WHERE id = $1 AND NOT EXISTS (SELECT 1 FROM users WHERE email = $2 AND id <> $1) RETURNING id`,
        [id, email, now],
      ),
      (updated) => updated === 1,
    ),
);

/** `undefined` keeps a field as it is; a null biography or avatar clears it. */
export const updateProfile = Effect.fn("userStore.updateProfile")(
  (
    id: string,
    change: {
      name: string | undefined;
      biography: string | null | undefined;
      avatarFileId?: string | null | undefined;
    },
    now: number,
  ) =>
    execute(
      `UPDATE users SET
         name = CASE WHEN $2::boolean THEN $3 ELSE name END,
         biography = CASE WHEN $4::boolean THEN $5 ELSE biography END,
         avatar_file_id = CASE WHEN $7::boolean THEN $8 ELSE avatar_file_id END,
         updated_at = $6
       WHERE id = $1 RETURNING id`,
      [
        id,
        change.name !== undefined,
        change.name ?? null,
        change.biography !== undefined,
        change.biography ?? null,
        now,
        change.avatarFileId !== undefined,
        change.avatarFileId ?? null,
      ],
    ),
);

export const updateSettings = Effect.fn("userStore.updateSettings")(
  (id: string, change: { locale?: string; timeZone?: string }, now: number) =>
    execute(
      `UPDATE users SET locale = COALESCE($2, locale), time_zone = COALESCE($3, time_zone), updated_at = $4
       WHERE id = $1 RETURNING id`,
      [id, change.locale ?? null, change.timeZone ?? null, now],
    ),
);
