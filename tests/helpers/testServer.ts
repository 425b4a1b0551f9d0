import type { AddressInfo } from "node:net";
import { type App, type AppOptions, createApp } from "../../server/app";
import { loadConfig } from "../../server/config";
import type { SqlDriver } from "../../server/db/SqlDriver";
import type { FeedEngineOptions } from "../../server/feed/FeedEngine";
import { makeLogger } from "../../server/log";
import { type ManualProvider, makeManualProvider } from "../../server/provider/manualProvider";
import type { SportsDataProvider } from "../../server/provider/SportsDataProvider";
import { freshDatabase } from "./testDatabase";

export interface TestServer<P extends SportsDataProvider = ManualProvider> {
  readonly app: App;
  readonly driver: SqlDriver;
  readonly provider: P;
  /** e.g. `http://127.0.0.1:41234` */
  readonly url: string;
  readonly wsUrl: string;
  readonly close: () => Promise<void>;
}

/** The real server, in process, on a fresh database and a free port. */
export const startTestServer = async <P extends SportsDataProvider = ManualProvider>(
  options: {
    readonly heartbeatMs?: number;
    readonly graphqlCacheMs?: number;
    /** A ManualProvider with no sports by default. */
    readonly provider?: P;
    readonly feedOptions?: Partial<
      Pick<FeedEngineOptions, "silenceMs" | "ringSize" | "viewLingerMs" | "flushMs">
    >;
    /** More environment for the server's config (e.g. SMTP_URL, MAIL_FROM). */
    readonly env?: Readonly<Record<string, string>>;
  } & Partial<
    Pick<
      AppOptions,
      | "clock"
      | "accountPolicy"
      | "logger"
      | "pages"
      | "simControl"
      | "role"
      | "statistics"
      | "chat"
      | "relayBus"
    >
  > = {},
): Promise<TestServer<P>> => {
  const provider = options.provider ?? (makeManualProvider([]) as SportsDataProvider as P);
  const driver = await freshDatabase();
  const config = loadConfig({
    PORT: "0",
    DATA_DIR: "memory://",
    NODE_ENV: "test",
    WEB_DIR: "tests/fixtures/web",
    ...options.env,
  });
  const app = await createApp({ config, driver, logger: makeLogger("silent"), ...options, provider });
  await new Promise<void>((resolve) => app.server.listen(0, "127.0.0.1", resolve));
  const { port } = app.server.address() as AddressInfo;
  return {
    app,
    driver,
    provider,
    url: `http://127.0.0.1:${port}`,
    wsUrl: `ws://127.0.0.1:${port}/ws`,
    close: () => app.close(),
  };
};
