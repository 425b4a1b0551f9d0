import { copyFileSync, cpSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { fullSport } from "../domain/sports/catalogue";
import type { PageRenderer } from "../domain/ssr/pageRenderer";
import { createApp } from "../server/app";
import { loadConfig } from "../server/config";
import { openDatabase } from "../server/db/openDatabase";
import { makeLogger } from "../server/log";
import { makeSimulatorProvider } from "../server/provider/simulator/SimulatorProvider";
import { loadPageRenderer, type PageRendererBuild } from "../server/ssr/loadPageRenderer";
import { type LoadResult, runLoad } from "./httpLoad";
import { type Figure, fmt } from "./measure";
import { liveEventIn } from "./web/appServer";

const CONNECTIONS = 50;
const WARMUP_MS = 1000;
const DURATION_MS = 5000;
/** What a browser sends on a first visit (no cookie): visitors get the cache's brotli copy. */
const BROWSER_HEADERS = { "accept-encoding": "gzip, deflate, br", accept: "text/html" };

/** The server entry with its renders counted: the cache's whole point is how few there are. */
const counted = (build: PageRendererBuild) => {
  let renders = 0;
  const pages: PageRendererBuild = {
    ...build,
    createPageRenderer: (options): PageRenderer => {
      const renderer = build.createPageRenderer(options);
      return {
        variantOf: renderer.variantOf,
        render: (request) => {
          renders++;
          return renderer.render(request);
        },
      };
    },
  };
  return { pages, renders: () => renders };
};

/** The baseline's file: the built index.html under a name the server answers as a file. */
const STATIC_INDEX = "/static-index.html";

const benchConfig = (htmlCache: boolean, dirs: { webDir: string; ssrDir: string }) =>
  loadConfig({
    ...process.env,
    PORT: "0",
    DATA_DIR: "memory://",
    DATABASE_URL: "",
    NODE_ENV: "production",
    LOG_LEVEL: "silent",
    HTML_CACHE: htmlCache ? "on" : "off",
    // The demo tipsters' steps would land inside the measured seconds.
    DEMO_TIPSTERS: "off",
    WEB_DIR: dirs.webDir,
    SSR_DIR: dirs.ssrDir,
  });

/**
 * NOTE: with the server entry loaded, `/index.html` is a rendered page like any other. The baseline is
 * the built index.html served as a file by the same server, so the build is copied to a temporary
 * folder with the copy added there (the build itself is left as it is).
 */
const prepareBuild = () => {
  const built = benchConfig(true, {
    webDir: process.env.WEB_DIR || "dist/web",
    ssrDir: process.env.SSR_DIR || `${(process.env.WEB_DIR || "dist/web").replace(/\/$/, "")}-ssr`,
  });
  if (!existsSync(join(built.webDir, "index.html"))) {
    throw new Error(`no web build in ${built.webDir}: run npm run build first`);
  }
  const webDir = mkdtempSync(join(tmpdir(), "funsclub-bench-web-"));
  cpSync(built.webDir, webDir, { recursive: true });
  copyFileSync(join(built.webDir, "index.html"), join(webDir, STATIC_INDEX));
  return {
    dirs: { webDir, ssrDir: resolve(built.ssrDir) },
    builtIn: `${built.webDir} and ${built.ssrDir}`,
    remove: () => rmSync(webDir, { recursive: true, force: true }),
  };
};

/**
 * The real server as `npm start` runs it (production, PGlite in memory, the seeded simulator, the
 * built server entry), in this process; the load comes from a worker thread.
 */
const startServer = async (htmlCache: boolean, build: ReturnType<typeof prepareBuild>) => {
  const config = benchConfig(htmlCache, build.dirs);
  const entry = await loadPageRenderer(config.webDir, config.ssrDir);
  if (!entry) throw new Error(`no server-rendering build in ${build.builtIn}: run npm run build first`);
  const { pages, renders } = counted(entry);
  const driver = await openDatabase(config);
  const provider = makeSimulatorProvider({ seed: config.simSeed, speed: config.simSpeed });
  const app = await createApp({ config, driver, logger: makeLogger("silent"), provider, pages });
  await new Promise<void>((resolve) => app.server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const close = async () => {
    await app.close();
    await driver.close();
  };
  return { url, renders, close };
};

/** The simulator fills the line in its first seconds: the page measured is a live soccer match's. */
const liveEventPath = async (url: string): Promise<string> => {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const response = await fetch(`${url}/funsclub-front-server__api/rpc/get_live_line`, {
      method: "POST",
      body: JSON.stringify({ sportId: fullSport("soccer").id }),
    });
    const eventId = liveEventIn(await response.json());
    if (eventId) return `/en-us/event/${eventId}`;
    if (Date.now() > deadline) throw new Error("no live soccer event on the simulated line after 60 s");
    await sleep(1000);
  }
};

/** Runs `measure` against a server started for it, and stops the server whatever happens. */
const against = async <A>(
  server: Awaited<ReturnType<typeof startServer>>,
  measure: (s: typeof server) => Promise<A>,
): Promise<A> => {
  try {
    return await measure(server);
  } finally {
    await server.close();
  }
};

const load = (url: string) =>
  runLoad({
    url,
    connections: CONNECTIONS,
    warmupMs: WARMUP_MS,
    durationMs: DURATION_MS,
    headers: BROWSER_HEADERS,
  });

/** Fails the bench rather than print a rate of errors or of the wrong page. */
const checked = (what: string, result: LoadResult): LoadResult => {
  const other = Object.keys(result.statuses).filter((status) => status !== "200");
  if (result.errors > 0 || other.length > 0 || result.requests === 0) {
    throw new Error(
      `${what}: ${result.requests} answers ${JSON.stringify(result.statuses)}, ${result.errors} errors`,
    );
  }
  return result;
};

const latency = (r: LoadResult) => `${fmt(r.p50Ms, 1)} ms / ${fmt(r.p99Ms, 1)} ms`;
const sent = (r: LoadResult) => `${fmt(r.meanBytes / 1024, 1)} KB sent`;

/**
 * A live match page under a crowd: 50 keep-alive connections sending one request after another, with
 * the HTML cache and without it (HTML_CACHE=off, a server of its own: the flag is read at start),
 * beside the cached page's server answering its static index.html in the same run. Both servers are
 * measured from when their line has a live match, while the simulator still opens far-off fixtures
 * in the background, as in the first minutes of `npm start`.
 */
export const ssrBench = async (): Promise<Figure[]> => {
  const build = prepareBuild();
  try {
    const { staticIndex, withCache, rendersWithCache } = await against(
      await startServer(true, build),
      async (server) => {
        const path = await liveEventPath(server.url);
        const index = checked("static index.html", await load(`${server.url}${STATIC_INDEX}`));
        const before = server.renders();
        const cached = checked("event page, cache on", await load(`${server.url}${path}`));
        return { staticIndex: index, withCache: cached, rendersWithCache: server.renders() - before };
      },
    );
    const withoutCache = await against(await startServer(false, build), async (server) =>
      checked("event page, cache off", await load(`${server.url}${await liveEventPath(server.url)}`)),
    );
    return figures(staticIndex, withCache, rendersWithCache, withoutCache);
  } finally {
    build.remove();
  }
};

const figures = (
  staticIndex: LoadResult,
  withCache: LoadResult,
  rendersWithCache: number,
  withoutCache: LoadResult,
): Figure[] => {
  const how = `${CONNECTIONS} keep-alive connections, ${DURATION_MS / 1000} s after ${WARMUP_MS / 1000} s warm-up`;
  const baselineName = `same server, its built index.html as a file (${sent(staticIndex)})`;
  return [
    {
      name: `server-rendered live event page, HTML cache on: requests per second (${how}; ${fmt(rendersWithCache)} renders in the warm-up and run; ${sent(withCache)})`,
      value: fmt(withCache.requestsPerSecond),
      baselineName,
      baseline: fmt(staticIndex.requestsPerSecond),
    },
    {
      name: "server-rendered live event page, HTML cache on: latency p50 / p99",
      value: latency(withCache),
      baselineName: "same server, its built index.html",
      baseline: latency(staticIndex),
    },
    {
      name: `server-rendered live event page, HTML cache off (HTML_CACHE=off, every request rendered and streamed; ${sent(withoutCache)}): requests per second`,
      value: fmt(withoutCache.requestsPerSecond),
      baselineName,
      baseline: fmt(staticIndex.requestsPerSecond),
    },
    {
      name: "server-rendered live event page, HTML cache off: latency p50 / p99",
      value: latency(withoutCache),
      baselineName: "same server, its built index.html",
      baseline: latency(staticIndex),
    },
  ];
};
