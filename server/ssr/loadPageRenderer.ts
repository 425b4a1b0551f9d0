import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import type { CreatePageRenderer, ViteManifest } from "../../domain/ssr/pageRenderer";

/** What a server render needs from the two builds: the app's server entry, and the browser's index.html and manifest. */
export interface PageRendererBuild {
  readonly createPageRenderer: CreatePageRenderer;
  readonly template: string;
  readonly manifest: ViteManifest;
}

export const SSR_ENTRY_FILE = "entry-server.js";

/**
 * Loads the server entry `vite build --ssr` wrote to `ssrDir` (npm run build does both builds), with the
 * browser build's `index.html` and manifest from `webDir`. Undefined when either build is missing: the
 * server then answers every page with the browser app alone, as before server rendering.
 */
export const loadPageRenderer = async (
  webDir: string,
  ssrDir: string,
): Promise<PageRendererBuild | undefined> => {
  const entry = resolve(ssrDir, SSR_ENTRY_FILE);
  const index = join(webDir, "index.html");
  const manifest = join(webDir, ".vite", "manifest.json");
  if (!existsSync(entry) || !existsSync(index) || !existsSync(manifest)) return undefined;
  const module = (await import(pathToFileURL(entry).href)) as { createPageRenderer?: CreatePageRenderer };
  if (typeof module.createPageRenderer !== "function") {
    throw new Error(`${entry} does not export createPageRenderer: rebuild with npm run build`);
  }
  return {
    createPageRenderer: module.createPageRenderer,
    template: readFileSync(index, "utf8"),
    manifest: JSON.parse(readFileSync(manifest, "utf8")) as ViteManifest,
  };
};
