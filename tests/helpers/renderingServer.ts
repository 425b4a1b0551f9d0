import type { FeedEvent, FeedTree } from "../../domain/feed/tree";
import {
  makeSimulatorProvider,
  type SimulatorProvider,
} from "../../server/provider/simulator/SimulatorProvider";
import { createPageRenderer } from "../../ui/app/ssr/entry-server";
import { INDEX_TEMPLATE } from "./indexTemplate";
import { startTestServer, type TestServer } from "./testServer";

/**
 * The real server rendering pages through the app's server entry (from source), over a seeded simulator
 * playing soccer fast enough to have live matches at once: what the server-rendering and header tests
 * read. Its line has settled when this resolves.
 */
export const startRenderingServer = async (
  seed: string,
  env: Readonly<Record<string, string>> = {},
): Promise<TestServer<SimulatorProvider>> => {
  const server = await startTestServer({
    provider: makeSimulatorProvider({ seed, speed: 60, sports: ["soccer"], tickMs: 200 }),
    env,
    pages: { createPageRenderer, template: INDEX_TEMPLATE, manifest: {} },
  });
  await server.app.feed.settled();
  return server;
};

/** Every event of a tree, sport by sport. */
export const eventsIn = (tree: FeedTree): FeedEvent[] =>
  Object.values(tree.sports).flatMap((sport) =>
    Object.values(sport.categories).flatMap((category) =>
      Object.values(category.tournaments).flatMap((tournament) => Object.values(tournament.events)),
    ),
  );
