import { type ChildProcess, spawn } from "node:child_process";
import { setTimeout as sleep } from "node:timers/promises";
import { freePort } from "../scripts/freePort";

/** A process the benches measure: the real server, or the bare baseline beside it. */
export interface BenchProcess {
  readonly process: ChildProcess;
  readonly url: string;
  /** Its last 4,000 characters of output, for a failure to show. */
  readonly output: () => string;
  readonly stop: () => Promise<void>;
}

/** Keeps a child's output and stops it with SIGTERM, then SIGKILL after 15 s. */
export const benchProcess = (process: ChildProcess, url: string): BenchProcess => {
  let output = "";
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString("utf8")).slice(-4000);
  };
  process.stdout?.on("data", keep);
  process.stderr?.on("data", keep);
  return {
    process,
    url,
    output: () => output,
    stop: () =>
      new Promise((resolve) => {
        if (process.exitCode !== null || process.signalCode !== null) return resolve();
        process.once("exit", () => resolve());
        process.kill("SIGTERM");
        setTimeout(() => process.kill("SIGKILL"), 15_000).unref();
      }),
  };
};

/**
 * The real server as `npm run serve` runs it, in a process of its own so that its RSS is its own: PGlite
 * in memory, the seeded simulator at real speed, development mode, warnings only; `env` adds to that.
 */
export const spawnServer = async (env: Readonly<Record<string, string>>): Promise<BenchProcess> => {
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: "memory://",
      DATABASE_URL: "",
      NODE_ENV: "development",
      LOG_LEVEL: "warn",
      SIM_SPEED: "1",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  return benchProcess(child, `http://127.0.0.1:${port}`);
};

/** Polls `ready` until it answers true, or fails with the process's last output. */
export const waitFor = async (
  child: BenchProcess,
  what: string,
  timeoutMs: number,
  ready: () => Promise<boolean>,
): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.process.exitCode !== null) throw new Error(`${what}: the server exited\n${child.output()}`);
    if (await ready().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`${what}: not after ${timeoutMs / 1000} s\n${child.output()}`);
    await sleep(500);
  }
};
