import type { InspectionEvent } from "xstate";
import type { TipChainEntriesAnswer, TipChainHeadAnswer } from "../../domain/tips/chain/tipChainQuery.ts";
import type { GraphqlClient } from "../../transport/graphql/GraphqlClient.ts";
import type { Run } from "./appRuntime.ts";

export type TipChainHeadData = typeof TipChainHeadAnswer.Type;
export type TipChainEntriesData = typeof TipChainEntriesAnswer.Type;

/** The server's own tip record reads, called in process while rendering (its `SsrServices`). */
export interface TipRecordInProcess {
  readonly head: () => Promise<TipChainHeadData>;
  readonly entries: (variables: {
    readonly fromSeq: number;
    readonly limit: number;
  }) => Promise<TipChainEntriesData>;
}

/**
 * What the tip record page needs from the composition root: plain values, so its machine and the code
 * that reads the record come with the page's chunk (`tipRecordActors.ts`), never the start-up JS.
 */
export interface TipRecordDeps {
  /** The browser's runtime (the record is public: no sign-in); null on the server. */
  readonly transport: { readonly run: Run<GraphqlClient> } | null;
  /** The server's reads while rendering; null in the browser. */
  readonly inProcess: TipRecordInProcess | null;
  readonly inspect: ((event: InspectionEvent) => void) | undefined;
}
