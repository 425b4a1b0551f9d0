import { Effect, Schema } from "effect";
import { execute, queryFirst } from "../stores/columns";

/** The account an identity at a provider signs in to, if it has been linked. */
export const findLinkedUserId = Effect.fn("identityStore.findUserId")((provider: string, subject: string) =>
  Effect.map(
    queryFirst(
      Schema.Struct({ user_id: Schema.String }),
      "SELECT user_id FROM external_identities WHERE provider = $1 AND subject = $2",
      [provider, subject],
    ),
    (row) => row?.user_id,
  ),
);

export const linkIdentity = Effect.fn("identityStore.link")(
  (identity: { provider: string; subject: string; userId: string; now: number }) =>
    execute(
      `INSERT INTO external_identities (provider, subject, user_id, created_at)
       VALUES ($1, $2, $3, $4) ON CONFLICT (provider, subject) DO NOTHING RETURNING user_id`,
      [identity.provider, identity.subject, identity.userId, identity.now],
    ),
);
