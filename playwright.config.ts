import { defineConfig } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./scripts/chromium.ts";

const port = Number(process.env.E2E_PORT ?? 3107);

export default defineConfig({
  testDir: "tests/browser",
  timeout: 60_000,
  workers: 1,
  reporter: [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: "chromium",
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      // Policy reports reach the server within a second, not a minute (the page checks count them).
      args: [...CHROMIUM_FLAGS, "--short-reporting-delay"],
    },
  },
  projects: [{ name: "desktop", use: { viewport: { width: 1440, height: 900 } } }],
  webServer: {
    // The built app served by the real server on an in-memory database.
    command: `node --import tsx server/main.ts`,
    url: `http://127.0.0.1:${port}/funsclub-front-server__api/rpc/get_current_time`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      DATA_DIR: "memory://",
      NODE_ENV: "test",
      SIM_SPEED: "20",
      SIM_CONTROL: "on",
      ADDRESS_RATE_LIMITS: "off",
    },
  },
});
