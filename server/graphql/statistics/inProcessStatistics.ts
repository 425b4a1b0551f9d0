import { createRequire } from "node:module";
import type { DocumentNode, ExecutionResult, GraphQLSchema } from "graphql";
import type { GatewayContext } from "../GatewayContext";
import { makeServiceSchema } from "../serviceSchemas";
import type { StatisticsDeps } from "./statisticsSchemaParts";

// NOTE: the copy of graphql that yoga's schema was built with (its CommonJS one): under a bundler or a
// test runner an `import` may load the ES module copy, and graphql refuses a schema from another copy.
const graphql = createRequire(import.meta.url)("graphql") as typeof import("graphql");

/** Runs a document against a service's schema in process, as a visitor's request (no token) would. */
export const makeInProcessExecutor = (schema: GraphQLSchema, service: string) => {
  const documents = new Map<string, DocumentNode>();
  return async (text: string, variables: Readonly<Record<string, unknown>>): Promise<ExecutionResult> => {
    let document = documents.get(text);
    if (!document) {
      document = graphql.parse(text);
      documents.set(text, document);
    }
    const context: GatewayContext = { accessToken: undefined, service };
    return graphql.execute({ schema, document, variableValues: { ...variables }, contextValue: context });
  };
};

/**
 * The Statistics and Aggregator services called in process by a server render: the page's own document
 * against the services' schema, so the HTML holds the very answer the browser would have fetched. A
 * GraphQL error fails the load (the browser then loads for itself).
 */
export const makeInProcessStatistics = (deps: StatisticsDeps) => {
  const executors = {
    statistics: makeInProcessExecutor(makeServiceSchema("statistics", { statistics: deps }), "statistics"),
    aggregator: makeInProcessExecutor(makeServiceSchema("aggregator", { statistics: deps }), "aggregator"),
  };
  return async (
    service: "statistics" | "aggregator",
    text: string,
    variables: Readonly<Record<string, unknown>>,
  ): Promise<unknown> => {
    const result = await executors[service](text, variables);
    if (result.errors && result.errors.length > 0)
      throw new Error(`${service}: ${result.errors.map((error) => error.message).join("; ")}`);
    return result.data;
  };
};
