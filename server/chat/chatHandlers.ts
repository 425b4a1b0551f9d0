import { Effect } from "effect";
import {
  AddUserToChatBlackList,
  DeleteChatMessage,
  DeleteUserFromChatBlackList,
  GetChatMessages,
  SendChatMessage,
} from "../../domain/chat/chatCommands";
import type { CommandSchema, RpcCommand } from "../../domain/rpc/command";
import type { AccountServices } from "../accounts/AccountServices";
import { accountHandler } from "../accounts/commands/accountHandler";
import { authenticate, type Principal } from "../accounts/sessions/authenticate";
import type { DatabaseError } from "../db/Database";
import type { ApiFailure } from "../rpc/ApiFailure";
import type { RpcRequest } from "../rpc/RpcHandler";
import type { ChatDeps } from "./ChatDeps";
import { blockChatUser, unblockChatUser } from "./chatBlacklist";
import { ChatFailure } from "./chatFailures";
import { deleteChatMessage } from "./deleteChatMessage";
import { getChatMessages } from "./getChatMessages";
import { sendChatMessage } from "./sendChatMessage";

/**
 * A chat command that writes: without a token the chat's own `chat.sign_in_required` (the page offers to
 * sign in); a token that is no longer good answers its session code, as any account command (the client
 * refreshes it).
 */
const writerHandler = <P extends CommandSchema, S extends CommandSchema>(
  command: RpcCommand<P, S>,
  handle: (
    principal: Principal,
    payload: P["Type"],
  ) => Effect.Effect<S["Type"], ApiFailure | DatabaseError, AccountServices>,
) =>
  accountHandler(command, (payload, request: RpcRequest) =>
    request.accessToken === undefined
      ? Effect.fail(ChatFailure.signInRequired())
      : Effect.flatMap(authenticate(request.accessToken), (principal) => handle(principal, payload)),
  );

/** The commands of the `funsclub-chat` service. */
export const chatHandlers = (deps: ChatDeps) => {
  const send = sendChatMessage(deps);
  const remove = deleteChatMessage(deps);
  const get = getChatMessages(deps);
  return [
    writerHandler(SendChatMessage, (principal, payload) =>
      send(principal.userId, payload, { limited: true }),
    ),
    writerHandler(DeleteChatMessage, (principal, { messageId }) => remove(principal.userId, messageId)),
    writerHandler(AddUserToChatBlackList, (principal, { userId }) => blockChatUser(principal.userId, userId)),
    writerHandler(DeleteUserFromChatBlackList, (principal, { userId }) =>
      unblockChatUser(principal.userId, userId),
    ),
    // Reading is open: a visitor sees every message, a signed-in reader none of those they blocked.
    accountHandler(GetChatMessages, (payload, request) =>
      Effect.flatMap(
        request.accessToken === undefined
          ? Effect.succeed(null)
          : Effect.map(authenticate(request.accessToken), (principal) => principal.userId),
        (viewerId) => get(viewerId, payload),
      ),
    ),
  ];
};
