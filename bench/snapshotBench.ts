import { gzipSync } from "node:zlib";
import { filterFeedTree } from "../domain/feed/filterFeedTree";
import type { FeedTree } from "../domain/feed/tree";
import { type Figure, fmt, medianMs } from "./measure";
import { syntheticLine } from "./syntheticLine";

/** A 1,000-event snapshot as get_line builds it: filter the sport's tree to the view, then serialise. */
export const snapshotBench = (): Figure[] => {
  const sportId = "bench-soccer";
  const full: FeedTree = { sports: { [sportId]: syntheticLine(sportId, 2000, Date.now(), 0.1) } };
  let kept = 0;
  const keep = (event: { id: string }) => Number(event.id.slice(-6)) % 2 === 0;
  const view = filterFeedTree(full, keep);
  for (const c of Object.values(view.sports[sportId]!.categories))
    for (const t of Object.values(c.tournaments)) kept += Object.keys(t.events).length;
  const json = JSON.stringify({ version: 1, time: Date.now(), tree: view });
  const buildMs = medianMs(9, () => {
    JSON.stringify({ version: 1, time: Date.now(), tree: filterFeedTree(full, keep) });
  });
  const stringifyMs = medianMs(9, () => {
    JSON.stringify({ version: 1, time: Date.now(), tree: view });
  });
  const gzip = gzipSync(json).length;
  return [
    {
      name: `snapshot of ${fmt(kept)} events: size (JSON / gzip)`,
      value: `${fmt(json.length / 1024)} KiB / ${fmt(gzip / 1024)} KiB`,
      baselineName: "—",
      baseline: "—",
    },
    {
      name: `snapshot of ${fmt(kept)} events: build time (filter + serialise)`,
      value: `${fmt(buildMs, 1)} ms`,
      baselineName: "serialise the already-filtered tree alone",
      baseline: `${fmt(stringifyMs, 1)} ms`,
    },
  ];
};
