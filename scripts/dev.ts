/**
 * `npm run dev`: the API server (restarted by tsx on change) on API_PORT, and Vite with hot reload on
 * PORT in front of it; Vite proxies the RPC, GraphQL, websocket and dev paths (vite.config.ts).
 */
import { spawn } from "node:child_process";

const port = process.env.PORT ?? "3000";
const apiPort = process.env.API_PORT ?? "3001";

const children = [
  spawn("npx", ["tsx", "watch", "--clear-screen=false", "server/main.ts"], {
    stdio: "inherit",
    // Links in mails and the external-login redirects must point at Vite's port, the one the browser uses.
    env: {
      ...process.env,
      PORT: apiPort,
      HOST: "127.0.0.1",
      PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${port}`,
    },
  }),
  spawn("npx", ["vite", "--port", port, "--strictPort"], {
    stdio: "inherit",
    env: { ...process.env, API_PORT: apiPort },
  }),
];

const stop = (): void => {
  for (const child of children) child.kill("SIGTERM");
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const child of children) {
  child.on("exit", (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
}
