import { Client, fetchExchange } from "@urql/core";
import { persistedExchange } from "@urql/exchange-persisted";
import type { FetchLike } from "../rpc/rpcRequest";
import { methodExchange } from "./methodExchange";
import { sha256Hex } from "./sha256";

export interface UrqlClientConfig {
  /** Empty for same origin; an absolute origin in Node. */
  readonly baseUrl: string;
  readonly fetch?: FetchLike | undefined;
  /** Returns undefined or null to send the query unhashed (then always POST). */
  readonly generateHash?: ((query: string) => Promise<string | null | undefined>) | undefined;
}

/**
 * One urql client for every gateway service; each operation sets its own `/graphql/{service}` URL.
 * No cacheExchange: caching is the gateway's and the CDN's job, and the Effect layer above wants one
 * network answer per call.
 */
export const makeUrqlClient = (config: UrqlClientConfig): Client =>
  new Client({
    url: `${config.baseUrl}/graphql`,
    requestPolicy: "network-only",
    // urql only ever calls fetch(url: string, init), which is exactly FetchLike.
    fetch: config.fetch as typeof fetch | undefined,
    exchanges: [
      persistedExchange({
        // Overridden per operation by methodExchange; "force" keeps urql's 2048 limit out of the way.
        preferGetForPersistedQueries: "force",
        // Automatic persisted queries: a PersistedQueryNotFound answer is retried with the query.
        enforcePersistedQueries: false,
        enableForMutation: false,
        generateHash: config.generateHash ?? sha256Hex,
      }),
      methodExchange,
      fetchExchange,
    ],
  });
