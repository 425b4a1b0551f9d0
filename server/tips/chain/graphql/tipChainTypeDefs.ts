/** The tip record's public part of the `users` service (issue 8): its head and its entries. */
export const tipChainTypeDefs = /* GraphQL */ `
  "Where the tamper-evident tip record stands: its last entry."
  type TipChainHead {
    "0 while the record is empty."
    seq: Float!
    "SHA-256 of the previous hash and the entry, hex; 64 zeros while empty."
    hash: String!
  }
  "One entry of the record: a tip at its creation or a settlement, as canonical JSON."
  type TipChainEntry {
    seq: Float!
    "tip or settlement"
    kind: String!
    tipId: ID!
    entry: String!
    prevHash: String!
    hash: String!
  }

  extend type Query {
    tipChainHead: TipChainHead!
    "Up to limit (default 100, at most 1000) entries from fromSeq on, in order."
    tipChainEntries(fromSeq: Float!, limit: Int): [TipChainEntry!]!
  }
`;
