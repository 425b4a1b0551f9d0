import { randomUUID } from "node:crypto";
import { Effect, Schema } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTH_PROFILE_QUERY, AuthProfileAnswer } from "../../../domain/accounts/authProfile";
import { ChatErrorCode } from "../../../domain/chat/chatCommands";
import type { ChatMessage } from "../../../domain/chat/chatMessage";
import { ChatTopicEvent, chatTopic } from "../../../domain/chat/chatTopic";
import { parseAdminCommand } from "../../../server/accounts/admin/adminCommand";
import { runAdminCommand } from "../../../server/accounts/admin/sessionAdmin";
import { Database } from "../../../server/db/Database";
import { closeDatabases } from "../../helpers/testDatabase";
import { connectPeer } from "../../helpers/wsPeer";
import { expectFailure, expectOk } from "../accounts/accountsHarness";
import {
  block,
  type ChatServer,
  type ChatUser,
  chatUser,
  fetchPage,
  OTHER,
  page,
  remove,
  room,
  say,
  send,
  startChatServer,
  unblock,
} from "./chatHarness";

let server: ChatServer;
let ann: ChatUser;
let bob: ChatUser;
let cid: ChatUser;

beforeAll(async () => {
  server = await startChatServer({ chat: { policy: { bannedWordsTtlMs: 0, onlineEveryMs: 50 } } });
  [ann, bob, cid] = [await chatUser(server), await chatUser(server), await chatUser(server)];
});
afterAll(async () => {
  await server.close();
  await closeDatabases();
});

const decodeEvent = Schema.decodeUnknownSync(ChatTopicEvent);

/** A socket in an event's chat room, reading its events. */
const inRoom = async (eventId: string) => {
  const peer = await connectPeer(server.wsUrl);
  await peer.subscribe(chatTopic(eventId));
  return {
    ...peer,
    nextEvent: async (kind: ChatTopicEvent["kind"]) =>
      decodeEvent((await peer.next("event", (m) => (m.data as { kind?: string }).kind === kind)).data),
  };
};

const admin = (argv: string[]) => {
  const command = parseAdminCommand(argv);
  if ("error" in command) throw new Error(command.error);
  return Effect.runPromise(Effect.provide(runAdminCommand(command), Database.fromDriver(server.driver)));
};

describe("send_chat_message", () => {
  it("stores the message with the next seq, answers it and pushes it to the room", async () => {
    const peer = await inRoom(room(0));
    const first = await say(server, ann, "  Kick-off!  ", { eventId: room(0) });
    expect(first).toEqual({
      id: expect.any(String),
      eventId: room(0),
      seq: 1,
      author: { id: ann.userId, name: "Ann Smith", avatarUrl: null, simulated: false },
      text: "Kick-off!",
      language: "en",
      translates: {},
      replyTo: null,
      timestamp: expect.any(Number),
      deleted: false,
    });
    const pushed = await peer.nextEvent("message");
    expect(pushed).toEqual({ kind: "message", message: first });
    const second = await say(server, bob, "Come on", { eventId: room(0) });
    expect(second.seq).toBe(2);
    await peer.close();
  });

  it("writes in the language the sender says, else English", async () => {
    server.clock.advance(2_500);
    const spanish = expectOk<ChatMessage>(
      await send(server, ann, { eventId: room(1), text: "¡Vamos!", language: "es" }),
    );
    expect(spanish.language).toBe("es");
    expect((await say(server, ann, "Go!", { eventId: room(1) })).language).toBe("en");
  });

  it("replies: the reply carries its parent's author and an excerpt", async () => {
    const parent = await say(server, ann, `A long thought ${"x".repeat(120)}`, { eventId: room(2) });
    const reply = await say(server, bob, "Agreed", { eventId: room(2), replyToId: parent.id });
    expect(reply.replyTo).toEqual({
      id: parent.id,
      authorId: ann.userId,
      authorName: "Ann Smith",
      excerpt: expect.stringMatching(/^A long thought x+…$/),
      deleted: false,
    });
    expect([...reply.replyTo!.excerpt].length).toBe(80);
    // A reply stays in its parent's chat.
    server.clock.advance(2_500);
    expectFailure(
      await send(server, bob, { eventId: OTHER, text: "wrong room", replyToId: parent.id }),
      404,
      ChatErrorCode.messageNotFound,
    );
  });

  it("is idempotent per author and client id: a resend answers the stored message", async () => {
    const clientMessageId = randomUUID();
    server.clock.advance(2_500);
    const first = expectOk<ChatMessage>(
      await send(server, ann, { eventId: room(3), text: "once", clientMessageId }),
    );
    const again = expectOk<ChatMessage>(
      await send(server, ann, { eventId: room(3), text: "once (retried)", clientMessageId }),
    );
    expect(again).toEqual(first);
    // Another author may use the same client id: it is theirs.
    server.clock.advance(2_500);
    const other = expectOk<ChatMessage>(
      await send(server, bob, { eventId: room(3), text: "mine", clientMessageId }),
    );
    expect(other.seq).toBe(first.seq + 1);
    const stored = await server.driver.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM chat_messages WHERE event_id = $1",
      [room(3)],
    );
    expect(stored[0]?.n).toBe(2);
  });

  it("two tries of one send at once store it once, and seq stays gapless", async () => {
    const clientMessageId = randomUUID();
    server.clock.advance(10_000);
    const [a, b] = await Promise.all([
      send(server, cid, { eventId: room(4), text: "race", clientMessageId }),
      send(server, cid, { eventId: room(4), text: "race", clientMessageId }),
    ]);
    expect(expectOk<ChatMessage>(a).id).toBe(expectOk<ChatMessage>(b).id);
    const next = await say(server, cid, "after the race", { eventId: room(4) });
    expect(next.seq).toBe(2);
  });

  it("keeps markup as plain text: stored and answered exactly as typed", async () => {
    const payload = `<img src=x onerror="alert(1)"><script>alert('x')</script> & <b>bold</b>`;
    const sent = await say(server, ann, payload, { eventId: room(5) });
    expect(sent.text).toBe(payload);
    const { messages } = await page(server, { eventId: room(5), direction: "latest" });
    expect(messages.map((m) => m.text)).toEqual([payload]);
    const [row] = await server.driver.query<{ text: string }>(
      "SELECT text FROM chat_messages WHERE id = $1",
      [sent.id],
    );
    expect(row?.text).toBe(payload);
  });

  it("refuses an empty or too long text with chat.text_length; 500 emoji are 500 characters", async () => {
    server.clock.advance(10_000);
    expectFailure(
      await send(server, ann, { eventId: room(6), text: "  \n\t " }),
      400,
      ChatErrorCode.textLength,
    );
    expectFailure(
      await send(server, ann, { eventId: room(6), text: "a".repeat(501) }),
      400,
      ChatErrorCode.textLength,
    );
    const emoji = "⚽".repeat(500);
    expect((await say(server, ann, emoji, { eventId: room(6) })).text).toBe(emoji);
  });

  it("refuses a staff-banned word (whole words, any case or accent), and allows it once removed", async () => {
    expect(await admin(["chat-banned-words", "add", "Rotten", "Egg"])).toEqual(['"rotten egg" is banned.']);
    expect(await admin(["chat-banned-words", "add", "crápula"])).toEqual(['"crápula" is banned.']);
    expect(await admin(["chat-banned-words", "list"])).toEqual(["crápula", "rotten egg"]);
    server.clock.advance(10_000);
    expectFailure(
      await send(server, ann, { eventId: room(7), text: "What a ROTTEN egg of a ref" }),
      400,
      ChatErrorCode.bannedWord,
    );
    expectFailure(
      await send(server, ann, { eventId: room(7), text: "crapula!" }),
      400,
      ChatErrorCode.bannedWord,
    );
    expect((await say(server, ann, "rotten eggs are fine", { eventId: room(7) })).seq).toBe(1);
    expect(await admin(["chat-banned-words", "remove", "crápula"])).toEqual(['"crápula" is allowed again.']);
    expect((await say(server, ann, "crápula", { eventId: room(7) })).seq).toBe(2);
    await admin(["chat-banned-words", "remove", "rotten egg"]);
  });

  it("limits each user: the sixth message in 10 s is chat.too_many_requests (429), others still write", async () => {
    server.clock.advance(60_000);
    for (let n = 1; n <= 5; n++) expectOk(await send(server, bob, { eventId: room(8), text: `flood ${n}` }));
    const refused = expectFailure(
      await send(server, bob, { eventId: room(8), text: "flood 6" }),
      429,
      ChatErrorCode.tooManyRequests,
    );
    expect(refused[0]?.type).toBe("TOO_MANY_REQUESTS");
    expectOk(await send(server, ann, { eventId: room(8), text: "not me" }));
    server.clock.advance(10_001);
    expectOk(await send(server, bob, { eventId: room(8), text: "calm again" }));
  });

  it("needs a session to post, and an event people can open", async () => {
    expectFailure(await send(server, undefined, { text: "anonymous" }), 401, ChatErrorCode.signInRequired);
    expectFailure(
      await send(server, { userId: "x", accessToken: "not-a-token" }, { text: "bad token" }),
      401,
      "session.not_found_by_access_token",
    );
    server.clock.advance(2_500);
    expectFailure(
      await send(server, ann, { eventId: "no-such-event", text: "hello?" }),
      404,
      ChatErrorCode.eventNotFound,
    );
    expectFailure(
      await fetchPage(server, { eventId: "no-such-event", direction: "latest" }),
      404,
      ChatErrorCode.eventNotFound,
    );
    // A match not started has a chat too.
    expect((await say(server, ann, "Tomorrow!", { eventId: OTHER })).seq).toBe(1);
  });
});

describe("delete_chat_message", () => {
  it("flags the author's message deleted, clears its text, tells the room; replies show it", async () => {
    const peer = await inRoom(room(9));
    const parent = await say(server, ann, "regrettable", { eventId: room(9) });
    const reply = await say(server, bob, "indeed", { eventId: room(9), replyToId: parent.id });
    const deleted = expectOk<ChatMessage>(await remove(server, ann, parent.id));
    expect(deleted).toEqual({ ...parent, text: "", deleted: true, translates: {} });
    expect(await peer.nextEvent("deleted")).toEqual({ kind: "deleted", id: parent.id, seq: parent.seq });
    const { messages } = await page(server, { eventId: room(9), direction: "latest" });
    expect(messages.map((m) => [m.seq, m.deleted, m.text])).toEqual([
      [1, true, ""],
      [2, false, "indeed"],
    ]);
    expect(messages[1]?.replyTo).toEqual({ ...reply.replyTo, excerpt: "", deleted: true });
    // Again: answered as it is, and nobody is told twice.
    expect(expectOk<ChatMessage>(await remove(server, ann, parent.id))).toEqual(deleted);
    await peer.close();
  });

  it("refuses someone else's message, an unknown one, and a visitor", async () => {
    const message = await say(server, ann, "mine", { eventId: room(9) });
    expectFailure(await remove(server, bob, message.id), 403, ChatErrorCode.notAuthor);
    expectFailure(await remove(server, bob, "no-such-message"), 404, ChatErrorCode.messageNotFound);
    expectFailure(await remove(server, undefined, message.id), 401, ChatErrorCode.signInRequired);
    expect((await page(server, { eventId: room(9), direction: "latest" })).messages.at(-1)?.deleted).toBe(
      false,
    );
  });
});

describe("get_chat_messages", () => {
  it("pages up and down by seq, oldest first, with what lies on either side", async () => {
    for (let n = 1; n <= 7; n++) await say(server, n % 2 ? ann : bob, `m${n}`, { eventId: room(10) });
    const seqs = (p: { messages: ReadonlyArray<ChatMessage> }) => p.messages.map((m) => m.seq);
    const latest = await page(server, { eventId: room(10), direction: "latest", limit: 3 });
    expect([seqs(latest), latest.hasMoreBefore, latest.hasMoreAfter]).toEqual([[5, 6, 7], true, false]);
    const up = await page(server, { eventId: room(10), direction: "before", cursor: 5, limit: 3 });
    expect([seqs(up), up.hasMoreBefore, up.hasMoreAfter]).toEqual([[2, 3, 4], true, true]);
    const top = await page(server, { eventId: room(10), direction: "before", cursor: 2, limit: 3 });
    expect([seqs(top), top.hasMoreBefore, top.hasMoreAfter]).toEqual([[1], false, true]);
    const down = await page(server, { eventId: room(10), direction: "after", cursor: 1, limit: 4 });
    expect([seqs(down), down.hasMoreBefore, down.hasMoreAfter]).toEqual([[2, 3, 4, 5], true, true]);
    const bottom = await page(server, { eventId: room(10), direction: "after", cursor: 5, limit: 4 });
    expect([seqs(bottom), bottom.hasMoreBefore, bottom.hasMoreAfter]).toEqual([[6, 7], true, false]);
    // Resuming after a reconnect from the last seen seq: nothing new is an empty page.
    const resumed = await page(server, { eventId: room(10), direction: "after", cursor: 7 });
    expect([seqs(resumed), resumed.hasMoreBefore, resumed.hasMoreAfter]).toEqual([[], true, false]);
    const empty = await page(server, { eventId: room(15), direction: "latest" });
    expect([seqs(empty), empty.hasMoreBefore, empty.hasMoreAfter]).toEqual([[], false, false]);
  });

  it("counts the sockets in the room as people online, and pushes the count when it moves", async () => {
    const first = await inRoom(room(11));
    expect(await first.nextEvent("online")).toEqual({ kind: "online", usersOnline: 1 });
    const second = await inRoom(room(11));
    expect(await first.nextEvent("online")).toEqual({ kind: "online", usersOnline: 2 });
    expect((await page(server, { eventId: room(11), direction: "latest" })).usersOnline).toBe(2);
    await second.close();
    expect(await first.nextEvent("online")).toEqual({ kind: "online", usersOnline: 1 });
    await first.close();
    await expect
      .poll(async () => (await page(server, { eventId: room(11), direction: "latest" })).usersOnline)
      .toBe(0);
  });
});

describe("blocking", () => {
  it("hides a blocked user's messages from the blocker's history, pages counted without them", async () => {
    const authorOf = (p: { messages: ReadonlyArray<ChatMessage> }) => p.messages.map((m) => m.author.id);
    for (const [user, text] of [
      [ann, "a1"],
      [bob, "b1"],
      [ann, "a2"],
      [bob, "b2"],
      [ann, "a3"],
    ] as const)
      await say(server, user, text, { eventId: room(12) });
    expect(expectOk(await block(server, cid, ann.userId))).toEqual({ blockedUserId: ann.userId });
    expect(expectOk(await block(server, cid, ann.userId))).toEqual({ blockedUserId: ann.userId });

    const asCid = await page(server, { eventId: room(12), direction: "latest", limit: 2 }, cid);
    expect(asCid.messages.map((m) => m.text)).toEqual(["b1", "b2"]);
    expect(asCid.hasMoreBefore).toBe(false);
    const asCidDown = await page(server, { eventId: room(12), direction: "after", cursor: 2 }, cid);
    expect([asCidDown.messages.map((m) => m.text), asCidDown.hasMoreBefore]).toEqual([["b2"], true]);
    // Everyone else still sees all of it.
    expect(authorOf(await page(server, { eventId: room(12), direction: "latest" }))).toHaveLength(5);
    expect(authorOf(await page(server, { eventId: room(12), direction: "latest" }, bob))).toHaveLength(5);

    const profile = Schema.decodeUnknownSync(AuthProfileAnswer)(
      (
        (await (
          await fetch(`${server.url}/graphql/users`, {
            method: "POST",
            headers: { "content-type": "application/json", authorization: `Bearer ${cid.accessToken}` },
            body: JSON.stringify({ query: AUTH_PROFILE_QUERY }),
          })
        ).json()) as { data: unknown }
      ).data,
    ).authProfile;
    expect(profile?.blockedChatUsers).toEqual([{ blockedUserId: ann.userId }]);

    expect(expectOk(await unblock(server, cid, ann.userId))).toEqual({ blockedUserId: ann.userId });
    expect(expectOk(await unblock(server, cid, ann.userId))).toEqual({ blockedUserId: ann.userId });
    expect(authorOf(await page(server, { eventId: room(12), direction: "latest" }, cid))).toHaveLength(5);
  });

  it("refuses blocking oneself, an unknown user, and a visitor", async () => {
    expectFailure(await block(server, ann, ann.userId), 400, ChatErrorCode.selfBlock);
    expectFailure(await block(server, ann, "no-such-user"), 404, "user.not_found");
    expectFailure(await block(server, undefined, bob.userId), 401, ChatErrorCode.signInRequired);
    expectFailure(await unblock(server, undefined, bob.userId), 401, ChatErrorCode.signInRequired);
  });
});

describe("the operator command line", () => {
  it.each([
    [["chat-banned-words", "list"], { kind: "chat-banned-words.list" }],
    [["chat-banned-words", "add", " Bad ", "WORD "], { kind: "chat-banned-words.add", word: "bad word" }],
    [["chat-banned-words", "remove", "x"], { kind: "chat-banned-words.remove", word: "x" }],
  ])("reads %j", (argv, command) => {
    expect(parseAdminCommand(argv)).toEqual(command);
  });

  it.each([
    [["chat-banned-words"]],
    [["chat-banned-words", "add"]],
    [["chat-banned-words", "add", "!!"]],
    [["chat-banned-words", "list", "x"]],
  ])("refuses %j", (argv) => {
    expect(parseAdminCommand(argv)).toHaveProperty("error");
  });
});
