import { type ChildProcess, spawn } from "node:child_process";
import { createWriteStream, mkdirSync } from "node:fs";
import { connect } from "node:net";
import { dirname } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

export interface ProcessSpec {
  /** A short name for logs: `postgres`, `nats`, `gateway-2`. */
  readonly name: string;
  readonly command: string;
  readonly args: ReadonlyArray<string>;
  readonly env?: NodeJS.ProcessEnv;
  /** Where its output goes; the launcher's terminal stays readable with several processes. */
  readonly logFile: string;
  /** A TCP port that answers once it is ready. */
  readonly readyPort?: number;
  /**
   * Started again a second after it ends on its own (an ingest process that lost its lease exits; a
   * killed gateway comes back), until `stop` or `kill` is asked.
   */
  readonly restart?: boolean;
  /** Run as this user (PostgreSQL refuses root); signals then reach the server itself, not a wrapper. */
  readonly user?: { readonly uid: number; readonly gid: number };
  /** What `stop` sends: PostgreSQL's fast shutdown is SIGINT (SIGTERM waits for every client to leave). */
  readonly stopSignal?: NodeJS.Signals;
}

/** Resolves once something accepts connections on the port, or rejects after `timeoutMs`. */
export const waitForPort = async (port: number, timeoutMs: number, host = "127.0.0.1"): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect({ port, host }, () => {
        socket.destroy();
        resolve(true);
      });
      socket.once("error", () => resolve(false));
    });
    if (open) return;
    if (Date.now() > deadline) throw new Error(`nothing answers on port ${port} after ${timeoutMs} ms`);
    await sleep(100);
  }
};

/**
 * One child process of the cluster: started, waited for, and stopped or killed on demand (the fault suite
 * kills with SIGKILL and starts it again under the same spec).
 */
export class ManagedProcess {
  private child: ChildProcess | undefined;
  private exited: Promise<number | null> = Promise.resolve(null);
  private stopped = false;
  /** How many times it was started again after ending on its own. */
  restarts = 0;

  constructor(readonly spec: ProcessSpec) {}

  get pid(): number | undefined {
    return this.child?.pid;
  }

  get running(): boolean {
    return this.child !== undefined && this.child.exitCode === null && this.child.signalCode === null;
  }

  async start(readyTimeoutMs = 30_000): Promise<void> {
    this.stopped = false;
    mkdirSync(dirname(this.spec.logFile), { recursive: true });
    const log = createWriteStream(this.spec.logFile, { flags: "a" });
    const child = spawn(this.spec.command, [...this.spec.args], {
      env: { ...process.env, ...this.spec.env },
      stdio: ["ignore", "pipe", "pipe"],
      ...(this.spec.user ? { uid: this.spec.user.uid, gid: this.spec.user.gid } : {}),
    });
    child.stdout?.pipe(log);
    child.stderr?.pipe(log);
    this.child = child;
    this.exited = new Promise((resolve) => child.once("exit", (code) => resolve(code)));
    void this.exited.then(async () => {
      if (!this.spec.restart || this.stopped || this.child !== child) return;
      await sleep(1000);
      if (this.stopped || this.child !== child) return;
      this.restarts++;
      await this.start(readyTimeoutMs).catch(() => {});
    });
    const failed = this.exited.then((code) => {
      throw new Error(`${this.spec.name} exited with ${code} while starting (log: ${this.spec.logFile})`);
    });
    if (this.spec.readyPort !== undefined) {
      await Promise.race([waitForPort(this.spec.readyPort, readyTimeoutMs), failed]);
    }
    failed.catch(() => {});
  }

  /** Its stop signal (SIGTERM), then SIGKILL if it has not gone within `graceMs`. */
  async stop(graceMs = 10_000): Promise<void> {
    this.stopped = true;
    if (!this.running) return;
    this.child?.kill(this.spec.stopSignal ?? "SIGTERM");
    const gone = await Promise.race([this.exited.then(() => true), sleep(graceMs).then(() => false)]);
    if (!gone) await this.kill();
  }

  /** kill -9: what the fault suite does to a process (it comes back if it restarts on its own). */
  async kill(options: { readonly andRestart?: boolean } = {}): Promise<void> {
    this.stopped = !(options.andRestart ?? this.spec.restart ?? false);
    if (!this.running) return;
    this.child?.kill("SIGKILL");
    await this.exited;
  }

  /** SIGSTOP / SIGCONT: a process that holds its connections but does nothing (the suite's pause). */
  pause(): void {
    this.child?.kill("SIGSTOP");
  }

  resume(): void {
    this.child?.kill("SIGCONT");
  }
}
