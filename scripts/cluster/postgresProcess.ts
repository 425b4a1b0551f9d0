import { spawnSync } from "node:child_process";
import { chownSync, existsSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { ManagedProcess } from "./managedProcess";

const DATABASE = "funsclub";

/**
 * PostgreSQL refuses to run as root, so as root its files belong to the `postgres` user Debian's package
 * creates, and its commands run as that user.
 */
const asPostgresUser = (command: string, args: ReadonlyArray<string>): [string, string[]] =>
  process.getuid?.() === 0 ? ["runuser", ["-u", "postgres", "--", command, ...args]] : [command, [...args]];

const postgresIds = (): { uid: number; gid: number } | undefined => {
  const id = (flag: string) => spawnSync("id", [flag, "postgres"], { encoding: "utf8" });
  const uid = id("-u");
  const gid = id("-g");
  return uid.status === 0 && gid.status === 0
    ? { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) }
    : undefined;
};

/**
 * A PostgreSQL server of the cluster's own under `dir` (created with initdb on first use, trust
 * authentication on loopback only), listening on `port`. Its URL is what every process gets as
 * DATABASE_URL.
 */
export const postgresProcess = (options: {
  readonly bin: string;
  readonly dir: string;
  readonly port: number;
  readonly logFile: string;
}) => {
  const dataDir = join(options.dir, "data");
  const init = (): void => {
    if (existsSync(join(dataDir, "PG_VERSION"))) return;
    mkdirSync(dataDir, { recursive: true });
    const ids = process.getuid?.() === 0 ? postgresIds() : undefined;
    if (process.getuid?.() === 0 && !ids) throw new Error("running as root needs Debian's postgres user");
    if (ids) {
      chownSync(options.dir, ids.uid, ids.gid);
      chownSync(dataDir, ids.uid, ids.gid);
    }
    const [command, args] = asPostgresUser(join(options.bin, "initdb"), [
      "-D",
      dataDir,
      "--auth=trust",
      "--username=postgres",
      "--encoding=UTF8",
      "--no-instructions",
    ]);
    const result = spawnSync(command, args, { encoding: "utf8" });
    if (result.status !== 0) throw new Error(`initdb failed: ${result.stderr || result.stdout}`);
  };

  const command = join(options.bin, "postgres");
  const args = [
    "-D",
    dataDir,
    "-p",
    String(options.port),
    "-h",
    "127.0.0.1",
    // Its socket in its own folder: /var/run/postgresql may not exist or not be writable.
    "-k",
    dataDir,
    "-c",
    "max_connections=200",
  ];
  const ids = process.getuid?.() === 0 ? postgresIds() : undefined;
  const server = new ManagedProcess({
    name: "postgres",
    command,
    args,
    logFile: options.logFile,
    readyPort: options.port,
    stopSignal: "SIGINT",
    ...(ids ? { user: ids } : {}),
  });

  /** A client program of PostgreSQL's, run against this server as its superuser. */
  const runClient = (program: string, args: ReadonlyArray<string>) => {
    const [command, full] = asPostgresUser(join(options.bin, program), [
      ...["-h", "127.0.0.1", "-p", String(options.port), "-U", "postgres"],
      ...args,
    ]);
    return spawnSync(command, full, { encoding: "utf8" });
  };

  const createDatabase = (): void => {
    const exists = runClient("psql", ["-tAc", `SELECT 1 FROM pg_database WHERE datname = '${DATABASE}'`]);
    if (exists.stdout.trim() === "1") return;
    const created = runClient("createdb", [DATABASE]);
    if (created.status !== 0) throw new Error(`createdb failed: ${created.stderr}`);
  };

  return {
    url: `postgres://postgres@127.0.0.1:${options.port}/${DATABASE}`,
    process: server,
    async start(): Promise<void> {
      init();
      await server.start(60_000);
      // The port opens a moment before the server takes queries.
      for (let attempt = 0; ; attempt++) {
        try {
          createDatabase();
          return;
        } catch (error) {
          if (attempt >= 50) throw error;
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
      }
    },
  };
};
