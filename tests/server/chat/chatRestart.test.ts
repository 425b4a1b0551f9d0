import { mkdtemp, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { ChatMessage } from "../../../domain/chat/chatMessage";
import { type App, createApp } from "../../../server/app";
import { loadConfig } from "../../../server/config";
import { migrate } from "../../../server/db/migrate";
import { openPglite } from "../../../server/db/pgliteDriver";
import type { SqlDriver } from "../../../server/db/SqlDriver";
import { makeLogger } from "../../../server/log";
import { type ManualProvider, makeManualProvider } from "../../../server/provider/manualProvider";
import { SOCCER } from "../../helpers/lineBuilder";
import type { TestServer } from "../../helpers/testServer";
import { expectOk, testPolicy } from "../accounts/accountsHarness";
import { type ChatUser, chatLine, chatUser, LIVE, page, remove, send } from "./chatHarness";

/**
 * The chat's history is the database's: a server started again over the same PGlite folder answers the
 * same messages, and goes on numbering after them.
 */
const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

const startOn = async (dataDir: string): Promise<TestServer & { readonly stop: () => Promise<void> }> => {
  const driver: SqlDriver = await openPglite(dataDir);
  await migrate(driver);
  const provider: ManualProvider = makeManualProvider([SOCCER]);
  const config = loadConfig({
    PORT: "0",
    DATA_DIR: dataDir,
    NODE_ENV: "test",
    WEB_DIR: "tests/fixtures/web",
  });
  const app: App = await createApp({
    config,
    driver,
    logger: makeLogger("silent"),
    provider,
    accountPolicy: testPolicy(),
  });
  provider.push(SOCCER.id, chatLine());
  await app.feed.settled();
  await new Promise<void>((resolve) => app.server.listen(0, "127.0.0.1", resolve));
  const { port } = app.server.address() as AddressInfo;
  return {
    app,
    driver,
    provider,
    url: `http://127.0.0.1:${port}`,
    wsUrl: `ws://127.0.0.1:${port}/ws`,
    close: () => app.close(),
    stop: async () => {
      await app.close();
      await driver.close();
    },
  };
};

describe("the chat across a restart", () => {
  it("keeps every message, deletions and replies, and numbers on from the last seq", async () => {
    const dataDir = await mkdtemp(join(tmpdir(), "chat-restart-"));
    dirs.push(dataDir);
    const first = await startOn(dataDir);
    const ann: ChatUser = await chatUser(first);
    const sent: ChatMessage[] = [];
    for (const text of ["one", "two", "three"])
      sent.push(expectOk<ChatMessage>(await send(first, ann, { text })));
    const reply = expectOk<ChatMessage>(await send(first, ann, { text: "re: one", replyToId: sent[0]!.id }));
    expectOk(await remove(first, ann, sent[1]!.id));
    const before = await page(first, { eventId: LIVE, direction: "latest" });
    await first.stop();

    const second = await startOn(dataDir);
    const after = await page(second, { eventId: LIVE, direction: "latest" });
    expect(after.messages).toEqual(before.messages);
    expect(after.messages.map((m) => [m.seq, m.text, m.deleted])).toEqual([
      [1, "one", false],
      [2, "", true],
      [3, "three", false],
      [4, "re: one", false],
    ]);
    expect(after.messages[3]?.replyTo?.id).toBe(reply.replyTo?.id);
    // The session survived too (its signing key is stored): the same user writes on, at seq 5.
    expect(expectOk<ChatMessage>(await send(second, ann, { text: "four" })).seq).toBe(5);
    await second.stop();
  });
});
