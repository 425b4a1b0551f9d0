import { findEvent } from "../../domain/feed/filterFeedTree";
import type { FeedEngine } from "../feed/FeedEngine";
import type { StatisticsProvider } from "../provider/StatisticsProvider";
import type { ArchiveReader } from "../statistics/statisticsCatalog";

/** Whether an event has a page people can open, so a chat. */
export type ChatEventLookup = (eventId: string) => Promise<boolean>;

/** Events found are remembered (an event never stops existing); unknown ones are asked again each time. */
const KEEP_FOUND = 10_000;

/**
 * The events the event page can show: the live line's (`feed.lines()`), else the statistics provider's
 * matches (the simulated world, past the line's days), else the imported archive's, as the event route
 * finds them.
 */
export const makeChatEventLookup = ({
  feed,
  statistics,
  archive,
}: {
  readonly feed: Pick<FeedEngine, "lines">;
  readonly statistics?: Pick<StatisticsProvider, "match"> | undefined;
  readonly archive?: Pick<ArchiveReader, "match"> | undefined;
}): ChatEventLookup => {
  const found = new Set<string>();
  const remember = (eventId: string) => {
    if (found.size >= KEEP_FOUND) found.delete(found.values().next().value!);
    found.add(eventId);
    return true;
  };
  return async (eventId) => {
    if (found.has(eventId)) return true;
    if (feed.lines().some(({ tree }) => findEvent(tree, eventId) !== undefined)) return remember(eventId);
    if (statistics?.match(eventId)) return remember(eventId);
    if (archive && (await archive.match(eventId))) return remember(eventId);
    return false;
  };
};
