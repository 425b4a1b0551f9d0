import { Schema } from "effect";
import { fromCallback } from "xstate";
import {
  AddUserToChatBlackList,
  DeleteChatMessage,
  DeleteUserFromChatBlackList,
  GetChatMessages,
  SendChatMessage,
} from "../../domain/chat/chatCommands.ts";
import { ChatTopicEvent, chatTopic } from "../../domain/chat/chatTopic.ts";
import type {
  ChatEvent,
  ChatFetch,
  ChatFetched,
  ChatSend,
  ChatSent,
} from "../../machines/chat/chatMachine.ts";
import { type AuthorizedCalls, NotSignedInError } from "./authorizedCalls.ts";
import type { ChatDeps } from "./chatDeps.ts";
import { callCommand } from "./publicCommands.ts";

const decodeTopicEvent = Schema.decodeUnknownExit(ChatTopicEvent);

/**
 * `get_chat_messages` as the signed-in reader when there is one (the server then leaves out the users
 * they blocked), as a visitor otherwise.
 */
export const fetchChatMessages = async (
  deps: Pick<ChatDeps, "run">,
  calls: AuthorizedCalls,
  fetch: ChatFetch,
  signal?: AbortSignal,
): Promise<ChatFetched> => {
  try {
    return await calls.rpc(GetChatMessages, fetch, signal);
  } catch (error) {
    if (!(error instanceof NotSignedInError)) throw error;
    return deps.run(callCommand(GetChatMessages, fetch), signal);
  }
};

export const sendChatMessage = async (
  calls: AuthorizedCalls,
  send: ChatSend,
  signal?: AbortSignal,
): Promise<ChatSent> => ({
  clientMessageId: send.clientMessageId,
  message: await calls.rpc(SendChatMessage, send, signal),
});

export const deleteChatMessage = (calls: AuthorizedCalls, messageId: string, signal?: AbortSignal) =>
  calls.rpc(DeleteChatMessage, { messageId }, signal);

export const blockChatUser = (calls: AuthorizedCalls, userId: string, signal?: AbortSignal) =>
  calls.rpc(AddUserToChatBlackList, { userId }, signal);

export const unblockChatUser = (calls: AuthorizedCalls, userId: string, signal?: AbortSignal) =>
  calls.rpc(DeleteUserFromChatBlackList, { userId }, signal);

/**
 * The room of one event's chat (`chat.{eventId}`) as the chat machine hears it: each decoded push, and
 * `chat.live` once the subscription is confirmed, first and after every reconnect (a fresh subscribe of a
 * topic already held is answered once the server has it, and answers come in order on the socket, so the
 * machine's resume fetch starts when nothing more can slip past). `chat.offline` while the connection is
 * down.
 */
export const chatRoom = ({ topics, realtime, run }: Pick<ChatDeps, "topics" | "realtime" | "run">) =>
  fromCallback<ChatEvent, { readonly eventId: string }>(({ input, sendBack }) => {
    const topic = chatTopic(input.eventId);
    const stopMessages = topics.listen(topic, (data) => {
      const decoded = decodeTopicEvent(data);
      // A malformed push is dropped: the next resume fetches what it carried.
      if (decoded._tag === "Success") sendBack({ type: "chat.topic", event: decoded.value });
      else console.warn(`[chat] dropped a malformed push on ${topic}`);
    });
    const aborts = new AbortController();
    let connected = false;
    const stopStatus = realtime.status((status) => {
      if (status === "connected" && !connected) {
        connected = true;
        run(realtime.subscribe(topic), aborts.signal).then(
          () => {
            if (!aborts.signal.aborted) sendBack({ type: "chat.live" });
          },
          (error: unknown) => {
            if (!aborts.signal.aborted) console.warn(`[chat] could not subscribe to ${topic}`, error);
          },
        );
      } else if (status !== "connected" && connected) {
        connected = false;
        sendBack({ type: "chat.offline" });
      }
    });
    return () => {
      aborts.abort();
      stopStatus();
      stopMessages();
    };
  });
