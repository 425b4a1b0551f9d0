/**
 * `npm run cluster -- --gateways 3 [--port 3000]`: cluster mode on this machine (issue 10). Builds the web
 * app, then starts PostgreSQL (made under DATA_DIR/cluster unless DATABASE_URL is given), NATS, two ingest
 * processes (one elected, one standing by), the gateways and HAProxy on the one port. Ctrl-C stops it all.
 * Needs Debian's postgresql, nats-server and haproxy; `npm start` needs none of them.
 */
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { startCluster } from "./cluster/startCluster";

const { values } = parseArgs({
  options: {
    gateways: { type: "string", default: "3" },
    port: { type: "string", default: process.env.PORT ?? "3000" },
    "no-build": { type: "boolean", default: false },
  },
});
const gateways = Number(values.gateways);
const port = Number(values.port);
if (!Number.isInteger(gateways) || gateways < 1 || gateways > 16 || !Number.isInteger(port)) {
  console.error("usage: npm run cluster -- --gateways N (1-16) [--port P] [--no-build]");
  process.exit(2);
}
if (!values["no-build"] && spawnSync("npm", ["run", "build"], { stdio: "inherit" }).status !== 0)
  process.exit(1);

const dataDir = join(
  process.env.DATA_DIR && process.env.DATA_DIR !== "memory://" ? process.env.DATA_DIR : ".data",
  "cluster",
);
const cluster = await startCluster({
  gateways,
  port,
  dataDir,
  ...(process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : {}),
  env: { ...process.env, DATA_DIR: dataDir },
  installPackages: true,
});
console.log(
  `FunsClub cluster: http://localhost:${port}/en-us/ — ${gateways} gateways, 2 ingest (one elected), NATS ${cluster.natsUrl}, logs in ${join(dataDir, "logs")}`,
);
let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  console.log("stopping the cluster…");
  await cluster.stop();
  process.exit(0);
};
process.on("SIGINT", () => void stop());
process.on("SIGTERM", () => void stop());
