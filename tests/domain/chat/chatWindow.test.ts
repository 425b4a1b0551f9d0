import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CHAT_MESSAGES_LIMIT, type ChatMessage } from "../../../domain/chat/chatMessage";
import {
  type ChatPage,
  type ChatWindow,
  chatWindowOfPage,
  deletedMessage,
  EMPTY_CHAT_WINDOW,
  fetchedDown,
  fetchedUp,
  lastSeq,
  readToBottom,
  receivedMessage,
  visibleMessages,
} from "../../../domain/chat/chatWindow";

const message = (seq: number, author = `u${seq % 3}`): ChatMessage => ({
  id: `m${seq}`,
  eventId: "ev",
  seq,
  author: { id: author, name: author, avatarUrl: null, simulated: false },
  text: `text ${seq}`,
  language: "en",
  translates: {},
  replyTo: null,
  timestamp: seq * 1000,
  deleted: false,
});

/** The room's page of `size` messages ending at `last` (or starting after `after`), like the server. */
const pageBefore = (total: number, cursor: number, size: number): ChatPage => {
  const from = Math.max(1, cursor - size);
  const messages = [];
  for (let seq = from; seq < cursor; seq++) messages.push(message(seq));
  return { messages, hasMoreBefore: from > 1, hasMoreAfter: cursor <= total };
};
const pageAfter = (total: number, cursor: number, size: number): ChatPage => {
  const to = Math.min(total, cursor + size);
  const messages = [];
  for (let seq = cursor + 1; seq <= to; seq++) messages.push(message(seq));
  return { messages, hasMoreBefore: cursor >= 1, hasMoreAfter: to < total };
};
const latest = (total: number, size: number) => pageBefore(total, total + 1, size);

const invariants = (window: ChatWindow) => {
  expect(window.messages.length).toBeLessThanOrEqual(CHAT_MESSAGES_LIMIT);
  const seqs = window.messages.map((m) => m.seq);
  expect(new Set(window.messages.map((m) => m.id)).size).toBe(seqs.length);
  // Contiguous: a window is one slice of the room, never two pieces.
  seqs.forEach((seq, i) => {
    if (i > 0) expect(seq).toBe(seqs[i - 1]! + 1);
  });
};

describe("the chat window", () => {
  it("holds at most 150 contiguous messages, whatever the fetches and arrivals (property)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 600 }),
        fc.array(
          fc.oneof(fc.constant("up"), fc.constant("down"), fc.constant("new"), fc.constant("new-scrolled")),
          {
            maxLength: 40,
          },
        ),
        fc.integer({ min: 1, max: 150 }),
        (initial, steps, size) => {
          let total = initial;
          let window = chatWindowOfPage(latest(total, size));
          invariants(window);
          for (const step of steps) {
            const first = window.messages[0]?.seq ?? total + 1;
            const last = lastSeq(window);
            if (step === "up" && window.hasMoreBefore)
              window = fetchedUp(window, pageBefore(total, first, size));
            else if (step === "down" && window.hasMoreAfter)
              window = fetchedDown(window, pageAfter(total, last, size));
            else if (step === "new" || step === "new-scrolled") {
              total += 1;
              window = receivedMessage(window, message(total), step === "new");
            }
            invariants(window);
            // What it says of the room is true.
            if (window.messages.length > 0) {
              expect(window.hasMoreBefore).toBe(window.messages[0]!.seq > 1);
              if (!window.hasMoreAfter) expect(lastSeq(window)).toBe(total);
            }
          }
        },
      ),
    );
  });

  it("fetching up merges and trims the newest; fetching down merges and trims the oldest", () => {
    let window = chatWindowOfPage(latest(400, 150));
    expect(window.messages[0]!.seq).toBe(251);
    window = fetchedUp(window, pageBefore(400, 251, 50));
    expect(window.messages.map((m) => m.seq)).toEqual(Array.from({ length: 150 }, (_, i) => 201 + i));
    expect(window.hasMoreAfter).toBe(true);
    window = fetchedDown(window, pageAfter(400, 350, 50));
    expect(window.messages[0]!.seq).toBe(251);
    expect(window.hasMoreAfter).toBe(false);
  });

  it("a new message at the bottom is added; scrolled up, it only sets the unread flag", () => {
    const window = chatWindowOfPage(latest(10, 50));
    const atBottom = receivedMessage(window, message(11), true);
    expect(lastSeq(atBottom)).toBe(11);
    expect(atBottom.unread).toBe(false);
    const scrolled = receivedMessage(window, message(11), false);
    expect(lastSeq(scrolled)).toBe(10);
    expect(scrolled.unread).toBe(true);
    expect(scrolled.hasMoreAfter).toBe(true);
    // Going down to the newest clears it.
    const down = fetchedDown(scrolled, pageAfter(11, 10, 50));
    expect(down.unread).toBe(false);
    expect(lastSeq(down)).toBe(11);
  });

  it("never doubles a message delivered twice (a resend, a replay after a reconnect)", () => {
    let window = chatWindowOfPage(latest(10, 50));
    window = receivedMessage(window, message(11), true);
    window = receivedMessage(window, message(11), true);
    window = fetchedDown(window, pageAfter(11, 9, 50));
    expect(window.messages.filter((m) => m.seq === 11)).toHaveLength(1);
    expect(window.messages).toHaveLength(11);
  });

  it("a deleted message keeps its place with no text, and replies to it say so", () => {
    const reply = {
      ...message(3),
      replyTo: { id: "m2", authorId: "u2", authorName: "u2", excerpt: "text 2", deleted: false },
    };
    const window = fetchedDown(EMPTY_CHAT_WINDOW, {
      messages: [message(1), message(2), reply],
      hasMoreBefore: false,
      hasMoreAfter: false,
    });
    const after = deletedMessage(window, "m2");
    expect(after.messages[1]).toMatchObject({ id: "m2", deleted: true, text: "" });
    expect(after.messages[2]!.replyTo).toMatchObject({ deleted: true, excerpt: "" });
  });

  it("reading to the bottom clears the unread flag only when the newest is held", () => {
    const unread: ChatWindow = { ...chatWindowOfPage(latest(5, 50)), unread: true };
    expect(readToBottom(unread).unread).toBe(false);
    expect(readToBottom({ ...unread, hasMoreAfter: true }).unread).toBe(true);
  });

  it("hides the messages of blocked users", () => {
    const messages = [message(1, "a"), message(2, "b"), message(3, "a")];
    expect(visibleMessages(messages, new Set(["a"])).map((m) => m.seq)).toEqual([2]);
    expect(visibleMessages(messages, new Set())).toBe(messages);
  });

  it("quotes no blocked user in others' replies", () => {
    const reply = {
      ...message(4, "b"),
      replyTo: { id: "m1", authorId: "a", authorName: "a", excerpt: "text 1", deleted: false },
    };
    const [shown] = visibleMessages([message(1, "a"), reply], new Set(["a"]));
    expect(shown!.seq).toBe(4);
    expect(shown!.replyTo).toMatchObject({ id: "m1", authorName: "", excerpt: "", fromBlocked: true });
    expect(visibleMessages([reply], new Set(["c"]))[0]!.replyTo).toEqual(reply.replyTo);
  });
});
