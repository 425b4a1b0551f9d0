import {
  type DayWatch,
  feedCountersMachine,
  type SportCount,
  type SportDays,
} from "../../../machines/feed/feedCountersMachine.ts";
import { type PendingCall, stillWaiting, waitingActor } from "../../helpers/pendingCalls.ts";

export { settle } from "../../helpers/pendingCalls.ts";

export const LIVE_ANSWER: ReadonlyArray<SportCount> = [
  { sportId: "soccer", count: 12 },
  { sportId: "tennis", count: 3 },
];

/** What the server says for a strip: a count that names the zone, so a wrong zone shows. */
export const daysAnswer = (watches: ReadonlyArray<DayWatch>): ReadonlyArray<SportDays> =>
  watches.map(({ sportId, timeZoneOffset }) => ({
    sportId,
    days: [{ date: "2026-11-23", count: 40 + timeZoneOffset / 3600 }],
  }));

/** The counters machine with both loaders waiting for the test to answer them. */
export const countersHarness = () => {
  const live: Array<PendingCall<unknown, ReadonlyArray<SportCount>>> = [];
  const days: Array<PendingCall<ReadonlyArray<DayWatch>, ReadonlyArray<SportDays>>> = [];
  const machine = feedCountersMachine.provide({
    actors: { loadLive: waitingActor(live), loadDays: waitingActor(days) },
  });
  return {
    machine,
    live,
    days,
    pendingLive: () => stillWaiting(live),
    pendingDays: () => stillWaiting(days),
  };
};
