import { defineConfig } from "vitest/config";

/**
 * `npm run test:cluster`: cluster mode on real PostgreSQL, NATS and HAProxy (Debian's packages). Its files
 * end in `.cluster.ts` so that `npm test`'s own vitest run never picks them up by accident.
 */
export default defineConfig({
  test: {
    include: ["tests/cluster/**/*.cluster.ts"],
    environment: "node",
    pool: "forks",
    // One engine set at a time: the files start servers on fixed ports.
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
