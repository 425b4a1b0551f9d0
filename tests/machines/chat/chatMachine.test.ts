import { afterEach, describe, expect, it, vi } from "vitest";
import { ChatErrorCode } from "../../../domain/chat/chatCommands.ts";
import { ApiError, NetworkError } from "../../../domain/rpc/clientErrors.ts";
import { CHAT_RETRY_DELAY_MS } from "../../../machines/chat/chatMachine.ts";
import { hasUnread, shownMessages, shownPending, textIn } from "../../../machines/chat/chatView.ts";
import { chatHarness, settle } from "./chatHarness.ts";
import { ANN, BOT, EVENT_ID, fakeChatServer, ME, messageOf } from "./chatServer.ts";

/** Examples of the chat machine (limit 6, pages of 3) over a fake server and a room driven by the test. */
const rateLimited = () =>
  new ApiError({ uri: "/rpc", errors: [{ code: ChatErrorCode.tooManyRequests, type: "TOO_MANY_REQUESTS" }] });

afterEach(() => vi.useRealTimers());

describe("when loading", () => {
  it("fetches the newest page and subscribes to the event's room", async () => {
    const chat = chatHarness(fakeChatServer(10));
    expect(chat.actor.getSnapshot().hasTag("loading")).toBe(true);
    expect(chat.topicInput()).toEqual({ eventId: EVENT_ID });
    await settle();
    expect(chat.fetches[0]!.input).toEqual({ eventId: EVENT_ID, direction: "latest", limit: 3 });
    expect(chat.ids()).toEqual([8, 9, 10]);
    expect(chat.context().window.hasMoreBefore).toBe(true);
    expect(chat.context().usersOnline).toBe(3);
    expect(chat.actor.getSnapshot().hasTag("ready")).toBe(true);
  });

  it("keeps what the room pushed while the first page was on its way", async () => {
    const chat = chatHarness(fakeChatServer(4), { autoFetch: false });
    const answer = chat.server.answer(chat.fetches[0]!.input);
    chat.post(ANN, "pushed meanwhile");
    chat.room({ kind: "deleted", id: "m3", seq: 3 });
    chat.fetches[0]!.resolve(answer);
    await settle();
    expect(chat.ids()).toEqual([2, 3, 4, 5]);
    expect(chat.context().window.messages.find((m) => m.id === "m3")?.deleted).toBe(true);
  });

  it("fails with the reason and loads again on retry", async () => {
    const chat = chatHarness(fakeChatServer(2), { autoFetch: false });
    chat.fetches[0]!.reject(new NetworkError({ uri: "/rpc", cause: new Error("offline") }));
    await settle();
    expect(chat.actor.getSnapshot().hasTag("failed")).toBe(true);
    expect(chat.context().failure?.kind).toBe("network");
    chat.actor.send({ type: "chat.retry" });
    chat.fetches[1]!.resolve(chat.server.answer(chat.fetches[1]!.input));
    await settle();
    expect(chat.ids()).toEqual([1, 2]);
  });
});

describe("when scrolling", () => {
  it("fetches up at the top, trims the newest past the limit, and fetches them again at the bottom", async () => {
    const chat = chatHarness(fakeChatServer(12));
    await settle();
    chat.actor.send({ type: "chat.scrolled", atTop: true, atBottom: false });
    await settle();
    expect(chat.fetches[1]!.input).toMatchObject({ direction: "before", cursor: 10 });
    expect(chat.ids()).toEqual([7, 8, 9, 10, 11, 12]);
    chat.actor.send({ type: "chat.scrolled", atTop: true, atBottom: false });
    await settle();
    // Six held at most: the newest three went (the far edge).
    expect(chat.ids()).toEqual([4, 5, 6, 7, 8, 9]);
    expect(chat.context().window.hasMoreAfter).toBe(true);
    chat.actor.send({ type: "chat.scrolled", atTop: false, atBottom: true });
    await settle();
    expect(chat.fetches.at(-1)!.input).toMatchObject({ direction: "after", cursor: 9 });
    expect(chat.ids()).toEqual([7, 8, 9, 10, 11, 12]);
    expect(chat.context().window.hasMoreAfter).toBe(false);
  });

  it("does not fetch above the first message", async () => {
    const chat = chatHarness(fakeChatServer(2));
    await settle();
    chat.actor.send({ type: "chat.scrolled", atTop: true, atBottom: true });
    await settle();
    expect(chat.fetches).toHaveLength(1);
  });

  it("pauses after a failed fetch before scrolling asks again", async () => {
    vi.useFakeTimers();
    const chat = chatHarness(fakeChatServer(9), { autoFetch: false });
    chat.fetches[0]!.resolve(chat.server.answer(chat.fetches[0]!.input));
    await vi.advanceTimersByTimeAsync(0);
    chat.actor.send({ type: "chat.scrolled", atTop: true, atBottom: false });
    chat.fetches[1]!.reject(new NetworkError({ uri: "/rpc", cause: new Error("offline") }));
    await vi.advanceTimersByTimeAsync(0);
    chat.actor.send({ type: "chat.scrolled", atTop: true, atBottom: false });
    expect(chat.fetches).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(CHAT_RETRY_DELAY_MS);
    chat.actor.send({ type: "chat.scrolled", atTop: true, atBottom: false });
    expect(chat.fetches).toHaveLength(3);
  });
});

describe("when the room pushes a message", () => {
  it("adds it at the bottom", async () => {
    const chat = chatHarness(fakeChatServer(3));
    await settle();
    chat.post();
    expect(chat.ids()).toEqual([1, 2, 3, 4]);
    expect(hasUnread(chat.context())).toBe(false);
  });

  it("only sets the unread flag while the reader is up the list; the button jumps down and clears it", async () => {
    const chat = chatHarness(fakeChatServer(3));
    await settle();
    chat.actor.send({ type: "chat.scrolled", atTop: false, atBottom: false });
    chat.post(ANN, "while away");
    expect(chat.ids()).toEqual([1, 2, 3]);
    expect(hasUnread(chat.context())).toBe(true);
    const before = chat.context().bottomRequest;
    chat.actor.send({ type: "chat.jumpToLatest" });
    await settle();
    expect(chat.fetches.at(-1)!.input.direction).toBe("latest");
    expect(chat.ids()).toEqual([2, 3, 4]);
    expect(hasUnread(chat.context())).toBe(false);
    expect(chat.context().bottomRequest).toBe(before + 1);
  });

  it("never doubles a message pushed twice", async () => {
    const chat = chatHarness(fakeChatServer(3));
    await settle();
    const message = chat.post();
    chat.room({ kind: "message", message });
    expect(chat.ids()).toEqual([1, 2, 3, 4]);
  });

  it("shows a deletion in place and counts who is online", async () => {
    const chat = chatHarness(fakeChatServer(3));
    await settle();
    chat.room({ kind: "deleted", id: "m2", seq: 2 });
    chat.room({ kind: "online", usersOnline: 12 });
    expect(chat.context().window.messages[1]).toMatchObject({ id: "m2", deleted: true, text: "" });
    expect(chat.context().usersOnline).toBe(12);
  });
});

describe("when the connection comes back", () => {
  it("fetches what came after the newest held and merges it by id, nothing lost or doubled", async () => {
    const chat = chatHarness(fakeChatServer(3), { autoFetch: false });
    chat.live();
    chat.fetches[0]!.resolve(chat.server.answer(chat.fetches[0]!.input));
    await settle();
    // The subscription came while the first page loaded: a resume follows it.
    expect(chat.fetches[1]!.input).toMatchObject({ direction: "after", cursor: 3 });
    chat.fetches[1]!.resolve(chat.server.answer(chat.fetches[1]!.input));
    await settle();
    chat.offline();
    expect(chat.context().connected).toBe(false);
    // Missed while offline.
    chat.server.post();
    chat.server.post();
    chat.live();
    expect(chat.fetches[2]!.input).toMatchObject({ direction: "after", cursor: 3 });
    // Pushed again once subscribed, before the resume answers.
    const pushed = chat.post();
    const answer = chat.server.answer(chat.fetches[2]!.input);
    chat.fetches[2]!.resolve(answer);
    await settle();
    expect(chat.ids()).toEqual([1, 2, 3, 4, 5, 6]);
    expect(pushed.seq).toBe(6);
    expect(chat.context().connected).toBe(true);
  });

  it("sets the unread flag rather than adding, while the reader is up the list", async () => {
    const chat = chatHarness(fakeChatServer(3));
    await settle();
    chat.actor.send({ type: "chat.scrolled", atTop: false, atBottom: false });
    chat.server.post();
    chat.live();
    await settle();
    expect(chat.ids()).toEqual([1, 2, 3]);
    expect(hasUnread(chat.context())).toBe(true);
  });
});

describe("when tapping and replying", () => {
  it("toggles the active message and leaves reply mode", async () => {
    const chat = chatHarness(fakeChatServer(3));
    await settle();
    chat.actor.send({ type: "chat.reply.start", id: "m2" });
    expect(chat.context().replyTo?.id).toBe("m2");
    chat.actor.send({ type: "chat.message.tap", id: "m3" });
    expect(chat.context()).toMatchObject({ activeId: "m3", replyTo: null });
    chat.actor.send({ type: "chat.message.tap", id: "m3" });
    expect(chat.context().activeId).toBeNull();
  });

  it("asks a visitor to sign in to reply or send", async () => {
    const chat = chatHarness(fakeChatServer(3), { input: { viewerId: null } });
    await settle();
    chat.actor.send({ type: "chat.reply.start", id: "m2" });
    chat.actor.send({ type: "chat.draft.change", text: "hi" });
    chat.actor.send({ type: "chat.send" });
    expect(chat.emitted).toEqual([{ type: "chat.signInRequired" }, { type: "chat.signInRequired" }]);
    expect(chat.sends).toHaveLength(0);
  });
});

describe("when sending", () => {
  it("shows the message at once, then the server's, with the reply's quote", async () => {
    const chat = chatHarness(fakeChatServer(3));
    await settle();
    chat.actor.send({ type: "chat.reply.start", id: "m2" });
    chat.actor.send({ type: "chat.draft.change", text: "  me too \n" });
    chat.actor.send({ type: "chat.send" });
    expect(chat.context().draft).toBe("");
    expect(chat.context().replyTo).toBeNull();
    expect(shownPending(chat.context())).toMatchObject([
      { clientMessageId: "tab-0001-1", text: "me too", status: "sending", replyTo: { id: "m2" } },
    ]);
    expect(chat.sends[0]!.input).toEqual({
      eventId: EVENT_ID,
      text: "me too",
      replyToId: "m2",
      clientMessageId: "tab-0001-1",
    });
    const message = chat.server.post(ME, "me too");
    chat.sends[0]!.resolve({ clientMessageId: "tab-0001-1", message });
    await settle();
    expect(chat.context().pending).toEqual([]);
    expect(chat.ids()).toEqual([1, 2, 3, 4]);
  });

  it("keeps one copy when the room's echo comes before the answer", async () => {
    const chat = chatHarness(fakeChatServer(3));
    await settle();
    chat.actor.send({ type: "chat.draft.change", text: "goal!" });
    chat.actor.send({ type: "chat.send" });
    const message = chat.post(ME, "goal!");
    expect(chat.context().pending).toEqual([]);
    expect(chat.ids()).toEqual([1, 2, 3, 4]);
    chat.sends[0]!.resolve({ clientMessageId: "tab-0001-1", message });
    await settle();
    expect(chat.ids()).toEqual([1, 2, 3, 4]);
  });

  it("sends one at a time, in the order written", async () => {
    const chat = chatHarness(fakeChatServer(0));
    await settle();
    for (const text of ["one", "two"]) {
      chat.actor.send({ type: "chat.draft.change", text });
      chat.actor.send({ type: "chat.send" });
    }
    expect(chat.sends.map((call) => call.input.text)).toEqual(["one"]);
    chat.sends[0]!.resolve({ clientMessageId: "tab-0001-1", message: chat.server.post(ME, "one") });
    await settle();
    expect(chat.sends.map((call) => call.input.text)).toEqual(["one", "two"]);
  });

  it("turns the rate limit into its toast, and a retry keeps the client id", async () => {
    const chat = chatHarness(fakeChatServer(1));
    await settle();
    chat.actor.send({ type: "chat.draft.change", text: "spam" });
    chat.actor.send({ type: "chat.send" });
    chat.sends[0]!.reject(rateLimited());
    await settle();
    expect(chat.emitted).toEqual([{ type: "chat.rateLimited" }]);
    expect(chat.context().pending).toMatchObject([
      { status: "failed", failure: { code: "chat.too_many_requests" } },
    ]);
    chat.actor.send({ type: "chat.pending.retry", clientMessageId: "tab-0001-1" });
    expect(chat.sends[1]!.input.clientMessageId).toBe("tab-0001-1");
    chat.sends[1]!.reject(new NetworkError({ uri: "/rpc", cause: new Error("offline") }));
    await settle();
    expect(chat.emitted.at(-1)).toMatchObject({ type: "chat.failed", action: "send" });
    chat.actor.send({ type: "chat.pending.discard", clientMessageId: "tab-0001-1" });
    expect(chat.context().pending).toEqual([]);
  });

  it("sends nothing empty or too long", async () => {
    const chat = chatHarness(fakeChatServer(1));
    await settle();
    for (const text of ["   ", "x".repeat(501)]) {
      chat.actor.send({ type: "chat.draft.change", text });
      chat.actor.send({ type: "chat.send" });
    }
    expect(chat.sends).toHaveLength(0);
  });

  it("takes a reader of older messages to the newest once their message is posted", async () => {
    const chat = chatHarness(fakeChatServer(12));
    await settle();
    chat.actor.send({ type: "chat.scrolled", atTop: true, atBottom: false });
    await settle();
    chat.actor.send({ type: "chat.scrolled", atTop: true, atBottom: false });
    await settle();
    expect(chat.context().window.hasMoreAfter).toBe(true);
    chat.actor.send({ type: "chat.draft.change", text: "back down" });
    chat.actor.send({ type: "chat.send" });
    expect(shownPending(chat.context())).toEqual([]);
    chat.sends[0]!.resolve({ clientMessageId: "tab-0001-1", message: chat.server.post(ME, "back down") });
    await settle();
    expect(chat.ids()).toEqual([11, 12, 13]);
  });
});

describe("when deleting", () => {
  it("deletes the reader's own message only, which stays in place flagged", async () => {
    const chat = chatHarness(fakeChatServer(3, (seq) => (seq === 2 ? ME : ANN)));
    await settle();
    chat.actor.send({ type: "chat.delete", id: "m1" });
    expect(chat.deletes).toHaveLength(0);
    chat.actor.send({ type: "chat.delete", id: "m2" });
    expect(chat.deletes[0]!.input).toEqual({ messageId: "m2" });
    chat.deletes[0]!.resolve(chat.server.remove("m2"));
    await settle();
    expect(chat.context().window.messages[1]).toMatchObject({ id: "m2", deleted: true, text: "" });
  });
});

describe("when blocking", () => {
  it("asks first, then hides the user's messages, held and live, and tells the app", async () => {
    const chat = chatHarness(fakeChatServer(3, (seq) => (seq % 2 === 0 ? BOT : ANN)));
    await settle();
    chat.actor.send({ type: "chat.block.open", userId: BOT.id, name: BOT.name });
    expect(chat.actor.getSnapshot().matches({ blocking: "confirming" })).toBe(true);
    chat.actor.send({ type: "chat.block.cancel" });
    expect(chat.blocks).toHaveLength(0);
    chat.actor.send({ type: "chat.block.open", userId: BOT.id, name: BOT.name });
    chat.actor.send({ type: "chat.block.confirm" });
    expect(chat.blocks[0]!.input).toEqual({ userId: BOT.id });
    chat.blocks[0]!.resolve({ blockedUserId: BOT.id });
    await settle();
    expect(chat.emitted).toEqual([{ type: "chat.blocked", userId: BOT.id, name: BOT.name }]);
    expect(shownMessages(chat.context()).map((m) => m.seq)).toEqual([1, 3]);
    chat.post(BOT, "can you hear me");
    expect(shownMessages(chat.context()).map((m) => m.seq)).toEqual([1, 3]);
    chat.actor.send({ type: "chat.unblock", userId: BOT.id, name: BOT.name });
    chat.unblocks[0]!.resolve({ blockedUserId: BOT.id });
    await settle();
    expect(chat.context().blocked).toEqual([]);
    expect(chat.emitted.at(-1)).toEqual({ type: "chat.unblocked", userId: BOT.id, name: BOT.name });
  });

  it("hides the users the profile lists, and follows the profile's changes", async () => {
    const chat = chatHarness(fakeChatServer(3), { input: { blockedUserIds: [ANN.id] } });
    await settle();
    expect(shownMessages(chat.context())).toEqual([]);
    chat.actor.send({ type: "chat.viewer", viewerId: ME.id, blockedUserIds: [] });
    expect(shownMessages(chat.context())).toHaveLength(3);
  });

  it("keeps the modal open with the reason when the call fails; nobody blocks themselves", async () => {
    const chat = chatHarness(fakeChatServer(1));
    await settle();
    chat.actor.send({ type: "chat.block.open", userId: ME.id, name: ME.name });
    expect(chat.actor.getSnapshot().matches({ blocking: "closed" })).toBe(true);
    chat.actor.send({ type: "chat.block.open", userId: ANN.id, name: ANN.name });
    chat.actor.send({ type: "chat.block.confirm" });
    chat.blocks[0]!.reject(new NetworkError({ uri: "/rpc", cause: new Error("offline") }));
    await settle();
    expect(chat.actor.getSnapshot().matches({ blocking: "confirming" })).toBe(true);
    expect(chat.context().blockFailure?.kind).toBe("network");
  });
});

describe("the chat's language", () => {
  it("is the stored one, and the reader's choice is saved", async () => {
    const chat = chatHarness(fakeChatServer(1), { storedLocale: "ru" });
    await settle();
    expect(chat.context().locale).toBe("ru");
    chat.actor.send({ type: "chat.locale.choose", language: "th" });
    await settle();
    expect(chat.savedLocales).toEqual([{ eventId: EVENT_ID, language: "th" }]);
  });

  it("shows a translation in it when the message has one", () => {
    const message = { ...messageOf(1), language: "es" as const, text: "hola", translates: { en: "hello" } };
    expect(textIn(message, "en")).toEqual({ text: "hello", translated: true });
    expect(textIn(message, "ru")).toEqual({ text: "hola", translated: false });
    expect(textIn(message, "es")).toEqual({ text: "hola", translated: false });
  });
});
