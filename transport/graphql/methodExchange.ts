import { type Exchange, makeOperation, mapExchange, type Operation } from "@urql/core";
import { makeFetchBody, makeFetchOptions, makeFetchURL } from "@urql/core/internal";
import {
  chooseGraphqlMethod,
  GATEWAY_CONTEXT_KEY,
  type GatewayContext,
  headersLength,
} from "./chooseGraphqlMethod";

const hasHash = (operation: Operation): boolean =>
  typeof operation.extensions?.persistedQuery?.sha256Hash === "string";

/**
 * Decides GET or POST per operation with `chooseGraphqlMethod`, then tells fetchExchange through
 * `context.preferGetMethod`: "force" for GET (the URL limit is already ours, urql's own is 2048) and
 * `false` for POST.
 *
 * NOTE: it must sit between persistedExchange and fetchExchange. persistedExchange (5.0.1) overwrites
 * `context.preferGetMethod` with its `preferGetForPersistedQueries` option on every hashed query, so a
 * per-operation preference set by the caller would be lost, and only after it is the hash known.
 * Its miss retry (hash plus query) comes back through here too, and is measured with the query in it.
 */
export const methodExchange: Exchange = mapExchange({
  onOperation: (operation) => {
    if (operation.kind !== "query") return operation;
    const gateway = operation.context[GATEWAY_CONTEXT_KEY] as GatewayContext | undefined;
    const asGet = makeOperation(operation.kind, operation, {
      ...operation.context,
      preferGetMethod: "force",
    });
    const getUrl = makeFetchURL(asGet, makeFetchBody(asGet));
    const headers = makeFetchOptions(asGet).headers as Record<string, string>;
    const method = chooseGraphqlMethod({
      preference: gateway?.preference ?? "GET",
      bypassCache: gateway?.bypassCache ?? false,
      hasHash: hasHash(operation),
      getUrlLength: getUrl.length,
      headersLength: headersLength(headers),
    });
    return makeOperation(operation.kind, operation, {
      ...operation.context,
      preferGetMethod: method === "GET" ? "force" : false,
    });
  },
});
