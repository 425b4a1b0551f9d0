import { LruCache } from "../lruCache";
import type { Fixture } from "../types";
import { type MatchOutcome, outcomeOf } from "./matchOutcome";
import { simulateMatch } from "./simulateMatch";
import type { MatchTimeline } from "./types";

/**
 * About 150 bytes an outcome: the default holds a few hundred seasons' worth (a soccer league season has
 * 380 matches) in well under 10 MB.
 */
export const OUTCOME_CAPACITY = 50_000;

/** Final outcomes by fixture id, simulated on first use (about 0.7 ms a soccer match) and kept in an LRU. */
export class MatchOutcomes {
  private readonly cache: LruCache<string, MatchOutcome>;
  /** Matches simulated here so far: what a warm cache saves, for tests and the warm-up's log. */
  simulated = 0;

  constructor(capacity = OUTCOME_CAPACITY) {
    this.cache = new LruCache(capacity);
  }

  /** `timeline`, when the caller has just simulated the fixture, saves simulating it again. */
  of(fixture: Fixture, timeline?: MatchTimeline): MatchOutcome {
    return this.cache.getOrSet(fixture.id, () => {
      if (!timeline) this.simulated += 1;
      return outcomeOf(timeline ?? simulateMatch(fixture));
    });
  }
}
