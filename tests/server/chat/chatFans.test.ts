import { Schema } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PUBLIC_USER_QUERY, PublicUserAnswer } from "../../../domain/accounts/publicUser";
import { ChatMessage } from "../../../domain/chat/chatMessage";
import { LOCALES } from "../../../domain/i18n/locales";
import { loadConfig } from "../../../server/config";
import type { ManualProvider } from "../../../server/provider/manualProvider";
import { SOCCER } from "../../helpers/lineBuilder";
import { closeDatabases } from "../../helpers/testDatabase";
import { type ChatServer, chatLine, LIVE, page, room, startChatServer } from "./chatHarness";

let server: ChatServer;
beforeAll(async () => {
  server = await startChatServer({
    env: { SIM_CHAT: "1" },
    chat: { fanPace: { minDelayMs: 0, maxDelayMs: 0, perRoomPerMinute: 4 } },
  });
});
afterAll(async () => {
  await server.close();
  await closeDatabases();
});

const provider = () => server.provider as ManualProvider;

/** Moves the line (matches by id), then waits for the fans' answers to be stored. */
const play = async (changes: Parameters<typeof chatLine>[0]) => {
  provider().push(SOCCER.id, chatLine(changes));
  await server.app.feed.settled();
  await server.app.chat.fans?.idle();
};

const languages = new Set<string>(LOCALES.map((locale) => locale.language));

describe("the demo's chat fans", () => {
  it("answer a goal in the match's chat, in the interface languages, as simulated users", async () => {
    await play({ [LIVE]: { home: 1 } });
    const { messages } = await page(server, { eventId: LIVE, direction: "latest" });
    expect(messages.length).toBeGreaterThanOrEqual(1);
    expect(messages.length).toBeLessThanOrEqual(3);
    for (const message of messages) {
      Schema.decodeUnknownSync(ChatMessage)(message);
      expect(message.author.simulated).toBe(true);
      expect(languages.has(message.language)).toBe(true);
      expect(message.text).toMatch(/Home|1-0/);
    }
    // Their profiles say they are simulated.
    const answer = (await (
      await fetch(`${server.url}/graphql/users`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ query: PUBLIC_USER_QUERY, variables: { id: messages[0]!.author.id } }),
      })
    ).json()) as { data: unknown };
    expect(Schema.decodeUnknownSync(PublicUserAnswer)(answer.data).user?.simulated).toBe(true);
  });

  it("answer one goal once: the same goal seen again (a line that moved back and forth) adds nothing", async () => {
    const before = (await page(server, { eventId: LIVE, direction: "latest" })).messages.length;
    await play({ [LIVE]: { home: 0 } });
    await play({ [LIVE]: { home: 1 } });
    expect((await page(server, { eventId: LIVE, direction: "latest" })).messages).toHaveLength(before);
  });

  it("answer the final whistle, and keep to the room's limit however many goals fall", async () => {
    await play({ [room(1)]: { home: 1 } });
    await play({ [room(1)]: { home: 2 } });
    await play({ [room(1)]: { home: 3 } });
    await play({ [room(1)]: { home: 4 } });
    await play({ [room(1)]: { home: 5 } });
    const goals = (await page(server, { eventId: room(1), direction: "latest" })).messages;
    expect(goals.length).toBeLessThanOrEqual(4);
    expect(goals.length).toBeGreaterThanOrEqual(1);

    await play({ [room(2)]: { home: 2, away: 1, status: "finished" } });
    const final = (await page(server, { eventId: room(2), direction: "latest" })).messages;
    expect(final.length).toBeGreaterThanOrEqual(1);
    expect(final.every((message) => message.text.includes("2-1") || message.text.includes("Home"))).toBe(
      true,
    );
  });

  it("say nothing about a match not in play, or odds that move", async () => {
    await play({ [room(3)]: { coefficient: 2.5 } });
    expect((await page(server, { eventId: room(3), direction: "latest" })).messages).toEqual([]);
  });
});

describe("SIM_CHAT", () => {
  it("is on by default, off in tests unless set, and 0 turns it off", () => {
    expect(loadConfig({}).simChat).toBe(true);
    expect(loadConfig({ NODE_ENV: "test" }).simChat).toBe(false);
    expect(loadConfig({ NODE_ENV: "test", SIM_CHAT: "1" }).simChat).toBe(true);
    expect(loadConfig({ SIM_CHAT: "0" }).simChat).toBe(false);
    expect(() => loadConfig({ SIM_CHAT: "maybe" })).toThrow(/Invalid server configuration/);
  });
});
