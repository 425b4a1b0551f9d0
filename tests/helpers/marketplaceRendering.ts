import { afterAll, beforeAll } from "vitest";
import { joinPath } from "../../domain/feed/ids";
import type { FeedEvent } from "../../domain/feed/tree";
import { parseSsrPayload, SSR_PAYLOAD_ID } from "../../domain/ssr/ssrPayload";
import type { SimulatorProvider } from "../../server/provider/simulator/SimulatorProvider";
import { mainSportByCode, sportIdOf } from "../../ui/sports/mainSports";
import { eventsIn, startRenderingServer } from "./renderingServer";
import { closeDatabases } from "./testDatabase";
import type { TestServer } from "./testServer";

/**
 * What the marketplace pages' rendering tests share (tips, tip record, tipster profile, event Tips tab):
 * one rendering server per test file over a seeded soccer simulator, the snapshots a page carries, and
 * the soccer matches a tip can still be made on.
 */
export const SOCCER_ID = sportIdOf(mainSportByCode("soccer")!);

/**
 * Starts the rendering server before the file's tests and closes it (and the test databases) after them.
 * `server()` is the running server; `accounts()` the same one as the accounts helpers type it (they use
 * its address and mail only).
 */
export const renderingServerForFile = (seed: string, env: Readonly<Record<string, string>> = {}) => {
  let running: TestServer<SimulatorProvider> | undefined;
  beforeAll(async () => {
    running = await startRenderingServer(seed, env);
  }, 60_000);
  afterAll(async () => {
    await running?.close();
    await closeDatabases();
  });
  const server = (): TestServer<SimulatorProvider> => {
    if (!running) throw new Error("The rendering server is not running (outside the file's tests?)");
    return running;
  };
  return { server, accounts: (): TestServer => server() as unknown as TestServer };
};

/** The page machines' snapshots the HTML carries, by key. */
export const ssrPayloadOf = (html: string) =>
  parseSsrPayload(
    new RegExp(`<script type="application/json" id="${SSR_PAYLOAD_ID}">(.*?)</script>`).exec(html)?.[1],
  );

/** Soccer matches not started and not locked, today's then tomorrow's (UTC), in the line's order. */
export const upcomingSoccerEvents = (server: TestServer<SimulatorProvider>): FeedEvent[] => {
  const now = server.provider.now();
  return [0, 1]
    .flatMap((offset) => {
      const date = new Date(now + offset * 86_400_000).toISOString().slice(0, 10);
      return eventsIn(
        server.app.feed.snapshot({ kind: "day", sportId: SOCCER_ID, date, timeZoneOffset: 0 }).tree,
      );
    })
    .filter((event) => event.status === "not_started" && !event.locked);
};

/** The hash path of a match's first open match-result price, if its market is open. */
export const openMatchResultPath = (event: FeedEvent): string | undefined => {
  const market = event.scopes["full_event--0"]?.markets["1x2--nil"];
  const outcome =
    market && !market.locked ? Object.values(market.outcomes).find((o) => !o.locked) : undefined;
  return outcome
    ? joinPath(
        SOCCER_ID,
        event.categoryId,
        event.tournamentId,
        event.id,
        "full_event--0",
        "1x2--nil",
        outcome.code,
      )
    : undefined;
};
