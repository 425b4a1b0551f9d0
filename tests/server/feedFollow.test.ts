import type { Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { createActor } from "xstate";
import { GetLiveLine } from "../../domain/feed/commands";
import type { LineView } from "../../domain/feed/views";
import { fullSport } from "../../domain/sports/catalogue";
import { feedMachine } from "../../machines/feed/feedMachine";
import {
  makeSimulatorProvider,
  type SimulatorProvider,
} from "../../server/provider/simulator/SimulatorProvider";
import { RpcClient } from "../../transport/rpc/RpcClient";
import { makeFeedActors } from "../../ui/app/feedActors";
import { type NodeTransport, nodeTransport } from "../helpers/nodeTransport";
import { closeDatabases } from "../helpers/testDatabase";
import { startTestServer, type TestServer } from "../helpers/testServer";

// A Saturday evening in Europe: tennis and volleyball are both being played.
const START = Date.UTC(2026, 10, 21, 17, 0);
const SPORTS = [fullSport("tennis").id, fullSport("volleyball").id];

const waitFor = async (what: string, check: () => boolean | Promise<boolean>, timeoutMs = 30_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

/**
 * The whole live path with the browser's own code: the simulator plays fast, the server's feed engine
 * commits and pushes, and two feed machines (one per sport) on the real RPC and realtime clients follow
 * the live views through a dropped connection. Once the simulator is paused, each copy must equal the
 * server's snapshot at the same version.
 */
describe("following two live sports through a dropped connection", () => {
  let provider: SimulatorProvider;
  let server: TestServer<SimulatorProvider>;
  let transport: NodeTransport;
  const sockets = new Set<Socket>();

  beforeAll(async () => {
    provider = makeSimulatorProvider({
      seed: "follow",
      speed: 60,
      startAt: START,
      sports: ["tennis", "volleyball"],
      tickMs: 100,
    });
    server = await startTestServer({ provider });
    server.app.server.on("upgrade", (_req, socket: Socket) => sockets.add(socket));
    transport = await nodeTransport(server.url, WebSocket);
  }, 60_000);

  afterAll(async () => {
    await transport?.close();
    await server?.close();
    await closeDatabases();
  });

  it("ends equal to the server's snapshot, having filled the hole from the log", async () => {
    let gaps = 0;
    const logic = feedMachine.provide({
      actors: makeFeedActors({ run: transport.run, topics: transport.topics }),
    });
    const feeds = SPORTS.map((sportId) =>
      createActor(logic, {
        input: { kind: "live", sportId } satisfies LineView,
        // Counts the gap fetches: the hole must be filled from the server's log, not by starting over.
        inspect: (event) => {
          if (event.type === "@xstate.actor" && (event.actorRef as { src?: unknown }).src === "loadGap")
            gaps++;
        },
      }).start(),
    );

    // Both copies live, both with live matches, both having applied pushed batches.
    await waitFor("both feeds live", () => feeds.every((f) => f.getSnapshot().hasTag("live")));
    const firstVersions = feeds.map((f) => f.getSnapshot().context.version!);
    for (const feed of feeds) expect(Object.keys(feed.getSnapshot().context.tree.sports)).toHaveLength(1);
    await waitFor("pushed batches", () =>
      feeds.every((f, i) => f.getSnapshot().context.version! > firstVersions[i]!),
    );

    // The network drops: every websocket's TCP connection is destroyed under the client.
    const versionsAtDrop = feeds.map((f) => f.getSnapshot().context.version!);
    expect(sockets.size).toBeGreaterThan(0);
    for (const socket of sockets) socket.destroy();
    sockets.clear();
    await waitFor("the client to notice", () => transport.status() !== "connected", 10_000);
    // Play goes on while the client is away (its reconnect pause is 5 s).
    await waitFor(
      "server versions to move on",
      () => SPORTS.every((sportId, i) => server.app.feed.version(sportId) > versionsAtDrop[i]! + 1),
      10_000,
    );
    await waitFor("the client to reconnect", () => transport.status() === "connected", 20_000);
    await waitFor(
      "both feeds past the hole",
      () =>
        feeds.every(
          (f, i) =>
            f.getSnapshot().hasTag("live") && f.getSnapshot().context.version! > versionsAtDrop[i]! + 1,
        ),
      20_000,
    );

    // Freeze the world and let the last pushes land; then compare with the server's own snapshot.
    provider.pause();
    await server.app.feed.settled();
    for (const [i, sportId] of SPORTS.entries()) {
      const snapshot = await transport.run(RpcClient.use((rpc) => rpc.call(GetLiveLine, { sportId })));
      await waitFor(
        `feed ${i} at the server's version`,
        () => feeds[i]!.getSnapshot().context.version === snapshot.version,
      );
      const { tree, fault } = feeds[i]!.getSnapshot().context;
      expect(tree).toEqual(snapshot.tree);
      expect(fault).toBeNull();
    }
    // The hole was filled from the server's log, not by starting over.
    expect(gaps).toBeGreaterThan(0);
    for (const feed of feeds) expect(feed.getSnapshot().context.retries).toBe(0);
    for (const feed of feeds) feed.stop();
  }, 90_000);
});
