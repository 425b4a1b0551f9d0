/**
 * The one Chromium every browser run here uses (Playwright's tests, the web benches, Lighthouse):
 * the system's build, since `npx playwright install` cannot download one on this machine.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * Flags that keep Chromium from doing work of its own (updates, sync, background fetches) while it is
 * measured or tested, headless mode apart: Lighthouse's launcher asks for `--headless=new`.
 */
export const CHROMIUM_QUIET_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

/** The quiet flags, headless. */
export const CHROMIUM_FLAGS = ["--headless", ...CHROMIUM_QUIET_FLAGS];
