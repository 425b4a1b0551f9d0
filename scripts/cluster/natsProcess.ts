import { mkdirSync } from "node:fs";
import { ManagedProcess } from "./managedProcess";

/**
 * A NATS server on loopback, with JetStream (its store under `dir`) for the key-value buckets the
 * gateways share. Restarted by the fault suite: gateways resubscribe and fill their holes by gap.
 */
export const natsProcess = (options: {
  readonly bin: string;
  readonly dir: string;
  readonly port: number;
  readonly logFile: string;
}) => {
  mkdirSync(options.dir, { recursive: true });
  const server = new ManagedProcess({
    name: "nats",
    command: options.bin,
    args: ["-a", "127.0.0.1", "-p", String(options.port), "-js", "-sd", options.dir],
    logFile: options.logFile,
    readyPort: options.port,
  });
  return { url: `nats://127.0.0.1:${options.port}`, process: server };
};
