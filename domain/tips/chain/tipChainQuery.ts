import { Schema } from "effect";

/**
 * The public face of the tip record on the `users` GraphQL service: the head anyone may note down, and
 * the entries in pages, enough to recompute the chain with `verifyChain` (no sign-in needed).
 */
export const TIP_CHAIN_PAGE_MAX = 1_000;

export const TIP_CHAIN_HEAD_QUERY = /* GraphQL */ `
  query TipChainHead {
    tipChainHead { seq hash }
  }
`;

export const TIP_CHAIN_ENTRIES_QUERY = /* GraphQL */ `
  query TipChainEntries($fromSeq: Float!, $limit: Int) {
    tipChainEntries(fromSeq: $fromSeq, limit: $limit) { seq kind tipId entry prevHash hash }
  }
`;

const ChainHeadAnswer = Schema.Struct({ seq: Schema.Number, hash: Schema.String });

export const TipChainHeadAnswer = Schema.Struct({ tipChainHead: ChainHeadAnswer });

export const TipChainEntriesAnswer = Schema.Struct({
  tipChainEntries: Schema.Array(
    Schema.Struct({
      seq: Schema.Number,
      kind: Schema.Literals(["tip", "settlement"]),
      tipId: Schema.String,
      entry: Schema.String,
      prevHash: Schema.String,
      hash: Schema.String,
    }),
  ),
});
