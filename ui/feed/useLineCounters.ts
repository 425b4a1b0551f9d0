import { useSelector } from "@xstate/react";
import { useEffect } from "react";
import { type LineKind, liveEventCount } from "../../machines/feed/feedCountersMachine.ts";
import { useAppActors } from "../app/hooks.ts";
import { useHydrated } from "../app/useHydrated.ts";

/** Marks a line page as on screen, which keeps the live counts of the sport switcher fresh. */
export const useLineOnScreen = (kind: LineKind): void => {
  const { feed } = useAppActors();
  useEffect(() => {
    feed.counters.send({ type: "counters.line.enter", kind });
    return () => feed.counters.send({ type: "counters.line.leave", kind });
  }, [feed, kind]);
};

/** Keeps the day strip's counts of one sport in one zone fresh while the calling page is open. */
export const useDayCountersWatch = (sportId: string, timeZoneOffset: number): void => {
  const { feed } = useAppActors();
  useEffect(() => {
    feed.counters.send({ type: "counters.days.watch", sportId, timeZoneOffset });
    return () => feed.counters.send({ type: "counters.days.unwatch", sportId, timeZoneOffset });
  }, [feed, sportId, timeZoneOffset]);
};

/** Counts are polled by the browser alone: the server's HTML and the hydrating render show none yet. */
export const useLiveCount = (sportId: string): number => {
  const { feed } = useAppActors();
  const count = useSelector(feed.counters, (snapshot) => liveEventCount(snapshot.context, sportId));
  return useHydrated() ? count : 0;
};

/** Date → events of a sport, for the day strip; days never loaded read as unknown, not 0. */
export const useDayCounts = (sportId: string): Readonly<Record<string, number>> | undefined => {
  const { feed } = useAppActors();
  const counts = useSelector(feed.counters, (snapshot) => snapshot.context.dayEvents[sportId]);
  return useHydrated() ? counts : undefined;
};
