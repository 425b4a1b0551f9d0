import { useEffect, useRef } from "react";

/**
 * A tab bar that scrolls sideways on a phone keeps its current tab in view (a link to the squad or the
 * transfers would otherwise open with that tab off screen). Only the bar scrolls, never the page; after
 * hydration, so the server's HTML is unchanged.
 */
export const useCurrentTabInView = <E extends HTMLElement>(current: string) => {
  const ref = useRef<E>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the bar is read anew each time the tab changes.
  useEffect(() => {
    const bar = ref.current;
    const tab = bar?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!bar || !tab || bar.scrollWidth <= bar.clientWidth) return;
    const left = tab.offsetLeft - bar.offsetLeft;
    if (left < bar.scrollLeft || left + tab.offsetWidth > bar.scrollLeft + bar.clientWidth)
      bar.scrollLeft = Math.max(0, left - (bar.clientWidth - tab.offsetWidth) / 2);
  }, [current]);
  return ref;
};
