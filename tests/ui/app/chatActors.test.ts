import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import { createActor, fromPromise, setup, waitFor } from "xstate";
import type { AuthProfile } from "../../../domain/accounts/authProfile.ts";
import { ChatErrorCode } from "../../../domain/chat/chatCommands.ts";
import type { ChatMessage } from "../../../domain/chat/chatMessage.ts";
import type { RealtimeStatus } from "../../../domain/realtime/realtimeStatus.ts";
import { ApiError } from "../../../domain/rpc/clientErrors.ts";
import type { ChatEvent } from "../../../machines/chat/chatMachine.ts";
import { profileMachine } from "../../../machines/profile/profileMachine.ts";
import type { RealtimeClientShape } from "../../../transport/realtime/RealtimeClient.ts";
import { type AuthorizedCalls, NotSignedInError } from "../../../ui/app/authorizedCalls.ts";
import { blockedAfter, type ChatRoot, chatActorsOf, connectChat } from "../../../ui/app/chatActors.ts";
import type { ChatDeps } from "../../../ui/app/chatDeps.ts";
import { CHAT_LOCALES_KEPT, storeChatLocale, storedChatLocale } from "../../../ui/app/chatLocaleStore.ts";
import { chatRoom, fetchChatMessages } from "../../../ui/app/chatServices.ts";
import type { ToastsActorRef } from "../../../ui/app/routerContext.ts";
import { createMemoryStorage } from "../../../ui/app/storage.ts";
import { settle } from "../../helpers/pendingCalls.ts";
import { PROFILE } from "../../machines/profile/profileFixtures.ts";
import { fakeSession } from "./fakeSession.ts";

/** The chat's composition root: the room actor over the realtime client, the stored language, the wiring. */

const message = (seq: number, authorId = "ann"): ChatMessage => ({
  id: `m${seq}`,
  eventId: "ev1",
  seq,
  author: { id: authorId, name: authorId, avatarUrl: null, simulated: false },
  text: `message ${seq}`,
  language: "en",
  translates: {},
  replyTo: null,
  timestamp: 1_700_000_000_000,
  deleted: false,
});

/** A realtime client whose status, pushes and subscribe answers the test drives. */
const fakeRealtime = () => {
  let statusListener: ((status: RealtimeStatus) => void) | null = null;
  const pushListeners = new Map<string, (data: unknown) => void>();
  const subscribes: string[] = [];
  let status: RealtimeStatus = "connecting";
  const realtime = {
    subscribe: (topic: string) =>
      Effect.sync(() => {
        subscribes.push(topic);
        return { type: "subscribed", id: "1", topic } as never;
      }),
    unsubscribe: () => Effect.succeed({} as never),
    messages: (topic: string, listener: (data: unknown) => void) => {
      pushListeners.set(topic, listener);
      return () => pushListeners.delete(topic);
    },
    status: (listener: (status: RealtimeStatus) => void) => {
      statusListener = listener;
      listener(status);
      return () => {
        statusListener = null;
      };
    },
  } as unknown as RealtimeClientShape;
  return {
    realtime,
    subscribes,
    setStatus: (next: RealtimeStatus) => {
      status = next;
      statusListener?.(next);
    },
    push: (topic: string, data: unknown) => pushListeners.get(topic)?.(data),
  };
};

const run = ((effect: Effect.Effect<unknown, unknown, never>) =>
  Effect.runPromise(effect)) as ChatDeps["run"];

describe("chatRoom", () => {
  it("hears the event's topic, says live once a subscribe is answered and again after each reconnect", async () => {
    const fake = fakeRealtime();
    const heard: ChatEvent[] = [];
    const listened: string[] = [];
    const topics = {
      listen: (topic: string, listener: (data: unknown) => void) => {
        listened.push(topic);
        return fake.realtime.messages(topic, listener);
      },
    };
    // A parent that records what the room actor sends it.
    const actor = createActor(
      setup({ actors: { room: chatRoom({ topics, realtime: fake.realtime, run }) } }).createMachine({
        invoke: { src: "room", input: { eventId: "ev1" } },
        on: { "*": { actions: ({ event }) => heard.push(event as ChatEvent) } },
      }),
    ).start();
    expect(listened).toEqual(["chat.ev1"]);
    fake.setStatus("connected");
    await settle();
    expect(fake.subscribes).toEqual(["chat.ev1"]);
    fake.push("chat.ev1", { kind: "online", usersOnline: 4 });
    fake.push("chat.ev1", { kind: "nonsense" });
    fake.setStatus("waitingToReconnect");
    fake.setStatus("connected");
    await settle();
    expect(heard.map((event) => event.type)).toEqual([
      "chat.live",
      "chat.topic",
      "chat.offline",
      "chat.live",
    ]);
    expect(heard[1]).toEqual({ type: "chat.topic", event: { kind: "online", usersOnline: 4 } });
    actor.stop();
  });
});

describe("fetchChatMessages", () => {
  it("asks as the signed-in reader, and as a visitor when no one is signed in", async () => {
    const page = { messages: [message(1)], hasMoreBefore: false, hasMoreAfter: false, usersOnline: 2 };
    const signedIn = { rpc: async () => page } as unknown as AuthorizedCalls;
    const visitor = { rpc: () => Promise.reject(new NotSignedInError()) } as unknown as AuthorizedCalls;
    const asVisitor: string[] = [];
    const visitorRun = ((effect: unknown) => {
      asVisitor.push("run");
      void effect;
      return Promise.resolve(page);
    }) as ChatDeps["run"];
    const fetch = { eventId: "ev1", direction: "latest", limit: 50 } as const;
    expect(await fetchChatMessages({ run: visitorRun }, signedIn, fetch)).toEqual(page);
    expect(asVisitor).toEqual([]);
    expect(await fetchChatMessages({ run: visitorRun }, visitor, fetch)).toEqual(page);
    expect(asVisitor).toEqual(["run"]);
  });
});

describe("the chat's stored language", () => {
  it("is remembered per event, the newest choices kept, and a stored entry of another version dropped", () => {
    const storage = createMemoryStorage();
    expect(storedChatLocale(storage, "ev1")).toBeNull();
    storeChatLocale(storage, "ev1", "ru");
    storeChatLocale(storage, "ev2", "th");
    storeChatLocale(storage, "ev1", "es");
    expect([storedChatLocale(storage, "ev1"), storedChatLocale(storage, "ev2")]).toEqual(["es", "th"]);
    for (let index = 0; index < CHAT_LOCALES_KEPT; index++) storeChatLocale(storage, `other${index}`, "en");
    expect(storedChatLocale(storage, "ev2")).toBeNull();
    storage.setItem("funsclub.chatLocales", JSON.stringify({ version: 0, value: [["ev9", "ru"]] }));
    expect(storedChatLocale(storage, "ev9")).toBeNull();
    expect(storage.getItem("funsclub.chatLocales")).toBeNull();
  });
});

describe("connectChat", () => {
  const VIEWER: AuthProfile = { ...PROFILE, blockedChatUsers: [{ blockedUserId: "zed" }] };

  const wired = async () => {
    const rpcCalls: Array<{
      name: string;
      payload: unknown;
      resolve: (v: unknown) => void;
      reject: (e: unknown) => void;
    }> = [];
    const toasts: Array<{ toast: { type: string; message: string; title?: string } }> = [];
    const calls = {
      rpc: (command: { name: string }, payload: unknown) =>
        new Promise((resolve, reject) => rpcCalls.push({ name: command.name, payload, resolve, reject })),
    } as unknown as AuthorizedCalls;
    const profile = createActor(
      profileMachine.provide({ actors: { loadProfile: fromPromise(async () => VIEWER) } }),
    ).start();
    profile.send({ type: "profile.signedIn" });
    await waitFor(profile, (snapshot) => snapshot.hasTag("loaded"));
    const { actor: session } = fakeSession("token-1");
    const fake = fakeRealtime();
    const root: ChatRoot = {
      chat: {
        run,
        topics: { listen: (topic, listener) => fake.realtime.messages(topic, listener) },
        realtime: fake.realtime,
        storage: createMemoryStorage(),
        newId: () => "tab-1234",
        inspect: undefined,
      },
      authorized: calls,
      profile,
      session: session as unknown as ChatRoot["session"],
      toasts: { send: (event: never) => toasts.push(event) } as unknown as ToastsActorRef,
    };
    const chat = createActor(chatActorsOf(root).logic, {
      input: {
        eventId: "ev1",
        viewerId: PROFILE.id,
        blockedUserIds: ["zed"],
        language: "en",
        clientIdPrefix: "tab-1234",
      },
    }).start();
    const stop = connectChat(root, chat, {
      tooManyRequests: "too many",
      failed: (action) => `${action} failed`,
      blocked: () => "blocked",
      unblocked: (name) => `${name} unblocked`,
    });
    return { chat, profile, rpcCalls, toasts, stop };
  };

  it("turns the rate limit into the chat toast and a block into the profile's list", async () => {
    const { chat, profile, rpcCalls, toasts, stop } = await wired();
    await settle();
    rpcCalls[0]!.resolve({
      messages: [message(1), message(2, "bob")],
      hasMoreBefore: false,
      hasMoreAfter: false,
      usersOnline: 1,
    });
    await waitFor(chat, (snapshot) => snapshot.hasTag("ready"));

    chat.send({ type: "chat.draft.change", text: "hi" });
    chat.send({ type: "chat.send" });
    await settle();
    const send = rpcCalls.find((call) => call.name === "send_chat_message")!;
    expect(send.payload).toEqual({ eventId: "ev1", text: "hi", clientMessageId: "tab-1234-1" });
    send.reject(
      new ApiError({
        uri: "/funsclub-chat__api/rpc/send_chat_message",
        errors: [{ code: ChatErrorCode.tooManyRequests, type: "TOO_MANY_REQUESTS" }],
      }),
    );
    await settle();
    expect(toasts.at(-1)?.toast).toEqual({ type: "chat-block", message: "too many" });

    chat.send({ type: "chat.block.open", userId: "bob", name: "Bob" });
    chat.send({ type: "chat.block.confirm" });
    await settle();
    const block = rpcCalls.find((call) => call.name === "add_user_to_chat_black_list")!;
    expect(block.payload).toEqual({ userId: "bob" });
    block.resolve({ blockedUserId: "bob" });
    await settle();
    expect(profile.getSnapshot().context.profile?.blockedChatUsers).toEqual([
      { blockedUserId: "zed" },
      { blockedUserId: "bob" },
    ]);
    expect(toasts.at(-1)?.toast).toEqual({ type: "chat-block", title: "Bob", message: "blocked" });
    // The profile's list comes back to the chat (and to every other open chat).
    expect(chat.getSnapshot().context.blocked).toEqual(["zed", "bob"]);
    stop();
  });

  it("keeps the profile's block list without doubles", () => {
    expect(blockedAfter([{ blockedUserId: "a" }], "a", true)).toEqual([{ blockedUserId: "a" }]);
    expect(blockedAfter([{ blockedUserId: "a" }, { blockedUserId: "b" }], "a", false)).toEqual([
      { blockedUserId: "b" },
    ]);
  });
});
