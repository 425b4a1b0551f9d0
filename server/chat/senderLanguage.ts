import { Effect } from "effect";
import type { ChatLanguage } from "../../domain/chat/chatMessage";
import { LOCALES } from "../../domain/i18n/locales";
import { findUserById } from "../accounts/stores/userStore";

/**
 * The language a message is written in: the interface language the sender says they write in, else the
 * locale saved in their settings, else English.
 */
export const senderLanguage = Effect.fn("chat.senderLanguage")(function* (
  userId: string,
  given: ChatLanguage | undefined,
) {
  if (given !== undefined) return given;
  const user = yield* findUserById(userId);
  const saved = LOCALES.find((locale) => locale.enumName === user?.locale);
  return (saved?.language ?? "en") as ChatLanguage;
});
