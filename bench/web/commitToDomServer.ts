import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { WebSocketServer } from "ws";
import type { FeedBatch } from "../../domain/feed/diff";
import type { Sport } from "../../domain/feed/tree";
import { fullSport } from "../../domain/sports/catalogue";
import { formatOdds } from "../../domain/sportsbook/formatOdds";
import { type App, createApp } from "../../server/app";
import { loadConfig } from "../../server/config";
import { openDatabase } from "../../server/db/openDatabase";
import { makeLogger } from "../../server/log";
import { makeManualProvider } from "../../server/provider/manualProvider";
import { syntheticLine } from "../syntheticLine";
import { barePageHtml } from "./barePage";
import { CommitLog } from "./commitLog";
import { cellKey, MAIN_COLUMNS, MAIN_MARKET, type OddsCell, oddsCells, withOddsChanges } from "./oddsChanges";

export interface CommitToDomServerOptions {
  /** The built web app (vite build output). */
  readonly webDir: string;
  /** The app's port (0: any free one). The bare echo always takes a free one. */
  readonly port: number;
  /** Live soccer events on the line: rows of the live page. */
  readonly events: number;
}

export interface CommitToDomServer {
  readonly appUrl: string;
  readonly bareUrl: string;
  readonly cells: ReadonlyArray<OddsCell>;
  readonly commits: CommitLog;
  /** Pushes `perBatch` price changes through the provider; the engine commits them as it can. */
  readonly push: (perBatch: number) => void;
  /** Resolves once everything pushed is committed and published. */
  readonly settled: () => Promise<void>;
  /** Committed batches also go to the bare echo's page (while one is connected). */
  readonly bareClients: () => number;
  readonly close: () => Promise<void>;
}

const listen = (server: Server, port: number) =>
  new Promise<number>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve((server.address() as AddressInfo).port));
  });

/**
 * The bench's server: the real app (createApp over PGlite in memory) fed by a manual provider holding
 * a line of live soccer events, and beside it a bare websocket echo with its plain page. Every batch the
 * engine commits is logged with the moment its commit resolved (Date.now) and sent as it is to the bare
 * page, so both pages receive the same commits.
 */
export const startCommitToDomServer = async (
  options: CommitToDomServerOptions,
): Promise<CommitToDomServer> => {
  const soccer = fullSport("soccer");
  const sport = { id: soccer.id, code: "soccer", name: "Soccer", priority: 10000, kind: "base" as const };
  const config = loadConfig({
    PORT: String(options.port),
    HOST: "127.0.0.1",
    DATA_DIR: "memory://",
    NODE_ENV: "test",
    LOG_LEVEL: "warn",
    WEB_DIR: options.webDir,
  });
  const logger = makeLogger("warn");
  const driver = await openDatabase(config);
  const provider = makeManualProvider([sport]);
  const commits = new CommitLog();

  const bare = createServer();
  const bareSockets = new WebSocketServer({ server: bare, path: "/bare" });
  const onCommitted = (batch: FeedBatch): void => {
    commits.record(batch, Date.now());
    if (bareSockets.clients.size === 0) return;
    const frame = JSON.stringify(batch);
    for (const client of bareSockets.clients) client.send(frame);
  };

  const app: App = await createApp({
    config,
    driver,
    logger,
    provider,
    feedOptions: { onCommitted, viewLingerMs: 1000 },
  });
  let line: Sport = syntheticLine(sport.id, options.events, Date.now(), 1);
  const cells = oddsCells(line);
  for (const cell of cells) {
    const event = line.categories[cell.categoryId]!.tournaments[cell.tournamentId]!.events[cell.eventId]!;
    const outcome =
      event.scopes["full_event--0"]!.markets[MAIN_MARKET]!.outcomes[MAIN_COLUMNS[cell.column]!]!;
    commits.seed(cellKey(cell.eventId, cell.column), formatOdds(outcome.coefficient));
  }
  provider.push(sport.id, line);
  await app.feed.settled();
  // Between the bench's phases nothing is pushed for a while: heartbeats keep the line from being
  // suspended as a silent provider's.
  const heartbeat = setInterval(() => provider.heartbeat(), 1000);

  bare.on("request", (req, res) => {
    if (req.url !== "/") {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    res.end(barePageHtml(line, cells, "/bare"));
  });
  const appPort = await listen(app.server, options.port);
  const barePort = await listen(bare, 0);

  let step = 0;
  return {
    appUrl: `http://127.0.0.1:${appPort}`,
    bareUrl: `http://127.0.0.1:${barePort}/`,
    cells,
    commits,
    push: (perBatch) => {
      step++;
      line = withOddsChanges(line, cells, step, perBatch);
      provider.push(sport.id, line);
    },
    settled: () => app.feed.settled(),
    bareClients: () => bareSockets.clients.size,
    close: async () => {
      clearInterval(heartbeat);
      for (const client of bareSockets.clients) client.terminate();
      await new Promise<void>((resolve) => bareSockets.close(() => resolve()));
      await new Promise<void>((resolve) => bare.close(() => resolve()));
      await app.close();
      await driver.close();
    },
  };
};
