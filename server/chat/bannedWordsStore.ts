import { Effect, Schema } from "effect";
import { queryRows } from "../accounts/stores/columns";

/** The staff's banned words, alphabetically. */
export const listBannedWords = Effect.fn("bannedWords.list")(() =>
  Effect.map(
    queryRows(Schema.Struct({ word: Schema.String }), "SELECT word FROM chat_banned_words ORDER BY word"),
    (rows) => rows.map((row) => row.word),
  ),
);

/** Adds a word (stored lower case, trimmed); false when it was there already. */
export const addBannedWord = Effect.fn("bannedWords.add")((word: string, now: number) =>
  Effect.map(
    queryRows(
      Schema.Struct({ word: Schema.String }),
      "INSERT INTO chat_banned_words (word, created_at) VALUES ($1, $2) ON CONFLICT (word) DO NOTHING RETURNING word",
      [word, now],
    ),
    (rows) => rows.length > 0,
  ),
);

/** Removes a word; false when it was not there. */
export const removeBannedWord = Effect.fn("bannedWords.remove")((word: string) =>
  Effect.map(
    queryRows(
      Schema.Struct({ word: Schema.String }),
      "DELETE FROM chat_banned_words WHERE word = $1 RETURNING word",
      [word],
    ),
    (rows) => rows.length > 0,
  ),
);
