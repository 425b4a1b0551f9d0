import type { DocumentNode, ExecutionResult, GraphQLSchema } from "graphql";
import type { GatewayContext } from "../GatewayContext";
import { makeServiceSchema } from "../serviceSchemas";
import { yogaGraphql } from "../yogaGraphql";
import type { StatisticsDeps } from "./statisticsSchemaParts";

const graphql = yogaGraphql;

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
