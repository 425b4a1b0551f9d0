import { vi } from "vitest";
import { FEED_RETRY_DELAY_MS } from "../../../machines/feed/feedFaults.ts";
import type { feedHarness } from "./feedHarness.ts";

/**
 * The network behaves from here on: `answerOne` answers a waiting snapshot or gap request with success,
 * pending retries fire, until nothing is left to do; `check` runs after every round. Throws when the feed
 * still has work after `rounds` rounds, since a feed that never settles is the bug these tests look for.
 */
export const quiesceFeed = async (
  harness: ReturnType<typeof feedHarness>,
  answerOne: () => Promise<void>,
  check: () => void,
  rounds: number,
): Promise<void> => {
  for (let round = 0; round < rounds; round++) {
    if (harness.pendingSnapshots().length + harness.pendingGaps().length > 0) await answerOne();
    else if (vi.getTimerCount() > 0) vi.advanceTimersByTime(FEED_RETRY_DELAY_MS);
    else return;
    check();
  }
  throw new Error("the feed never settled");
};
