import { Clock, Effect } from "effect";
import { normaliseBannedWord } from "./bannedWords";
import { addBannedWord, listBannedWords, removeBannedWord } from "./bannedWordsStore";

/** The staff's banned-words commands of the operator command line (`npm run admin -- chat-banned-words …`). */
export type BannedWordsCommand =
  | { readonly kind: "chat-banned-words.list" }
  | { readonly kind: "chat-banned-words.add"; readonly word: string }
  | { readonly kind: "chat-banned-words.remove"; readonly word: string };

export const BANNED_WORDS_USAGE = `  chat-banned-words list           the words no chat message may contain
  chat-banned-words add <word>     ban a word or a phrase (quote it); whole words, case and accents ignored
  chat-banned-words remove <word>  allow it again`;

const MAX_WORD_LENGTH = 100;

/** `chat-banned-words …` after the area: parsed without touching anything. */
export const parseBannedWordsCommand = (
  rest: ReadonlyArray<string>,
): BannedWordsCommand | { readonly error: string } => {
  const [action, ...words] = rest;
  switch (action) {
    case "list":
      return words.length === 0
        ? { kind: "chat-banned-words.list" }
        : { error: "chat-banned-words list takes nothing" };
    case "add":
    case "remove": {
      const word = normaliseBannedWord(words.join(" "));
      if (word === "" || word.length > MAX_WORD_LENGTH)
        return {
          error: `chat-banned-words ${action} takes a word or phrase of 1 to ${MAX_WORD_LENGTH} characters`,
        };
      if (!/[\p{L}\p{N}]/u.test(word)) return { error: "a banned word needs a letter or a digit" };
      return { kind: action === "add" ? "chat-banned-words.add" : "chat-banned-words.remove", word };
    }
    default:
      return {
        error: action
          ? `Unknown chat-banned-words command: ${action}`
          : "chat-banned-words needs list, add or remove",
      };
  }
};

/**
 * Runs a banned-words command and answers the lines to print. Servers read the list again within their
 * cache's lifetime (30 s), so an edit applies without a restart.
 */
export const runBannedWordsCommand = Effect.fn("chat.runBannedWordsCommand")(function* (
  command: BannedWordsCommand,
) {
  switch (command.kind) {
    case "chat-banned-words.list": {
      const words = yield* listBannedWords();
      return words.length === 0 ? ["No banned words."] : [...words];
    }
    case "chat-banned-words.add":
      return (yield* addBannedWord(command.word, yield* Clock.currentTimeMillis))
        ? [`"${command.word}" is banned.`]
        : [`"${command.word}" was banned already.`];
    case "chat-banned-words.remove":
      return (yield* removeBannedWord(command.word))
        ? [`"${command.word}" is allowed again.`]
        : [`"${command.word}" was not banned.`];
  }
});
