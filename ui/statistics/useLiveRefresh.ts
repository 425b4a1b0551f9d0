import { useEffect } from "react";

/** How often a live statistics view asks again (live standings; the server's answer is a few seconds old at most). */
export const LIVE_REFRESH_MS = 15_000;

/**
 * While `on`, sends the page machine `statisticsPage.refresh` every `everyMs`: the machine reloads
 * quietly with its answer on screen (and retries a failed load). NOTE: an effect rather than a machine
 * of its own: the interval lives exactly as long as the view is mounted with the toggle on, and the page
 * machine already owns the load's lifecycle (a refresh while one runs starts it again). A hidden tab
 * skips its turns.
 */
export const useLiveRefresh = (
  actor: { send(event: { readonly type: "statisticsPage.refresh" }): void },
  on: boolean,
  everyMs: number = LIVE_REFRESH_MS,
): void => {
  useEffect(() => {
    if (!on) return;
    const timer = setInterval(() => {
      if (document.visibilityState !== "hidden") actor.send({ type: "statisticsPage.refresh" });
    }, everyMs);
    return () => clearInterval(timer);
  }, [actor, on, everyMs]);
};
