import { chromium } from "playwright-core";
import { CHROMIUM_PATH } from "../../scripts/chromium.ts";
import { startCommitToDomServer } from "./commitToDomServer";

/**
 * A CPU profile of the live list under the commit-to-DOM bench's load: the page's functions ranked by
 * self time, to see where a batch's time goes. Build the app unminified for readable names:
 * `npx vite build --outDir ../dist/web-c2d-prof --minify false`, then
 * `node --import tsx bench/web/profileCommitToDom.ts dist/web-c2d-prof`.
 */
const webDir = process.argv[2] ?? "dist/web-c2d-prof";
const seconds = Number(process.argv[3] ?? 5);
const server = await startCommitToDomServer({ webDir, port: 0, events: 300 });
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-quic"],
});
const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
await page.goto(`${server.appUrl}/en-us/live/soccer`);
await page.waitForFunction(() => document.querySelectorAll("[data-event-id] .odds__price").length >= 900);
await new Promise((done) => setTimeout(done, 1500));
const cdp = await page.context().newCDPSession(page);
await cdp.send("Profiler.enable");
await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
await cdp.send("Profiler.start");
const start = Date.now();
for (let n = 1; Date.now() < start + seconds * 1000; n++) {
  server.push(50);
  await new Promise((done) => setTimeout(done, Math.max(0, start + n * 50 - Date.now())));
}
const { profile } = await cdp.send("Profiler.stop");
await browser.close();
await server.close();

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
const nodes = new Map<number, Node>(profile.nodes.map((node: Node) => [node.id, node]));
const self = new Map<string, number>();
const deltas = profile.timeDeltas ?? [];
let total = 0;
profile.samples?.forEach((id: number, i: number) => {
  const frame = nodes.get(id)!.callFrame;
  const name = `${frame.functionName || "(anonymous)"} ${frame.url.split("/").pop()}:${frame.lineNumber + 1}`;
  const dt = (deltas[i] ?? 0) / 1000;
  total += dt;
  self.set(name, (self.get(name) ?? 0) + dt);
});
console.log(`profiled ${seconds} s, ${total.toFixed(0)} ms sampled`);
for (const [name, ms] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 40))
  console.log(`${ms.toFixed(0).padStart(7)} ms  ${name}`);
process.exit(0);
