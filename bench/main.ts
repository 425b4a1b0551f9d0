import { cpus, totalmem } from "node:os";
import { chatFanoutBench } from "./chatFanoutBench";
import { commitBench } from "./commitBench";
import { dayViewsBench } from "./dayViewsBench";
import { fanoutBench } from "./fanoutBench";
import { foldBench } from "./foldBench";
import type { Figure } from "./measure";
import { purchaseBench } from "./purchaseBench";
import { rankingBench } from "./rankingBench";
import { servingBench } from "./servingBench";
import { simulatorBench } from "./simulatorBench";
import { snapshotBench } from "./snapshotBench";
import { ssrBench } from "./ssrBench";
import { statisticsBench } from "./statisticsBench";

/**
 * `npm run bench`: the live-feed figures, each beside a baseline measured in the same run. Prints a
 * Markdown table for docs/performance.md. `npm run bench -- <section> …` runs only the sections named.
 */
const figures: Figure[] = [];
const only = process.argv.slice(2);
const section = async (name: string, run: () => Figure[] | Promise<Figure[]>) => {
  if (only.length > 0 && !only.includes(name)) return;
  process.stderr.write(`running ${name}…\n`);
  figures.push(...(await run()));
};

await section("fold", foldBench);
await section("snapshot", snapshotBench);
await section("commit", commitBench);
await section("simulator", simulatorBench);
await section("fan-out", fanoutBench);
await section("chat-fan-out", chatFanoutBench);
await section("ssr", ssrBench);
await section("ranking", rankingBench);
await section("purchase", purchaseBench);
await section("serving", servingBench);
await section("day-views", dayViewsBench);
await section("statistics", statisticsBench);

const cpu = cpus()[0]?.model ?? "unknown CPU";
console.log(
  `Machine: ${cpus().length} × ${cpu}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
);
console.log(`Date: ${new Date().toISOString().slice(0, 10)}\n`);
console.log("| figure | value | baseline | baseline value |");
console.log("|---|---|---|---|");
for (const f of figures) console.log(`| ${f.name} | ${f.value} | ${f.baselineName} | ${f.baseline} |`);
process.exit(0);
