import { Effect } from "effect";
import type { Database, DatabaseError } from "../db/Database";
import { listBannedWords } from "./bannedWordsStore";

/** The banned words a send is checked against, read again once they are older than `ttlMs`. */
export interface BannedWords {
  readonly current: () => Effect.Effect<ReadonlyArray<string>, DatabaseError, Database>;
}

/**
 * Kept in memory for a while: staff edit the list from the operator command line, possibly in another
 * process, so every server process sees an edit within `ttlMs` without a read per message.
 */
export const makeBannedWords = (ttlMs: number, now: () => number = Date.now): BannedWords => {
  let kept: { readonly at: number; readonly words: ReadonlyArray<string> } | undefined;
  return {
    current: () =>
      kept && now() - kept.at < ttlMs
        ? Effect.succeed(kept.words)
        : Effect.tap(listBannedWords(), (words) =>
            Effect.sync(() => {
              kept = { at: now(), words };
            }),
          ),
  };
};

/** A word as staff type it, as it is stored: trimmed, single spaces, lower case. */
export const normaliseBannedWord = (word: string): string => word.trim().replace(/\s+/g, " ").toLowerCase();
