import { Clock, Effect } from "effect";
import { AccountFailure } from "../accounts/failures";
import { deleteChatBlock, insertChatBlock } from "./chatBlacklistStore";
import { ChatFailure } from "./chatFailures";

/**
 * `add_user_to_chat_black_list`: the caller no longer gets the user's messages in history (the query
 * leaves them out) and the browser hides them live. Blocking twice is one block; an unknown user is the
 * accounts' `userNotFound`.
 */
export const blockChatUser = Effect.fn("chat.block")(function* (userId: string, blockedUserId: string) {
  if (userId === blockedUserId) return yield* Effect.fail(ChatFailure.selfBlock());
  const known = yield* insertChatBlock(userId, blockedUserId, yield* Clock.currentTimeMillis);
  if (!known) return yield* Effect.fail(AccountFailure.userNotFound());
  return { blockedUserId };
});

/** `delete_user_from_chat_black_list`: no block afterwards, whether there was one or not. */
export const unblockChatUser = Effect.fn("chat.unblock")(function* (userId: string, blockedUserId: string) {
  if (userId === blockedUserId) return yield* Effect.fail(ChatFailure.selfBlock());
  yield* deleteChatBlock(userId, blockedUserId);
  return { blockedUserId };
});
