import { spawnSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";

/** The three engines of cluster mode, from Debian's packages (never needed by `npm start`). */
export interface ClusterBinaries {
  /** Folder of `initdb`, `postgres`, `pg_ctl`. */
  readonly postgresBin: string;
  readonly natsServer: string;
  readonly haproxy: string;
}

const DEBIAN_PACKAGES = { postgres: "postgresql", nats: "nats-server", haproxy: "haproxy" } as const;

const which = (command: string): string | undefined => {
  const found = spawnSync("sh", ["-c", `command -v ${command}`], { encoding: "utf8" });
  const path = found.stdout.trim();
  return found.status === 0 && path ? path : undefined;
};

const postgresBinDir = (): string | undefined => {
  const fromPgConfig = spawnSync("pg_config", ["--bindir"], { encoding: "utf8" });
  const candidates = [
    ...(fromPgConfig.status === 0 ? [fromPgConfig.stdout.trim()] : []),
    // Debian installs each major version side by side; the newest wins.
    ...(existsSync("/usr/lib/postgresql")
      ? readdirSync("/usr/lib/postgresql")
          .sort((a, b) => Number(b) - Number(a))
          .map((version) => `/usr/lib/postgresql/${version}/bin`)
      : []),
  ];
  return candidates.find((dir) => existsSync(join(dir, "initdb")) && existsSync(join(dir, "postgres")));
};

const locate = () => ({
  postgresBin: postgresBinDir(),
  natsServer:
    which("nats-server") ?? (existsSync("/usr/sbin/nats-server") ? "/usr/sbin/nats-server" : undefined),
  haproxy: which("haproxy") ?? (existsSync("/usr/sbin/haproxy") ? "/usr/sbin/haproxy" : undefined),
});

/** The Debian packages missing for cluster mode, by package name. */
export const missingClusterPackages = (): string[] => {
  const found = locate();
  return [
    ...(found.postgresBin ? [] : [DEBIAN_PACKAGES.postgres]),
    ...(found.natsServer ? [] : [DEBIAN_PACKAGES.nats]),
    ...(found.haproxy ? [] : [DEBIAN_PACKAGES.haproxy]),
  ];
};

/**
 * The engines' paths, installing the missing Debian packages when this machine can (apt-get as root or
 * through passwordless sudo); otherwise an error that names what to install.
 */
export const clusterBinaries = (options: { readonly install: boolean }): ClusterBinaries => {
  const missing = missingClusterPackages();
  if (missing.length > 0 && options.install) {
    const canInstall = process.platform === "linux" && which("apt-get") !== undefined;
    if (canInstall) {
      const asRoot = process.getuid?.() === 0;
      const run = (args: string[]) =>
        spawnSync(asRoot ? args[0]! : "sudo", asRoot ? args.slice(1) : ["-n", ...args], {
          stdio: "inherit",
          env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
        });
      run(["apt-get", "update", "-qq"]);
      run(["apt-get", "install", "-y", "-qq", ...missing]);
    }
  }
  const found = locate();
  if (!found.postgresBin || !found.natsServer || !found.haproxy) {
    throw new Error(
      `cluster mode needs Debian's ${missingClusterPackages().join(", ")} (apt-get install ${missingClusterPackages().join(" ")})`,
    );
  }
  return { postgresBin: found.postgresBin, natsServer: found.natsServer, haproxy: found.haproxy };
};
