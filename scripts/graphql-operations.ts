/**
 * `node --import tsx scripts/graphql-operations.ts [dir]`, the last step of `npm run build`: registers the
 * web app's GraphQL operations (scripts/graphqlOperations.ts) in `<dir>/graphql-operations.json`, beside
 * the server-rendering build (dir defaults to SSR_DIR, else dist/web-ssr). Production serves only these
 * (server/graphql/operationManifest.ts). Exits 1 when an operation cannot be registered.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { OPERATION_MANIFEST_FILE } from "../server/graphql/operationManifest.ts";
import { findOperations, manifestOf } from "./graphqlOperations.ts";

const dir = process.argv[2] ?? process.env.SSR_DIR ?? "dist/web-ssr";
try {
  const operations = await findOperations(process.cwd());
  mkdirSync(dir, { recursive: true });
  const path = join(dir, OPERATION_MANIFEST_FILE);
  writeFileSync(path, `${JSON.stringify(manifestOf(operations), null, 2)}\n`);
  console.log(
    `✔ ${operations.length} GraphQL operations registered in ${path}: ${operations.map((o) => o.operationName).join(", ")}`,
  );
} catch (error) {
  console.error(`✖ ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
