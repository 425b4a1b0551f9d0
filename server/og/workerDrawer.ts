import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import type { Font } from "satori";
import type { DrawAnswer, DrawRequest } from "./drawWorker";
import type { EventCard } from "./eventCard";

/** tsx's `tsx/esm/api` for `import` (resolving it from here would pick its `require` build, which fails so). */
const tsxImportApi = (): string => {
  const packageJson = createRequire(import.meta.url).resolve("tsx/package.json");
  const { exports } = JSON.parse(readFileSync(packageJson, "utf8")) as {
    exports: { "./esm/api": { import: { default: string } } };
  };
  return pathToFileURL(join(dirname(packageJson), exports["./esm/api"].import.default)).href;
};

/**
 * Draws cards on a thread of their own: satori's layout (about 50 ms a card) would otherwise hold the
 * event loop that serves live updates. The thread starts with the first drawing (most processes never
 * draw, tests among them), does not keep the process alive, and is started again if it dies.
 */
export const makeWorkerDrawer = (fonts: Font[]) => {
  let worker: Worker | undefined;
  let nextId = 0;
  const pending = new Map<number, { resolve: (png: Buffer) => void; reject: (error: Error) => void }>();

  const failAll = (error: Error) => {
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
    worker = undefined;
  };

  const start = (): Worker => {
    // NOTE: the server runs TypeScript through tsx, whose loader a worker thread does not inherit (Node
    // 20), not even through `execArgv`: the thread imports its entry through tsx's own `tsImport`.
    const tsx = tsxImportApi();
    const entry = new URL("./drawWorker.ts", import.meta.url).href;
    const started = new Worker(
      `import(${JSON.stringify(tsx)}).then(({ tsImport }) => tsImport(${JSON.stringify(entry)}, ${JSON.stringify(entry)}))`,
      { eval: true, workerData: { fonts } },
    );
    started.unref();
    started.on("message", (answer: DrawAnswer) => {
      const waiting = pending.get(answer.id);
      pending.delete(answer.id);
      if (!waiting) return;
      if ("error" in answer) waiting.reject(new Error(answer.error));
      else waiting.resolve(Buffer.from(answer.png.buffer, answer.png.byteOffset, answer.png.byteLength));
    });
    started.on("error", (error) => failAll(error));
    started.on("exit", (code) => {
      if (worker === started) failAll(new Error(`the drawing thread stopped (exit code ${code})`));
    });
    return started;
  };

  return (card: EventCard): Promise<Buffer> => {
    worker ??= start();
    const id = nextId++;
    const request: DrawRequest = { id, card };
    return new Promise<Buffer>((resolve, reject) => {
      pending.set(id, { resolve, reject });
      worker!.postMessage(request);
    });
  };
};
