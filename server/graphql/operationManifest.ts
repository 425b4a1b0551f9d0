import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { Schema } from "effect";
import { sha256 } from "./persistedQueries";

/**
 * The web app's GraphQL operations, registered at build time (`npm run build` runs
 * `scripts/graphql-operations.ts`): a JSON object of hex sha256 → query text, as urql sends the text. It
 * is written beside the server-rendering build (`dist/web-ssr`, SSR_DIR), which is never served as files.
 * Production answers these operations and nothing else (issue 10).
 */
export const OPERATION_MANIFEST_FILE = "graphql-operations.json";

/** Hash → query text. */
export type OperationManifest = ReadonlyMap<string, string>;

const ManifestJson = Schema.fromJsonString(Schema.Record(Schema.String, Schema.String));

/** Reads a manifest's text; a bad file, or an entry whose hash is not its text's, is an error that says so. */
export const parseOperationManifest = (text: string, where: string): OperationManifest => {
  const decoded = Schema.decodeUnknownExit(ManifestJson)(text);
  if (decoded._tag === "Failure") {
    throw new Error(`The GraphQL operation manifest ${where} is not a JSON object of hash to query text`);
  }
  const manifest = new Map(Object.entries(decoded.value));
  for (const [hash, query] of manifest) {
    if (sha256(query) !== hash) {
      throw new Error(
        `The GraphQL operation manifest ${where} is damaged: ${hash} is not the hash of its query`,
      );
    }
  }
  if (manifest.size === 0) throw new Error(`The GraphQL operation manifest ${where} registers no operation`);
  return manifest;
};

/**
 * The manifest in `dir`. NOTE: production does not start without one (an operator would otherwise
 * find every page's data refused): the message says how to make it.
 */
export const loadOperationManifest = (dir: string): OperationManifest => {
  const path = join(dir, OPERATION_MANIFEST_FILE);
  if (!existsSync(path)) {
    throw new Error(
      `No GraphQL operation manifest at ${path}: in production (NODE_ENV=production) the GraphQL gateway answers only the web app's registered operations. Build the app with \`npm run build\` (it writes the manifest), or point SSR_DIR at a build that has one.`,
    );
  }
  return parseOperationManifest(readFileSync(path, "utf8"), path);
};
