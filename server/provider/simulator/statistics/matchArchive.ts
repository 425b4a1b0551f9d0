import { LruCache } from "../lruCache";
import type { MatchOutcome } from "../match/matchOutcome";
import type { MatchOutcomes } from "../match/matchOutcomes";
import { simulateMatch } from "../match/simulateMatch";
import type { MatchTimeline } from "../match/types";
import type { Fixture } from "../types";

/**
 * Whole timelines kept for running matches and event pages: a soccer timeline weighs about 34 KiB, so
 * 128 of them stay under 5 MB.
 */
export const TIMELINE_CAPACITY = 128;

/**
 * The statistics side's access to the match engine: final outcomes (small, many, shared with the result
 * oracle when the fixture book's oracle is the engine's) and whole timelines (large, few).
 */
export class MatchArchive {
  private readonly timelines: LruCache<string, MatchTimeline>;

  constructor(
    private readonly outcomes: MatchOutcomes,
    timelineCapacity = TIMELINE_CAPACITY,
  ) {
    this.timelines = new LruCache(timelineCapacity);
  }

  outcome(fixture: Fixture): MatchOutcome {
    const timeline = this.timelines.get(fixture.id);
    return this.outcomes.of(fixture, timeline);
  }

  timeline(fixture: Fixture): MatchTimeline {
    return this.timelines.getOrSet(fixture.id, () => {
      const timeline = simulateMatch(fixture);
      this.outcomes.of(fixture, timeline);
      return timeline;
    });
  }
}
