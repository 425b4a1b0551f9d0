// The ingest worker's entry: a worker thread does not inherit the parent's TypeScript loader (tsx), so
// it registers one before loading the TypeScript entry.
import { register } from "tsx/esm/api";

register();
await import("./ingestWorker.ts");
