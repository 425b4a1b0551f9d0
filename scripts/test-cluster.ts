/**
 * `npm run test:cluster`: the cluster suite on real PostgreSQL, NATS and HAProxy. Installs Debian's packages
 * when this machine can; otherwise fails and names them.
 */
import { spawnSync } from "node:child_process";
import { clusterBinaries } from "./cluster/clusterBinaries";

try {
  clusterBinaries({ install: true });
} catch (error) {
  console.error(`✖ ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
const result = spawnSync(
  "npx",
  ["vitest", "run", "--config", "vitest.cluster.config.ts", ...process.argv.slice(2)],
  {
    stdio: "inherit",
  },
);
process.exit(result.status ?? 1);
