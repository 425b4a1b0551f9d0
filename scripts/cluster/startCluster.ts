import { mkdirSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { clusterBinaries } from "./clusterBinaries";
import { haproxyConfig } from "./haproxyConfig";
import { ManagedProcess } from "./managedProcess";
import { natsProcess } from "./natsProcess";
import { postgresProcess } from "./postgresProcess";

export interface ClusterOptions {
  readonly gateways: number;
  /** The one public port (HAProxy). */
  readonly port: number;
  /** Everything the cluster keeps: PostgreSQL's files (unless DATABASE_URL is given), NATS's, the logs. */
  readonly dataDir: string;
  /** An existing PostgreSQL; otherwise one is made under dataDir. */
  readonly databaseUrl?: string;
  /** Extra environment for the app's processes (SIM_SPEED, LOG_LEVEL…). */
  readonly env?: NodeJS.ProcessEnv;
  readonly installPackages?: boolean;
}

/**
 * Ports from the public one: PostgreSQL and NATS beside it, the gateways and the ingest processes' health
 * ports in a block above it. Each can be moved with the public port.
 */
export const clusterPorts = (port: number, gateways: number) => ({
  postgres: port + 2433,
  nats: port + 1222,
  gateways: Array.from({ length: gateways }, (_, i) => port + 101 + i),
  ingest: [port + 91, port + 92],
});

const serverEntry = (role: "gateway" | "ingest", port: number, env: NodeJS.ProcessEnv) => ({
  command: process.execPath,
  args: ["--import", "tsx", resolve("server/cluster/clusterMain.ts")],
  env: { ...env, ROLE: role, PORT: String(port), HOST: "127.0.0.1" },
});

/**
 * Cluster mode on one machine: PostgreSQL, NATS, two ingest processes (one holds the advisory lock, the
 * other stands by), N gateways, HAProxy on the public port. Returns the handles the fault suite kills and
 * starts again.
 */
export const startCluster = async (options: ClusterOptions) => {
  const binaries = clusterBinaries({ install: options.installPackages ?? false });
  const dataDir = resolve(options.dataDir);
  const logs = join(dataDir, "logs");
  mkdirSync(logs, { recursive: true });
  const ports = clusterPorts(options.port, options.gateways);

  const postgres = options.databaseUrl
    ? undefined
    : postgresProcess({
        bin: binaries.postgresBin,
        dir: join(dataDir, "postgres"),
        port: ports.postgres,
        logFile: join(logs, "postgres.log"),
      });
  const nats = natsProcess({
    bin: binaries.natsServer,
    dir: join(dataDir, "nats"),
    port: ports.nats,
    logFile: join(logs, "nats.log"),
  });
  const databaseUrl = options.databaseUrl ?? postgres!.url;
  const appEnv: NodeJS.ProcessEnv = {
    ...options.env,
    DATABASE_URL: databaseUrl,
    NATS_URL: nats.url,
    TRUSTED_PROXIES: "127.0.0.1",
    PUBLIC_URL: options.env?.PUBLIC_URL ?? `http://localhost:${options.port}`,
  };
  const ingest = ports.ingest.map(
    (port, i) =>
      new ManagedProcess({
        name: `ingest-${i + 1}`,
        ...serverEntry("ingest", port, appEnv),
        logFile: join(logs, `ingest-${i + 1}.log`),
        readyPort: port,
        restart: true,
      }),
  );
  const gateways = ports.gateways.map(
    (port, i) =>
      new ManagedProcess({
        name: `gateway-${i + 1}`,
        ...serverEntry("gateway", port, appEnv),
        logFile: join(logs, `gateway-${i + 1}.log`),
        readyPort: port,
        restart: true,
      }),
  );
  const haproxyFile = join(dataDir, "haproxy.cfg");
  const adminSocket = join(dataDir, "haproxy.sock");
  writeFileSync(
    haproxyFile,
    haproxyConfig({
      port: options.port,
      adminSocket,
      gateways: gateways.map((gateway, i) => ({ name: gateway.spec.name, port: ports.gateways[i]! })),
    }),
  );
  const haproxy = new ManagedProcess({
    name: "haproxy",
    command: binaries.haproxy,
    args: ["-f", haproxyFile, "-db"],
    logFile: join(logs, "haproxy.log"),
    readyPort: options.port,
  });

  const everything = [haproxy, ...gateways, ...ingest, nats.process, ...(postgres ? [postgres.process] : [])];
  const stop = async (): Promise<void> => {
    // The app's processes first, so none of them sees its database or NATS go first.
    await Promise.all([haproxy, ...gateways, ...ingest].map((p) => p.stop()));
    await nats.process.stop();
    await postgres?.process.stop();
  };
  try {
    await postgres?.start();
    await nats.process.start();
    // Whichever ingest process takes the lock first is elected; migrations take a lock of their own.
    await ingest[0]!.start(120_000);
    await Promise.all([ingest[1]!.start(120_000), ...gateways.map((gateway) => gateway.start(120_000))]);
    await haproxy.start();
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    ports,
    adminSocket,
    databaseUrl,
    natsUrl: nats.url,
    postgres,
    nats,
    ingest,
    gateways,
    haproxy,
    everything,
    stop,
  };
};

export type Cluster = Awaited<ReturnType<typeof startCluster>>;
