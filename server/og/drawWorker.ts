import { parentPort, workerData } from "node:worker_threads";
import type { Font } from "satori";
import type { EventCard } from "./eventCard";
import { makeEventImageDrawer } from "./eventImage";

/** What the drawing thread is asked and answers; ids pair answers with requests. */
export interface DrawRequest {
  readonly id: number;
  readonly card: EventCard;
}
export type DrawAnswer =
  | { readonly id: number; readonly png: Uint8Array }
  | { readonly id: number; readonly error: string };

// The fonts come from the main thread, which read them once at start; they arrive as plain byte arrays.
const fonts = (workerData as { fonts: Font[] }).fonts.map((font) => ({
  ...font,
  data: Buffer.from(font.data as Uint8Array),
}));
const draw = makeEventImageDrawer(fonts);

parentPort?.on("message", ({ id, card }: DrawRequest) => {
  draw(card).then(
    (png) => parentPort?.postMessage({ id, png } satisfies DrawAnswer),
    (error: unknown) =>
      parentPort?.postMessage({
        id,
        error: error instanceof Error ? error.message : String(error),
      } satisfies DrawAnswer),
  );
});
