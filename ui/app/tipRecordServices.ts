import { Effect, Schema } from "effect";
import { graphqlPath } from "../../domain/graphql/services.ts";
import { ResponseDecodeError } from "../../domain/rpc/clientErrors.ts";
import { entryTime, parseEntry } from "../../domain/tips/chain/tipChain.ts";
import {
  TIP_CHAIN_ENTRIES_QUERY,
  TIP_CHAIN_HEAD_QUERY,
  TIP_CHAIN_PAGE_MAX,
  TipChainEntriesAnswer,
  TipChainHeadAnswer,
} from "../../domain/tips/chain/tipChainQuery.ts";
import type { ChainRow } from "../../domain/tips/chain/verifyChain.ts";
import type { EntriesRequest, TipRecordHead } from "../../machines/tipRecord/tipRecordMachine.ts";
import { GraphqlClient } from "../../transport/graphql/GraphqlClient.ts";
import type { TipChainEntriesData, TipChainHeadData, TipRecordDeps } from "./tipRecordDeps.ts";

/** What the tip record page's machine does outside itself (provided in `tipRecordActors.ts`). */
export interface TipRecordServices {
  readonly loadHead: (signal?: AbortSignal) => Promise<TipRecordHead>;
  readonly loadEntries: (request: EntriesRequest, signal?: AbortSignal) => Promise<ReadonlyArray<ChainRow>>;
  readonly findTipEntries: (tipId: string, signal?: AbortSignal) => Promise<ReadonlyArray<ChainRow>>;
}

const decodeOr =
  <S extends Schema.Top & { readonly DecodingServices: never }>(schema: S) =>
  (data: unknown): S["Type"] => {
    try {
      return Schema.decodeUnknownSync(schema)(data);
    } catch (error) {
      throw new ResponseDecodeError({ uri: graphqlPath("users"), message: String(error) });
    }
  };

const decodeHead = decodeOr(TipChainHeadAnswer);
const decodeEntries = decodeOr(TipChainEntriesAnswer);

interface Reads {
  readonly head: (signal?: AbortSignal) => Promise<TipChainHeadData>;
  readonly entries: (
    variables: { readonly fromSeq: number; readonly limit: number },
    signal?: AbortSignal,
  ) => Promise<TipChainEntriesData>;
}

/** The two reads, over GraphQL in the browser or the server's resolvers while rendering. */
const readsOf = ({ transport, inProcess }: TipRecordDeps): Reads => {
  if (inProcess) return inProcess;
  if (!transport) throw new Error("The tip record page needs the app's transport or the server's reads");
  const ask = (
    document: string,
    variables: Readonly<Record<string, number>>,
    bypassCache: boolean,
    signal: AbortSignal | undefined,
  ) =>
    transport.run(
      Effect.gen(function* () {
        const client = yield* GraphqlClient;
        return yield* client.query<unknown, Readonly<Record<string, number>>>("users", document, variables, {
          bypassCache,
        });
      }),
      signal,
    );
  return {
    // The head moves with every tip: always the current one. Pages of entries never change once written.
    head: async (signal) => decodeHead(await ask(TIP_CHAIN_HEAD_QUERY, {}, true, signal)),
    entries: async (variables, signal) =>
      decodeEntries(await ask(TIP_CHAIN_ENTRIES_QUERY, { ...variables }, false, signal)),
  };
};

/**
 * The verification asks for the record's pages in order, and spends longer hashing a page than fetching
 * it: once a full page arrives, the page after it is fetched while this one is hashed, and handed over if
 * it is the one asked for next. Pages never change once written, so one fetched early is still right.
 */
const readAhead = (
  load: (request: EntriesRequest, signal?: AbortSignal) => Promise<ReadonlyArray<ChainRow>>,
) => {
  let ahead: { readonly fromSeq: number; readonly rows: Promise<ReadonlyArray<ChainRow>> } | null = null;
  return async (request: EntriesRequest, signal?: AbortSignal): Promise<ReadonlyArray<ChainRow>> => {
    const early = ahead?.fromSeq === request.fromSeq ? ahead.rows : null;
    ahead = null;
    const rows = early ? (await early).slice(0, request.limit) : await load(request, signal);
    const last = rows.at(-1);
    if (last && rows.length === request.limit && last.seq < request.throughSeq) {
      const limit = Math.min(request.limit, request.throughSeq - last.seq);
      const next = load({ fromSeq: last.seq + 1, limit, throughSeq: request.throughSeq });
      // Unclaimed, its failure is nobody's; claimed, the caller gets it.
      next.catch(() => {});
      ahead = { fromSeq: last.seq + 1, rows: next };
    }
    return rows;
  };
};

/**
 * The tip record over the public GraphQL queries. A tip's entries are found by reading the record from
 * its start: the service has no query by tip (yet), and the record is public anyway.
 */
export const createTipRecordServices = (deps: TipRecordDeps): TipRecordServices => {
  const reads = readsOf(deps);
  const loadEntries = async (
    { fromSeq, limit }: Pick<EntriesRequest, "fromSeq" | "limit">,
    signal?: AbortSignal,
  ): Promise<ReadonlyArray<ChainRow>> => (await reads.entries({ fromSeq, limit }, signal)).tipChainEntries;
  return {
    loadHead: async (signal) => {
      const { seq, hash } = (await reads.head(signal)).tipChainHead;
      if (seq === 0) return { seq, hash, at: null };
      const [last] = await loadEntries({ fromSeq: seq, limit: 1 }, signal);
      const entry = last ? parseEntry(last.entry) : undefined;
      return { seq, hash, at: entry ? entryTime(entry) : null };
    },
    loadEntries: readAhead(loadEntries),
    findTipEntries: async (tipId, signal) => {
      const { seq: last } = (await reads.head(signal)).tipChainHead;
      const found: ChainRow[] = [];
      let fromSeq = 1;
      while (fromSeq <= last && !signal?.aborted) {
        const rows = await loadEntries({ fromSeq, limit: TIP_CHAIN_PAGE_MAX }, signal);
        if (rows.length === 0) break;
        found.push(...rows.filter((row) => row.tipId === tipId));
        fromSeq = rows.at(-1)!.seq + 1;
      }
      return found;
    },
  };
};
