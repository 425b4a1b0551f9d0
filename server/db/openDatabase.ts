import type { ServerConfig } from "../config";
import { migrate } from "./migrate";
import { openPglite } from "./pgliteDriver";
import { openPostgres } from "./postgresDriver";
import type { SqlDriver } from "./SqlDriver";

/** Opens the configured engine and brings its schema up to date. */
export const openDatabase = async (
  config: Pick<ServerConfig, "dataDir" | "databaseUrl">,
): Promise<SqlDriver> => {
  const driver = config.databaseUrl
    ? await openPostgres(config.databaseUrl)
    : await openPglite(config.dataDir);
  await migrate(driver);
  return driver;
};
