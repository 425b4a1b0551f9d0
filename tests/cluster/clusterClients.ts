import WebSocket from "ws";
import { type Actor, createActor } from "xstate";
import { FindEventSnapshot, GetLine, GetLiveLine } from "../../domain/feed/commands";
import type { LineView } from "../../domain/feed/views";
import { feedMachine } from "../../machines/feed/feedMachine";
import { RpcClient } from "../../transport/rpc/RpcClient";
import { makeFeedActors } from "../../ui/app/feedActors";
import { type NodeTransport, nodeTransport } from "../helpers/nodeTransport";

export const waitFor = async (what: string, check: () => boolean | Promise<boolean>, timeoutMs = 30_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

/**
 * A browser as the cluster sees it: the app's own RPC and realtime clients (in Node) and a feed machine
 * following one view, counting the gap fetches and the fresh starts, so a test can tell a resume from
 * starting over.
 */
export interface FeedClient {
  readonly view: LineView;
  readonly transport: NodeTransport;
  readonly feed: Actor<typeof feedMachine>;
  readonly gaps: () => number;
  /** When each of its sockets was opened (clients given an address): a reconnect is a new opening. */
  readonly openings: ReadonlyArray<number>;
  readonly stop: () => Promise<void>;
}

/**
 * A WebSocket that says it comes from `address` (X-Forwarded-For, which HAProxy extends and the gateways
 * trust from loopback): a crowd of thousands is many people, not one address over its subscription bound.
 */
const socketFrom = (address: string, onOpening: () => void) =>
  class extends WebSocket {
    constructor(url: string, protocols?: string | string[]) {
      super(url, protocols, { headers: { "x-forwarded-for": address } });
      onOpening();
    }
  };

export const openFeedClient = async (
  baseUrl: string,
  view: LineView,
  options: { readonly random?: () => number; readonly address?: string } = {},
): Promise<FeedClient> => {
  const openings: number[] = [];
  const transport = await nodeTransport(
    baseUrl,
    options.address ? socketFrom(options.address, () => openings.push(Date.now())) : WebSocket,
    options.random ? { random: options.random } : {},
  );
  let gaps = 0;
  const feed = createActor(
    feedMachine.provide({ actors: makeFeedActors({ run: transport.run, topics: transport.topics }) }),
    {
      input: view,
      inspect: (event) => {
        if (event.type === "@xstate.actor" && (event.actorRef as { src?: unknown }).src === "loadGap") gaps++;
      },
    },
  ).start();
  return {
    view,
    transport,
    feed,
    gaps: () => gaps,
    openings,
    stop: async () => {
      feed.stop();
      await transport.close();
    },
  };
};

/** The server's own snapshot of a view, asked of one gateway. */
export const serverSnapshot = async (transport: NodeTransport, view: LineView) =>
  transport.run(
    RpcClient.use((rpc) =>
      view.kind === "live"
        ? rpc.call(GetLiveLine, { sportId: view.sportId })
        : view.kind === "event"
          ? rpc.call(FindEventSnapshot, { eventId: view.eventId })
          : rpc.call(GetLine, {
              sportId: view.sportId,
              date: view.date,
              timeZoneOffset: view.timeZoneOffset,
            }),
    ),
  );

/** Live soccer events in a live view's tree. */
export const liveEventIds = (tree: { sports: Record<string, unknown> }): string[] => {
  const ids: string[] = [];
  for (const sport of Object.values(tree.sports) as Array<{ categories: Record<string, unknown> }>)
    for (const category of Object.values(sport.categories) as Array<{ tournaments: Record<string, unknown> }>)
      for (const tournament of Object.values(category.tournaments) as Array<{
        events: Record<string, unknown>;
      }>)
        ids.push(...Object.keys(tournament.events));
  return ids;
};
