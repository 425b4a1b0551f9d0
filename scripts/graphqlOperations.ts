import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { pathToFileURL } from "node:url";
import { createRequest, stringifyDocument } from "@urql/core";
import { Kind, parse } from "graphql";
import { sha256Hex } from "../transport/graphql/sha256.ts";

/**
 * The web app's GraphQL operations, found in its source and printed as the browser sends them (issue 10:
 * production serves these and nothing else). Read by `scripts/graphql-operations.ts` at build time.
 *
 * NOTE: operations are string constants (`/* GraphQL *\/` template literals, some with fields spliced in),
 * so their text only exists once the module runs: a file that declares an operation is imported and its
 * exported strings that parse as operation documents are taken. Every `query Name` / `mutation Name`
 * literal in the source must end up registered, or the build fails (an operation kept private to a module
 * could never be registered, and would be refused in production).
 */

/** Where the browser's code lives (tests, fixtures and the server are not the browser). */
export const BROWSER_SOURCE_DIRS = ["domain", "machines", "transport", "ui"] as const;

export interface RegisteredOperation {
  readonly operationName: string;
  /** The document as urql sends it: parsed, printed, comments and blank lines removed. */
  readonly query: string;
  /** Hex sha256 of `query`: what urql's persistedExchange puts in `extensions.persistedQuery.sha256Hash`. */
  readonly hash: string;
  /** Where it was found: `domain/tips/tipsQuery.ts#TIPS_QUERY` (the first, when several export it). */
  readonly source: string;
}

const SOURCE_FILE = /\.tsx?$/;
const NOT_BROWSER_CODE = /(\.test\.tsx?|\.d\.ts)$/;
/** A template literal that opens an operation: `` `query Name( `` or `` `mutation Name { ``. */
const DECLARED_OPERATION = /`\s*(query|mutation|subscription)\s+([A-Za-z_]\w*)\s*[({@]/g;

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : sourceFiles(path);
    return SOURCE_FILE.test(entry.name) && !NOT_BROWSER_CODE.test(entry.name) ? [path] : [];
  });

/** The operation names a file's source declares in template literals. */
export const declaredOperationNames = (source: string): string[] =>
  [...source.matchAll(DECLARED_OPERATION)].map((match) => match[2]!);

/** The operation's name if `text` parses as a document with exactly one named operation, else undefined. */
export const operationNameOf = (text: string): string | undefined => {
  let document: ReturnType<typeof parse>;
  try {
    document = parse(text);
  } catch {
    return undefined;
  }
  const operations = document.definitions.filter(
    (definition) => definition.kind === Kind.OPERATION_DEFINITION,
  );
  const [only] = operations;
  return operations.length === 1 && only?.name ? only.name.value : undefined;
};

/** The text urql sends for `text` (keyDocument then stringifyDocument, as `client.query(text)` does). */
export const printedAsUrqlSends = (text: string): string => stringifyDocument(createRequest(text, {}).query);

export const registeredOperation = async (text: string, source: string): Promise<RegisteredOperation> => {
  const operationName = operationNameOf(text);
  if (operationName === undefined) throw new Error(`${source} is not a document with one named operation`);
  const query = printedAsUrqlSends(text);
  return { operationName, query, hash: await sha256Hex(query), source };
};

/**
 * Every operation of the browser's code under `root`, one per distinct printed text, by name. Fails when a
 * declared operation is not exported.
 */
export const findOperations = async (root: string): Promise<RegisteredOperation[]> => {
  const files = BROWSER_SOURCE_DIRS.flatMap((dir) => sourceFiles(join(root, dir)));
  const declared = new Map<string, string>();
  const found = new Map<string, RegisteredOperation>();
  for (const file of files) {
    const source = readFileSync(file, "utf8");
    const names = declaredOperationNames(source);
    if (names.length === 0) continue;
    const where = relative(root, file);
    for (const name of names) declared.set(name, where);
    const exports = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
    for (const [exportName, value] of Object.entries(exports)) {
      if (typeof value !== "string" || operationNameOf(value) === undefined) continue;
      const operation = await registeredOperation(value, `${where}#${exportName}`);
      const known = found.get(operation.hash);
      if (!known) found.set(operation.hash, operation);
    }
  }
  const operations = [...found.values()].sort(
    (a, b) => a.operationName.localeCompare(b.operationName) || a.hash.localeCompare(b.hash),
  );
  const problems: string[] = [];
  for (const [name, where] of declared) {
    if (!operations.some((operation) => operation.operationName === name)) {
      problems.push(`${where} declares the operation ${name} but exports no string holding it`);
    }
  }
  if (problems.length > 0)
    throw new Error(`GraphQL operations cannot be registered:\n- ${problems.join("\n- ")}`);
  return operations;
};

/** The manifest the server reads: hash → query, in operation-name order. */
export const manifestOf = (operations: ReadonlyArray<RegisteredOperation>): Record<string, string> =>
  Object.fromEntries(operations.map((operation) => [operation.hash, operation.query]));
