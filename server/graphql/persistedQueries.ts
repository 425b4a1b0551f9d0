import { createHash } from "node:crypto";
import { createGraphQLError, type Plugin } from "graphql-yoga";
import { GraphqlErrorCode } from "../../domain/graphql/services";

/** Where learned queries are kept: a memory map in front of the `persisted_queries` table. */
export interface PersistedQueryStore {
  readonly get: (hash: string) => Promise<string | undefined>;
  readonly put: (hash: string, query: string) => Promise<void>;
}

export const sha256 = (text: string): string => createHash("sha256").update(text).digest("hex");

/** The `extensions.persistedQuery.sha256Hash` of a request (version 1), if it carries one. */
export const hashOf = (extensions: unknown): string | undefined => {
  const pq = (extensions as { persistedQuery?: { version?: unknown; sha256Hash?: unknown } } | undefined)
    ?.persistedQuery;
  return pq && pq.version === 1 && typeof pq.sha256Hash === "string" ? pq.sha256Hash : undefined;
};

/**
 * Automatic persisted queries as urql's persisted exchange speaks them: a request with a hash and no
 * query is answered from the store or with `PersistedQueryNotFound` (the client then resends the
 * query with its hash, and the pair is learned after the hash is checked). Requests without a hash
 * run as ordinary operations.
 */
export const automaticPersistedQueries = (store: PersistedQueryStore): Plugin => ({
  async onParams({ params, setParams }) {
    const hash = hashOf(params.extensions);
    if (hash === undefined) return;
    if (params.query) {
      if (sha256(params.query) !== hash) {
        throw createGraphQLError("PersistedQueryHashMismatch", {
          extensions: { code: GraphqlErrorCode.hashMismatch, http: { status: 400 } },
        });
      }
      await store.put(hash, params.query);
      return;
    }
    const query = await store.get(hash);
    if (query === undefined) {
      throw createGraphQLError("PersistedQueryNotFound", {
        extensions: { code: GraphqlErrorCode.persistedQueryNotFound },
      });
    }
    setParams({ ...params, query });
  },
});
