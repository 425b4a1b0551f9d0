// Why this exists: dependency-cruiser 17 reads TypeScript through the `typescript` package's JS API, and
// only for versions below 7; this project runs TypeScript 7 (the Go port, no JS API) and has no swc or
// babel. So the lint step gives dependency-cruiser a mirror of the tree in plain JS: one `.js` file per
// `.ts`/`.tsx` source, holding only that file's import specifiers (type-only imports included, since they
// tie layers together too). dependency-cruiser then resolves and judges the mirror with the real config.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";

const SOURCE = /\.(ts|tsx)$/;
const SKIP = new Set(["node_modules", "dist", ".data", "test-results", "public"]);

/** Static imports and re-exports (`import x from "a"`, `import type { X } from "a"`, `export * from "a"`). */
const FROM = /(?:^|[\n;])\s*(?:import|export)\s+([^;"'`]*?)\sfrom\s*["']([^"']+)["']/g;
/** Side-effect imports (`import "./styles.css"`). */
const BARE = /(?:^|[\n;])\s*import\s*["']([^"']+)["']/g;
/** Dynamic imports (lazy routes, locales). */
const DYNAMIC = /\bimport\(\s*["']([^"']+)["']\s*\)/g;

/** Comments go first, so an import quoted in a comment is not taken for one. */
const stripComments = (source) =>
  source.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:"'`\\])\/\/.*$/gm, "$1");

/** `type { A }`, `{ type A, type B }`: the statement brings types only, nothing at run time. */
const isTypeOnly = (clause) => {
  if (/^type\s/.test(clause)) return true;
  const named = /^\{([^}]*)\}$/.exec(clause.trim());
  if (named === null) return false;
  const names = named[1]
    .split(",")
    .map((name) => name.trim())
    .filter((name) => name.length > 0);
  return names.length > 0 && names.every((name) => name.startsWith("type "));
};

/** Every import of a source file: `{ specifier, typeOnly }`, one per specifier (a value import wins). */
export const importsOf = (source) => {
  const code = stripComments(source);
  const found = new Map();
  const add = (specifier, typeOnly) => found.set(specifier, (found.get(specifier) ?? true) && typeOnly);
  for (const match of code.matchAll(FROM)) add(match[2], isTypeOnly(match[1]));
  for (const pattern of [BARE, DYNAMIC]) {
    for (const match of code.matchAll(pattern)) add(match[1], false);
  }
  return [...found].map(([specifier, typeOnly]) => ({ specifier, typeOnly }));
};

/** `./a.ts`, `./a.tsx` → `./a.js` (the mirror's name); packages, builtins and extensionless paths stay. */
const mirrorSpecifier = (specifier) =>
  specifier.startsWith(".") ? specifier.replace(/\.(ts|tsx)$/, ".js") : specifier;

/** Stylesheets and assets are not code: their imports say nothing about layers. */
const isCodeSpecifier = (specifier) =>
  !specifier.startsWith(".") || !/\.(?!tsx?$)[a-z0-9]+$/i.test(specifier);

const walk = (root, folder, out) => {
  for (const entry of readdirSync(join(root, folder), { withFileTypes: true })) {
    if (SKIP.has(entry.name) || entry.name.startsWith(".")) continue;
    const path = join(folder, entry.name);
    if (entry.isDirectory()) walk(root, path, out);
    else if (SOURCE.test(entry.name) && !entry.name.endsWith(".d.ts")) out.push(path);
  }
  return out;
};

/** Writes the mirror of `folders` (relative to `root`) into `target`; returns how many files it wrote. */
export const writeImportMirror = (root, folders, target) => {
  rmSync(target, { recursive: true, force: true });
  let count = 0;
  for (const folder of folders) {
    for (const file of walk(root, folder, [])) {
      // NOTE: a type-only import becomes a `require` (the sources never use one), so the cycle rule can
      // tell it apart: types that refer to each other tie nothing at run time.
      const lines = importsOf(readFileSync(join(root, file), "utf8"))
        .filter(({ specifier }) => isCodeSpecifier(specifier))
        .map(({ specifier, typeOnly }) => {
          const quoted = JSON.stringify(mirrorSpecifier(specifier));
          return typeOnly ? `require(${quoted});` : `import ${quoted};`;
        });
      const out = join(target, file.replace(SOURCE, ".js"));
      mkdirSync(dirname(out), { recursive: true });
      writeFileSync(out, `${lines.join("\n")}\n`);
      count++;
    }
  }
  return count;
};

export const mirrorPathOf = (root, target, file) => relative(target, join(root, file));
