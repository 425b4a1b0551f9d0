import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { RealtimeErrorCode } from "../../../domain/realtime/messages";
import { closeDatabases } from "../../helpers/testDatabase";
import { startTestServer, type TestServer } from "../../helpers/testServer";
import { connectPeer } from "../../helpers/wsPeer";
import { signedInUser } from "../accounts/accountsHarness";

/**
 * A topic registered with `authorize` is heard only by the sockets it lets in (issue 11: a user's
 * notifications): asked at subscribe, and again when a socket logs in as someone else or logs out.
 */
let server: TestServer;
const peers: Array<Awaited<ReturnType<typeof connectPeer>>> = [];

beforeAll(async () => {
  server = await startTestServer();
  server.app.topics.register((topic) => topic.startsWith("private."), {
    authorize: (topic, userId) => userId !== undefined && topic === `private.${userId}`,
  });
});
afterEach(async () => {
  await Promise.all(peers.splice(0).map((peer) => peer.close()));
});
afterAll(async () => {
  await server.close();
  await closeDatabases();
});

const peer = async () => {
  const p = await connectPeer(server.wsUrl);
  peers.push(p);
  return p;
};

const login = async (p: Awaited<ReturnType<typeof connectPeer>>, token: string) => {
  p.send({ type: "login", id: `login-${token.slice(-6)}`, token });
  await p.next("loggedin");
};

describe("a topic with an authorize hook", () => {
  it("refuses anonymous sockets and other users, and lets its user in", async () => {
    const ann = await signedInUser(server);
    const bob = await signedInUser(server);
    const topic = `private.${ann.user.userId}`;
    const anonymous = await peer();
    anonymous.send({ type: "subscribe", id: "s1", topic });
    expect(await anonymous.next("error")).toMatchObject({ id: "s1", code: RealtimeErrorCode.forbiddenTopic });
    const other = await peer();
    await login(other, bob.token.accessToken);
    other.send({ type: "subscribe", id: "s2", topic });
    expect(await other.next("error")).toMatchObject({ id: "s2", code: RealtimeErrorCode.forbiddenTopic });
    const own = await peer();
    await login(own, ann.token.accessToken);
    await own.subscribe(topic);
    expect(server.app.hub.publish(topic, { hello: 1 })).toBe(1);
    expect((await own.next("event")).data).toEqual({ hello: 1 });
  });

  it("drops the topic when its socket logs out or logs in as someone else", async () => {
    const ann = await signedInUser(server);
    const bob = await signedInUser(server);
    const topic = `private.${ann.user.userId}`;
    const tab = await peer();
    await login(tab, ann.token.accessToken);
    await tab.subscribe(topic);
    await login(tab, bob.token.accessToken);
    expect(server.app.hub.subscriberCount(topic)).toBe(0);
    await login(tab, ann.token.accessToken);
    await tab.subscribe(topic);
    tab.send({ type: "logout", id: "out" });
    await tab.next("loggedout");
    expect(server.app.hub.subscriberCount(topic)).toBe(0);
    expect(server.app.hub.publish(topic, {})).toBe(0);
  });
});
