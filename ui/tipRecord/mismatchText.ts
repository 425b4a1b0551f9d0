import type { ChainProblemKind } from "../../domain/tips/chain/verifyChain.ts";

/** What each kind of mismatch means, in the page's words (the kinds the browser's check reports). */
const MISMATCH_KEYS = {
  seq_gap: "mismatch.seqGap",
  broken_link: "mismatch.brokenLink",
  bad_hash: "mismatch.badHash",
  bad_entry: "mismatch.badEntry",
  after_kickoff: "mismatch.afterKickoff",
  head_mismatch: "mismatch.headMismatch",
} as const satisfies Partial<Record<ChainProblemKind, string>>;

export const mismatchKey = (kind: ChainProblemKind) =>
  kind in MISMATCH_KEYS ? MISMATCH_KEYS[kind as keyof typeof MISMATCH_KEYS] : "mismatch.other";

/** How the two values differ: hashes, entry numbers or times. */
export const mismatchValueKind = (kind: ChainProblemKind): "hash" | "seq" | "time" | "text" =>
  kind === "seq_gap" ? "seq" : kind === "after_kickoff" ? "time" : kind === "bad_entry" ? "text" : "hash";
