import { createRequire } from "node:module";

/**
 * The copy of graphql that yoga builds its schemas with (its CommonJS one). Under a test runner an
 * `import` may load the ES module copy instead, and graphql refuses a schema or type from another copy
 * ("Duplicate graphql modules"): code that inspects or executes a yoga schema takes graphql from here.
 */
export const yogaGraphql = createRequire(import.meta.url)("graphql") as typeof import("graphql");
