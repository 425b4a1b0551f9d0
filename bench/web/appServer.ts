import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { fullSport } from "../../domain/sports/catalogue.ts";
import { freePort } from "../../scripts/freePort";

/**
 * The built app on the real server, as a visitor meets it: a production build, NODE_ENV=production,
 * PGlite in memory with the simulator's line. Used by `npm run bench:web`.
 */
export interface AppServer {
  readonly url: string;
  /** A soccer event that is live now (from get_live_line), for the event page. */
  readonly liveSoccerEventId: string;
  /** The baseline page: the built index.html without the app's scripts (see `writeBaselinePage`). */
  readonly baselinePath: string;
  readonly stop: () => Promise<void>;
}

const API = "/funsclub-front-server__api/rpc";
export const BASELINE_PAGE = "lighthouse-baseline.html";

/** Always a fresh build in its own folder: a stale dist/web would measure yesterday's code. */
export const buildApp = (webDir: string): void => {
  // vite's root is ui/, so its --outDir is relative to ui/.
  const outDir = relative(resolve("ui"), resolve(webDir));
  const result = spawnSync(
    "npx",
    ["vite", "build", "--outDir", outDir, "--emptyOutDir", "--logLevel", "warn"],
    {
      stdio: "inherit",
    },
  );
  if (result.status !== 0) throw new Error(`vite build failed (exit ${result.status})`);
  // The server entry beside it (`${webDir}-ssr`, where the server looks by default): pages are server-rendered.
  const ssr = spawnSync(
    "npx",
    [
      "vite",
      "build",
      "--ssr",
      "app/ssr/entry-server.tsx",
      "--outDir",
      `${outDir}-ssr`,
      "--emptyOutDir",
      "--logLevel",
      "warn",
    ],
    { stdio: "inherit" },
  );
  if (ssr.status !== 0) throw new Error(`vite build --ssr failed (exit ${ssr.status})`);
  // The GraphQL operations production answers (npm run build's last step), beside the server entry.
  const operations = spawnSync(
    "node",
    ["--import", "tsx", "scripts/graphql-operations.ts", `${webDir}-ssr`],
    {
      stdio: "inherit",
    },
  );
  if (operations.status !== 0) throw new Error(`graphql-operations failed (exit ${operations.status})`);
};

/**
 * The same document, stylesheet and server as the app, without a line of JavaScript: what the machine
 * scores for a page that does nothing, so the app's figures can be read against the machine's state.
 * A heading gives it a contentful paint of the kind the app's first screen has. No inline `style`
 * attribute: the server sends it with the app pages' policy, which blocks one (an error in the console).
 */
export const writeBaselinePage = (webDir: string): void => {
  const html = readFileSync(join(webDir, "index.html"), "utf8")
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>\s*/g, "")
    .replace(/<link rel="modulepreload"[^>]*>\s*/g, "")
    .replace(
      '<div id="root"></div>',
      '<div id="root"><main><h1>FunsClub</h1><p>Live scores, odds, statistics and tips for soccer, tennis, basketball, ice hockey and volleyball.</p></main></div>',
    );
  writeFileSync(join(webDir, BASELINE_PAGE), html);
};

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

const waitForServer = async (url: string, child: ChildProcess, timeoutMs: number) => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`the server exited (code ${child.exitCode}) before answering`);
    try {
      const response = await fetch(`${url}${API}/get_current_time`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`the server did not answer within ${timeoutMs / 1000} s`);
};

const rpc = async (url: string, command: string, payload: unknown): Promise<unknown> => {
  const response = await fetch(`${url}${API}/${command}`, { method: "POST", body: JSON.stringify(payload) });
  if (!response.ok) throw new Error(`${command} answered ${response.status}`);
  return response.json();
};

/** The first in-progress event anywhere in a feed snapshot (the tree's shape is walked, not assumed). */
export const liveEventIn = (node: unknown): string | undefined => {
  if (typeof node !== "object" || node === null) return undefined;
  const record = node as Record<string, unknown>;
  if (record.status === "in_progress" && typeof record.id === "string" && "scopes" in record)
    return record.id;
  for (const child of Object.values(record)) {
    const found = liveEventIn(child);
    if (found) return found;
  }
  return undefined;
};

export const startAppServer = async (webDir: string, log: (line: string) => void): Promise<AppServer> => {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    env: {
      ...process.env,
      WEB_DIR: webDir,
      PORT: String(port),
      DATA_DIR: "memory://",
      NODE_ENV: "production",
      // A fresh demo would replay its last day at 240x: the world's load in the measured seconds.
      DEMO_HISTORY_HOURS: "0",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const stop = () =>
    new Promise<void>((done) => {
      if (child.exitCode !== null) return done();
      child.once("exit", () => done());
      child.kill("SIGTERM");
      setTimeout(() => child.kill("SIGKILL"), 5_000).unref();
    });
  try {
    await waitForServer(url, child, 90_000);
    // The simulator fills the line in the first seconds: wait for a live soccer event.
    let liveSoccerEventId: string | undefined;
    const deadline = Date.now() + 60_000;
    while (!liveSoccerEventId && Date.now() < deadline) {
      liveSoccerEventId = liveEventIn(await rpc(url, "get_live_line", { sportId: fullSport("soccer").id }));
      if (!liveSoccerEventId) await sleep(1_000);
    }
    if (!liveSoccerEventId) throw new Error("no live soccer event on the line after 60 s");
    // Warm up: the server compresses each static file on first request, and snapshots build lazily.
    for (let round = 0; round < 3; round++) {
      for (const path of [
        "/en-us/",
        "/en-us/live/soccer",
        `/en-us/event/${liveSoccerEventId}`,
        `/${BASELINE_PAGE}`,
      ]) {
        const html = await (await fetch(`${url}${path}`, { headers: { "accept-encoding": "br" } })).text();
        for (const asset of html.matchAll(/(?:src|href)="(\/static\/[^"]+)"/g)) {
          await (await fetch(`${url}${asset[1]}`, { headers: { "accept-encoding": "br" } })).arrayBuffer();
        }
      }
    }
    log(`app server on ${url}, live soccer event ${liveSoccerEventId}`);
    return { url, liveSoccerEventId, baselinePath: `/${BASELINE_PAGE}`, stop };
  } catch (error) {
    await stop();
    throw error;
  }
};
