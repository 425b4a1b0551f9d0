import { describe, expect, it } from "vitest";
// @ts-expect-error: a plain .mjs script without type declarations (it runs before any TypeScript tooling).
import { importsOf } from "../../scripts/lint/importMirror.mjs";

type Found = ReadonlyArray<{ readonly specifier: string; readonly typeOnly: boolean }>;
const read = (source: string): Found => importsOf(source);

describe("importsOf (the layer check's reading of a TypeScript file)", () => {
  it("finds value, type-only, re-export, side-effect and dynamic imports, multi-line ones included", () => {
    const source = [
      'import { Effect } from "effect";',
      'import type { Foo } from "../../domain/foo.ts";',
      "import {",
      "  type Bar,",
      "  type Baz,",
      '} from "./bar";',
      'import { type Qux, quux } from "./qux.ts";',
      'export * from "./all.ts";',
      'export type { T } from "./types";',
      'import "./styles.css";',
      'const Page = lazy(() => import("../pages/Page.tsx"));',
    ].join("\n");
    expect(read(source)).toEqual([
      { specifier: "effect", typeOnly: false },
      { specifier: "../../domain/foo.ts", typeOnly: true },
      { specifier: "./bar", typeOnly: true },
      { specifier: "./qux.ts", typeOnly: false },
      { specifier: "./all.ts", typeOnly: false },
      { specifier: "./types", typeOnly: true },
      { specifier: "./styles.css", typeOnly: false },
      { specifier: "../pages/Page.tsx", typeOnly: false },
    ]);
  });

  it("ignores imports quoted in comments, and a value import of a module wins over a type one", () => {
    const source = [
      '// import { x } from "../../transport/x.ts";',
      '/* import { y } from "../../ui/y.ts"; */',
      'import type { A } from "./a.ts";',
      'import { a } from "./a.ts";',
      'const url = "https://example.com"; // not a comment start inside the string',
    ].join("\n");
    expect(read(source)).toEqual([{ specifier: "./a.ts", typeOnly: false }]);
  });
});
