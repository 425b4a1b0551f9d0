import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ChatMessage } from "../../../domain/chat/chatMessage";
import { type ChatTopicEvent, chatTopic } from "../../../domain/chat/chatTopic";
import { createApp } from "../../../server/app";
import { loadConfig } from "../../../server/config";
import { makeLogger } from "../../../server/log";
import { makeManualProvider } from "../../../server/provider/manualProvider";
import { memoryRelayNetwork } from "../../../server/realtime/memoryRelayBus";
import { SOCCER } from "../../helpers/lineBuilder";
import { closeDatabases } from "../../helpers/testDatabase";
import type { TestServer } from "../../helpers/testServer";
import { connectPeer } from "../../helpers/wsPeer";
import { expectOk, testPolicy } from "../accounts/accountsHarness";
import { movableClock } from "../accounts/movableClock";
import { type ChatServer, chatLine, chatUser, LIVE, page, send, startChatServer } from "./chatHarness";

/**
 * Two gateways of a cluster, in one test process: two apps over the same database, their realtime
 * relays joined by an in-memory bus in place of NATS.
 */
const network = memoryRelayNetwork();
let gatewayA: ChatServer;
let gatewayB: TestServer;

beforeAll(async () => {
  gatewayA = await startChatServer({ relayBus: network.bus(), chat: { policy: { onlineEveryMs: 50 } } });
  const provider = makeManualProvider([SOCCER]);
  const app = await createApp({
    config: loadConfig({ PORT: "0", DATA_DIR: "memory://", NODE_ENV: "test", WEB_DIR: "tests/fixtures/web" }),
    driver: gatewayA.driver,
    logger: makeLogger("silent"),
    provider,
    clock: movableClock(),
    accountPolicy: testPolicy(),
    role: "gateway",
    relayBus: network.bus(),
    chat: { policy: { onlineEveryMs: 50 } },
  });
  provider.push(SOCCER.id, chatLine());
  await app.feed.settled();
  await new Promise<void>((resolve) => app.server.listen(0, "127.0.0.1", resolve));
  const { port } = app.server.address() as AddressInfo;
  gatewayB = {
    app,
    driver: gatewayA.driver,
    provider,
    url: `http://127.0.0.1:${port}`,
    wsUrl: `ws://127.0.0.1:${port}/ws`,
    close: () => app.close(),
  };
});
afterAll(async () => {
  await gatewayB.close();
  await gatewayA.close();
  await closeDatabases();
});

const inRoom = async (server: TestServer) => {
  const peer = await connectPeer(server.wsUrl);
  await peer.subscribe(chatTopic(LIVE));
  return {
    ...peer,
    nextEvent: async <K extends ChatTopicEvent["kind"]>(
      kind: K,
      match: (event: Extract<ChatTopicEvent, { kind: K }>) => boolean = () => true,
    ) =>
      (
        await peer.next("event", (m) => {
          const data = m.data as ChatTopicEvent;
          return data.kind === kind && match(data as Extract<ChatTopicEvent, { kind: K }>);
        })
      ).data as Extract<ChatTopicEvent, { kind: K }>,
  };
};

describe("the chat over two server processes", () => {
  it("delivers a message sent to one gateway to the sockets of the other, once", async () => {
    const onA = await inRoom(gatewayA);
    const onB = await inRoom(gatewayB);
    const ann = await chatUser(gatewayA);
    const sent = expectOk<ChatMessage>(await send(gatewayB, ann, { text: "from B" }));
    expect((await onA.nextEvent("message")).message).toEqual(sent);
    expect((await onB.nextEvent("message")).message).toEqual(sent);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(
      onA.inbox.filter((m) => m.type === "event" && (m.data as ChatTopicEvent).kind === "message"),
    ).toEqual([]);
    await onA.close();
    await onB.close();
  });

  it("counts people online over both hubs, in the pushed count and in every page", async () => {
    const a1 = await inRoom(gatewayA);
    const b1 = await inRoom(gatewayB);
    const b2 = await inRoom(gatewayB);
    await a1.nextEvent("online", (event) => event.usersOnline === 3);
    await b1.nextEvent("online", (event) => event.usersOnline === 3);
    expect((await page(gatewayA, { eventId: LIVE, direction: "latest" })).usersOnline).toBe(3);
    expect((await page(gatewayB, { eventId: LIVE, direction: "latest" })).usersOnline).toBe(3);
    await b2.close();
    await a1.nextEvent("online", (event) => event.usersOnline === 2);
    await a1.close();
    await b1.nextEvent("online", (event) => event.usersOnline === 1);
    await b1.close();
  });
});
