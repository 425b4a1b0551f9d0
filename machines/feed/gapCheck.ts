import type { FeedGap } from "../../domain/feed/views.ts";
import type { FeedFault } from "./feedFaults.ts";

export type GapFault = Extract<FeedFault, `gap.${string}`>;

/**
 * What is wrong with a gap answer for a client at `version`, or undefined when it is usable: it must
 * hold `version + 1`, `version + 2`, … in order without holes. It may stop before the batches the client
 * buffered (those are applied after it) or run past them (the buffered copies are then dropped).
 */
export const gapFault = (version: number, gap: FeedGap): GapFault | undefined => {
  if (gap === null) return "gap.nil";
  const first = gap[0];
  // NOTE: a gap asked for after a batch above `version + 1` arrived means the server holds at least
  // `version + 1`: an empty answer is as wrong as one that starts too high. (A resume asks with no batch
  // first; `resumeGapFault` lets it hear "nothing since".)
  if (!first || first.version > version + 1) return "gap.incorrectVersion";
  if (first.version <= version) return "gap.versionTooLow";
  for (let i = 1; i < gap.length; i++) {
    const step = gap[i]!.version - gap[i - 1]!.version;
    if (step <= 0) return "gap.outOfOrder";
    if (step > 1) return "gap.versionTooHigh";
  }
  return undefined;
};

/**
 * The same judgement for a resume (a snapshot restored from a server render): no batch has shown a hole
 * yet, so an empty answer is right when nothing happened since the render.
 */
export const resumeGapFault = (version: number, gap: FeedGap): GapFault | undefined =>
  gap !== null && gap.length === 0 ? undefined : gapFault(version, gap);
