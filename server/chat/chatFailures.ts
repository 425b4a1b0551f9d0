import { ChatErrorCode } from "../../domain/chat/chatCommands";
import { CHAT_TEXT_MAX, CHAT_TEXT_MIN } from "../../domain/chat/chatMessage";
import { ApiFailure } from "../rpc/ApiFailure";

/** The chat's catalogue failures, one constructor per outcome. */
export const ChatFailure = {
  signInRequired: () =>
    ApiFailure.of(ChatErrorCode.signInRequired, "UNAUTHORIZED", "Sign in to write in the chat"),
  textLength: () =>
    ApiFailure.of(
      ChatErrorCode.textLength,
      "BAD_REQUEST",
      `A message has ${CHAT_TEXT_MIN} to ${CHAT_TEXT_MAX} characters`,
    ),
  bannedWord: () =>
    ApiFailure.of(ChatErrorCode.bannedWord, "BAD_REQUEST", "The message contains a word that is not allowed"),
  tooManyRequests: (retryAfterSeconds: number) =>
    ApiFailure.of(
      ChatErrorCode.tooManyRequests,
      "TOO_MANY_REQUESTS",
      `Too many messages; try again in ${retryAfterSeconds} s`,
    ),
  eventNotFound: () => ApiFailure.of(ChatErrorCode.eventNotFound, "NOT_FOUND", "No such event"),
  messageNotFound: () => ApiFailure.of(ChatErrorCode.messageNotFound, "NOT_FOUND", "No such message"),
  notAuthor: () =>
    ApiFailure.of(ChatErrorCode.notAuthor, "FORBIDDEN", "Only its author may delete a message"),
  selfBlock: () => ApiFailure.of(ChatErrorCode.selfBlock, "BAD_REQUEST", "You cannot block yourself"),
};
