// `npm run lint`'s dependency step: the import mirror (see importMirror.mjs), then dependency-cruiser over
// it with .dependency-cruiser.cjs. Exits with dependency-cruiser's code, so a forbidden import fails lint.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { writeImportMirror } from "./importMirror.mjs";

const root = resolve(import.meta.dirname, "../..");
const mirror = join(root, "dist/layer-mirror");
const layers = ["domain", "machines", "transport", "ui", "server"].filter((folder) =>
  existsSync(join(root, folder)),
);

const count = writeImportMirror(root, layers, mirror);
const cruise = spawnSync(
  join(root, "node_modules/.bin/depcruise"),
  ["--config", join(root, ".dependency-cruiser.cjs"), "--output-type", "err", ...layers],
  { cwd: mirror, stdio: "inherit" },
);
if (cruise.status === 0) console.log(`layers: ${count} modules, no forbidden dependency`);
process.exit(cruise.status ?? 1);
