import { type AnyVariables, createRequest, type DocumentInput } from "@urql/core";
import { Effect } from "effect";
import { type GraphqlService, graphqlPath } from "../../domain/graphql/services";
import { ApiError, type GraphqlQueryError } from "../../domain/rpc/clientErrors";
import type { GraphqlClientShape, GraphqlQueryOptions } from "./GraphqlClient";
import { GRAPHQL_UNCODED_ERROR } from "./graphqlErrors";

/** One fake gateway operation for `GraphqlClient.layerTest`. */
export interface GraphqlTestHandler {
  readonly service: GraphqlService;
  readonly operationName: string;
  readonly handle: (
    variables: AnyVariables,
    options: GraphqlQueryOptions,
  ) => Effect.Effect<unknown, GraphqlQueryError>;
}

export const operationNameOf = (document: DocumentInput): string | undefined => {
  for (const definition of createRequest(document, {}).query.definitions) {
    if (definition.kind === "OperationDefinition") return definition.name?.value;
  }
  return undefined;
};

/** Binds a fake to the document it stands for, so variables and data are type-checked. */
export const graphqlHandler = <Data, Variables extends AnyVariables>(
  service: GraphqlService,
  document: DocumentInput<Data, Variables>,
  handle: (variables: Variables, options: GraphqlQueryOptions) => Effect.Effect<Data, GraphqlQueryError>,
): GraphqlTestHandler => ({
  service,
  operationName: operationNameOf(document as DocumentInput) ?? "",
  handle: (variables, options) => handle(variables as Variables, options),
});

export const makeTest = (handlers: ReadonlyArray<GraphqlTestHandler>): GraphqlClientShape => {
  const byKey = new Map(handlers.map((handler) => [`${handler.service}/${handler.operationName}`, handler]));
  const query = Effect.fn("GraphqlClient.query")(function* (
    service: GraphqlService,
    document: DocumentInput,
    variables: AnyVariables,
    options: GraphqlQueryOptions,
  ) {
    const name = operationNameOf(document) ?? "";
    const handler = byKey.get(`${service}/${name}`);
    if (!handler) {
      return yield* new ApiError({
        uri: graphqlPath(service),
        errors: [
          { code: GRAPHQL_UNCODED_ERROR, type: "NOT_FOUND", message: `No fake for ${service}/${name}` },
        ],
      });
    }
    return yield* handler.handle(variables, options);
  });
  return {
    query: <Data, Variables extends AnyVariables>(
      service: GraphqlService,
      document: DocumentInput<Data, Variables>,
      variables: Variables,
      options: GraphqlQueryOptions = {},
    ) =>
      query(service, document as DocumentInput, variables, options) as Effect.Effect<Data, GraphqlQueryError>,
  };
};
