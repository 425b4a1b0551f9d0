// Runs in a worker thread (plain JavaScript: Node 20 does not load TypeScript in a worker's entry), so
// the load generator has an event loop of its own and does not share the server's.
// Keeps `connections` keep-alive connections busy with one GET after another for `warmupMs`, then
// records every answer's latency for `durationMs`, and reports them sorted.
import { Agent, request } from "node:http";
import { setTimeout as sleep } from "node:timers/promises";
import { parentPort, workerData } from "node:worker_threads";

const { url, connections, warmupMs, durationMs, headers } = workerData;
const agent = new Agent({ keepAlive: true, maxSockets: connections });
const latencies = [];
const statuses = {};
let measuring = false;
let stopping = false;
let bytes = 0;
let errors = 0;

const once = () =>
  new Promise((resolve) => {
    const started = performance.now();
    const req = request(url, { agent, headers }, (res) => {
      let size = 0;
      res.on("data", (chunk) => {
        size += chunk.length;
      });
      res.on("end", () => {
        if (measuring) {
          latencies.push(performance.now() - started);
          statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
          bytes += size;
        }
        resolve();
      });
    });
    req.on("error", () => {
      if (measuring) errors++;
      resolve();
    });
    req.end();
  });

const connection = async () => {
  while (!stopping) await once();
};

const running = Array.from({ length: connections }, connection);
await sleep(warmupMs);
measuring = true;
const started = performance.now();
await sleep(durationMs);
measuring = false;
const elapsedMs = performance.now() - started;
stopping = true;
await Promise.all(running);
agent.destroy();
latencies.sort((a, b) => a - b);
parentPort.postMessage({ latencies, statuses, bytes, errors, elapsedMs });
