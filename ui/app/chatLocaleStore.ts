import type { ChatLanguage } from "../../domain/chat/chatMessage.ts";
import { LOCALES } from "../../domain/i18n/locales.ts";
import {
  type EntrySpec,
  readEntry,
  type StoragePort,
  writeEntry,
} from "../../domain/settings/versionedEntry.ts";

/** Chats whose language is remembered at most: the oldest choice goes first. */
export const CHAT_LOCALES_KEPT = 50;

type ChatLocales = ReadonlyArray<readonly [eventId: string, language: ChatLanguage]>;

const isLanguage = (value: unknown): value is ChatLanguage =>
  LOCALES.some((locale) => locale.language === value);

/**
 * Each chat's translation language (sports-data section 9: "chat locale", a versioned storage entry),
 * newest choice last. A stored entry of another version, or broken, is dropped and the chats start in the
 * interface language again.
 */
export const CHAT_LOCALES_ENTRY: EntrySpec<ChatLocales> = {
  key: "funsclub.chatLocales",
  version: 1,
  is: (value): value is ChatLocales =>
    Array.isArray(value) &&
    value.every(
      (pair) =>
        Array.isArray(pair) && pair.length === 2 && typeof pair[0] === "string" && isLanguage(pair[1]),
    ),
};

export const storedChatLocale = (storage: StoragePort, eventId: string): ChatLanguage | null =>
  readEntry(storage, CHAT_LOCALES_ENTRY)?.find(([id]) => id === eventId)?.[1] ?? null;

export const storeChatLocale = (storage: StoragePort, eventId: string, language: ChatLanguage): void => {
  const others = (readEntry(storage, CHAT_LOCALES_ENTRY) ?? []).filter(([id]) => id !== eventId);
  writeEntry(
    storage,
    CHAT_LOCALES_ENTRY,
    [...others, [eventId, language] as const].slice(-CHAT_LOCALES_KEPT),
  );
};
