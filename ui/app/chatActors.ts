import { type ActorRefFrom, fromPromise } from "xstate";
import type { BlockedChatUser } from "../../domain/chat/chatCommands.ts";
import type { ChatLanguage, ChatMessage } from "../../domain/chat/chatMessage.ts";
import type { RequestFailure } from "../../domain/rpc/requestFailure.ts";
import {
  type ChatEmitted,
  type ChatFetch,
  type ChatFetched,
  type ChatSend,
  type ChatSent,
  chatMachine,
} from "../../machines/chat/chatMachine.ts";
import { showToast } from "../../machines/toasts/toastsMachine.ts";
import type { ChatDeps } from "./chatDeps.ts";
import { storeChatLocale, storedChatLocale } from "./chatLocaleStore.ts";
import {
  blockChatUser,
  chatRoom,
  deleteChatMessage,
  fetchChatMessages,
  sendChatMessage,
  unblockChatUser,
} from "./chatServices.ts";
import type { RouterContext } from "./routerContext.ts";
import { failSafeStorage } from "./storage.ts";

/** What the chat needs of the router context: its own deps and the app-wide actors. */
export type ChatRoot = Pick<RouterContext, "authorized" | "profile" | "session" | "toasts"> & {
  readonly chat: ChatDeps;
};

const provide = (root: ChatRoot) => {
  const { chat: deps, authorized: calls } = root;
  // A language that cannot be remembered (storage full or refused) still applies for this visit.
  const storage = deps.storage ? failSafeStorage(deps.storage) : undefined;
  const logic = chatMachine.provide({
    actors: {
      fetchMessages: fromPromise<ChatFetched, ChatFetch>(({ input, signal }) =>
        fetchChatMessages(deps, calls, input, signal),
      ),
      sendMessage: fromPromise<ChatSent, ChatSend>(({ input, signal }) =>
        sendChatMessage(calls, input, signal),
      ),
      deleteMessage: fromPromise<ChatMessage, { readonly messageId: string }>(({ input, signal }) =>
        deleteChatMessage(calls, input.messageId, signal),
      ),
      blockUser: fromPromise<BlockedChatUser, { readonly userId: string }>(({ input, signal }) =>
        blockChatUser(calls, input.userId, signal),
      ),
      unblockUser: fromPromise<BlockedChatUser, { readonly userId: string }>(({ input, signal }) =>
        unblockChatUser(calls, input.userId, signal),
      ),
      loadLocale: fromPromise<ChatLanguage | null, { readonly eventId: string }>(async ({ input }) =>
        storage ? storedChatLocale(storage, input.eventId) : null,
      ),
      saveLocale: fromPromise<void, { readonly eventId: string; readonly language: ChatLanguage }>(
        async ({ input }) => {
          if (storage) storeChatLocale(storage, input.eventId, input.language);
        },
      ),
      chatRoom: chatRoom(deps),
    },
  });
  return { logic, root };
};

const made = new WeakMap<ChatDeps, ReturnType<typeof provide>>();

/**
 * The chat machine provided with the chat service, the room and the storage, one logic per app (the tab,
 * its remounts and the widget share it); each open chat is an actor of it (`ui/chat/useChat.ts`).
 */
export const chatActorsOf = (root: ChatRoot): ReturnType<typeof provide> => {
  let actors = made.get(root.chat);
  if (!actors) {
    actors = provide(root);
    made.set(root.chat, actors);
  }
  return actors;
};
export type ChatActors = ReturnType<typeof chatActorsOf>;
export type ChatLogic = ChatActors["logic"];

/** The reader as the chat machine knows them: signed in with a profile, and whom they blocked. */
export const chatViewerOf = (root: ChatRoot) => {
  const profile = root.profile.getSnapshot().context.profile;
  const signedIn = root.session.getSnapshot().hasTag("signedIn");
  return {
    viewerId: signedIn && profile !== null ? profile.id : null,
    blockedUserIds:
      signedIn && profile !== null ? profile.blockedChatUsers.map((user) => user.blockedUserId) : [],
  };
};

/** The toasts' words, in the page's language (the view gives them). */
export interface ChatToastText {
  readonly tooManyRequests: string;
  readonly failed: (
    action: Extract<ChatEmitted, { type: "chat.failed" }>["action"],
    failure: RequestFailure,
  ) => string;
  readonly blocked: (name: string) => string;
  readonly unblocked: (name: string) => string;
}

/** The profile's block list after `userId` was blocked (true) or unblocked (false). */
export const blockedAfter = (
  list: ReadonlyArray<{ readonly blockedUserId: string }>,
  userId: string,
  blocked: boolean,
): Array<{ readonly blockedUserId: string }> => [
  ...list.filter((user) => user.blockedUserId !== userId),
  ...(blocked ? [{ blockedUserId: userId }] : []),
];

/**
 * A running chat actor joined to the app for as long as it is shown: it hears the reader's session and
 * profile (sign-in, sign-out, a block made elsewhere), its refusals become toasts (the rate limit is the
 * custom chat toast "chat too many requests"), and a block or unblock goes into the auth profile, which
 * every other chat and the settings list read. Returns the function that stops all of it.
 */
export const connectChat = (
  root: ChatRoot,
  actor: ActorRefFrom<typeof chatMachine>,
  text: ChatToastText,
): (() => void) => {
  let heard = JSON.stringify(chatViewerOf(root));
  const hear = () => {
    const viewer = chatViewerOf(root);
    const now = JSON.stringify(viewer);
    if (now === heard) return;
    heard = now;
    actor.send({ type: "chat.viewer", ...viewer });
  };
  const patchProfile = (userId: string, blocked: boolean) => {
    const profile = root.profile.getSnapshot().context.profile;
    if (profile === null) return;
    root.profile.send({
      type: "profile.updated",
      patch: { blockedChatUsers: blockedAfter(profile.blockedChatUsers, userId, blocked) },
    });
  };
  const subscriptions = [
    root.session.subscribe(hear),
    root.profile.subscribe(hear),
    actor.on("chat.rateLimited", () =>
      root.toasts.send(showToast({ type: "chat-block", message: text.tooManyRequests })),
    ),
    actor.on("chat.failed", ({ action, failure }) =>
      root.toasts.send(showToast({ type: "error", message: text.failed(action, failure) })),
    ),
    actor.on("chat.blocked", ({ userId, name }) => {
      patchProfile(userId, true);
      root.toasts.send(showToast({ type: "chat-block", title: name, message: text.blocked(name) }));
    }),
    actor.on("chat.unblocked", ({ userId, name }) => {
      patchProfile(userId, false);
      root.toasts.send(showToast({ type: "success", message: text.unblocked(name) }));
    }),
  ];
  // What changed between the actor's input and now (the profile may have arrived meanwhile).
  hear();
  return () => {
    for (const subscription of subscriptions) subscription.unsubscribe();
  };
};
