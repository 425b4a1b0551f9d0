import { type Actor, createActor, fromCallback, fromPromise } from "xstate";
import type { BlockedChatUser } from "../../../domain/chat/chatCommands.ts";
import type { ChatLanguage, ChatMessage } from "../../../domain/chat/chatMessage.ts";
import type { ChatTopicEvent } from "../../../domain/chat/chatTopic.ts";
import {
  type ChatEmitted,
  type ChatEvent,
  type ChatFetch,
  type ChatFetched,
  type ChatInput,
  type ChatSend,
  type ChatSent,
  chatMachine,
} from "../../../machines/chat/chatMachine.ts";
import { EVENT_ID, type FakeChatServer, ME } from "./chatServer.ts";

/** A call an actor made, answered by the test when it chooses (or at once with `auto`). */
export interface Call<I, O> {
  readonly input: I;
  readonly resolve: (output: O) => void;
  readonly reject: (error: unknown) => void;
  readonly live: () => boolean;
}

const deferredActor = <O, I>(calls: Array<Call<I, O>>, auto?: (input: I) => O) =>
  fromPromise<O, I>(
    ({ input, signal }) =>
      new Promise<O>((resolve, reject) => {
        let settled = false;
        const call: Call<I, O> = {
          input,
          resolve: (output) => {
            settled = true;
            resolve(output);
          },
          reject: (error) => {
            settled = true;
            reject(error);
          },
          live: () => !settled && !signal.aborted,
        };
        calls.push(call);
        if (auto) queueMicrotask(() => call.resolve(auto(input)));
      }),
  );

/** The chat machine over a fake server; the room is driven by the test (`room`, `live`, `offline`). */
export const chatHarness = (
  server: FakeChatServer,
  options: {
    readonly input?: Partial<ChatInput>;
    /** Fetches answer at once from the server (default); false: the test answers them. */
    readonly autoFetch?: boolean;
    readonly storedLocale?: ChatLanguage | null;
  } = {},
) => {
  const fetches: Array<Call<ChatFetch, ChatFetched>> = [];
  const sends: Array<Call<ChatSend, ChatSent>> = [];
  const deletes: Array<Call<{ messageId: string }, ChatMessage>> = [];
  const blocks: Array<Call<{ userId: string }, BlockedChatUser>> = [];
  const unblocks: Array<Call<{ userId: string }, BlockedChatUser>> = [];
  const savedLocales: Array<{ eventId: string; language: ChatLanguage }> = [];
  const emitted: ChatEmitted[] = [];
  let sendBack: ((event: ChatEvent) => void) | null = null;
  let topicInput: { eventId: string } | null = null;
  const autoFetch = options.autoFetch ?? true;

  const logic = chatMachine.provide({
    actors: {
      fetchMessages: deferredActor(fetches, autoFetch ? server.answer : undefined),
      sendMessage: deferredActor(sends),
      deleteMessage: deferredActor(deletes),
      blockUser: deferredActor(blocks),
      unblockUser: deferredActor(unblocks),
      loadLocale: fromPromise(() => Promise.resolve(options.storedLocale ?? null)),
      saveLocale: fromPromise<void, { eventId: string; language: ChatLanguage }>(async ({ input }) => {
        savedLocales.push(input);
      }),
      chatRoom: fromCallback<ChatEvent, { eventId: string }>(({ sendBack: send, input }) => {
        sendBack = send;
        topicInput = input;
        return () => {
          sendBack = null;
        };
      }),
    },
  });
  const actor: Actor<typeof logic> = createActor(logic, {
    input: {
      eventId: EVENT_ID,
      viewerId: ME.id,
      blockedUserIds: [],
      language: "en",
      clientIdPrefix: "tab-0001",
      limit: 6,
      pageSize: 3,
      ...options.input,
    },
  });
  for (const type of [
    "chat.signInRequired",
    "chat.rateLimited",
    "chat.failed",
    "chat.blocked",
    "chat.unblocked",
  ] as const)
    actor.on(type, (event) => emitted.push(event));
  actor.start();

  const room = (event: ChatTopicEvent) => {
    if (!sendBack) throw new Error("the room is not subscribed");
    sendBack({ type: "chat.topic", event });
  };
  return {
    actor,
    server,
    fetches,
    sends,
    deletes,
    blocks,
    unblocks,
    savedLocales,
    emitted,
    topicInput: () => topicInput,
    context: () => actor.getSnapshot().context,
    ids: () => actor.getSnapshot().context.window.messages.map((message) => message.seq),
    /** A message posted on the server and pushed to the room. */
    post: (...args: Parameters<FakeChatServer["post"]>) => {
      const message = server.post(...args);
      room({ kind: "message", message });
      return message;
    },
    room,
    live: () => sendBack?.({ type: "chat.live" }),
    offline: () => sendBack?.({ type: "chat.offline" }),
    pendingFetches: () => fetches.filter((call) => call.live()),
  };
};

/** Lets promise answers and the machine's reactions to them run. */
export const settle = async (): Promise<void> => {
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 0));
};
