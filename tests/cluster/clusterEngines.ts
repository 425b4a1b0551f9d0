import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { clusterBinaries } from "../../scripts/cluster/clusterBinaries";
import { natsProcess } from "../../scripts/cluster/natsProcess";
import { postgresProcess } from "../../scripts/cluster/postgresProcess";

/** A PostgreSQL server of a test file's own, in a temporary folder. */
export const startTestPostgres = async (port: number) => {
  const binaries = clusterBinaries({ install: false });
  const dir = mkdtempSync(join(tmpdir(), "funsclub-cluster-pg-"));
  // As root, the server runs as the postgres user, who must be able to reach its folder.
  chmodSync(dir, 0o755);
  const postgres = postgresProcess({
    bin: binaries.postgresBin,
    dir: join(dir, "postgres"),
    port,
    logFile: join(dir, "postgres.log"),
  });
  await postgres.start();
  return {
    ...postgres,
    remove: async () => {
      await postgres.process.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
};

/** A NATS server of a test file's own. */
export const startTestNats = async (port: number) => {
  const binaries = clusterBinaries({ install: false });
  const dir = mkdtempSync(join(tmpdir(), "funsclub-cluster-nats-"));
  const nats = natsProcess({
    bin: binaries.natsServer,
    dir: join(dir, "js"),
    port,
    logFile: join(dir, "nats.log"),
  });
  await nats.process.start();
  return {
    ...nats,
    remove: async () => {
      await nats.process.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
};
