import { type RefObject, useEffect } from "react";

/**
 * Brings a scrolling strip's current tab (`aria-current="page"` or `aria-pressed="true"`) into view
 * whenever `current` changes: on a phone the tournament's sections and a knockout's rounds are wider
 * than the screen. Only the strip scrolls, never the page; the strip must be its tabs' offset parent.
 */
export const useCurrentTabInView = (strip: RefObject<HTMLElement | null>, current: string | null): void => {
  // biome-ignore lint/correctness/useExhaustiveDependencies: the tab is read from the DOM; it moves with `current`.
  useEffect(() => {
    const element = strip.current;
    const tab = element?.querySelector<HTMLElement>('[aria-current="page"], [aria-pressed="true"]');
    if (!element || !tab) return;
    const start = tab.offsetLeft;
    if (start < element.scrollLeft || start + tab.offsetWidth > element.scrollLeft + element.clientWidth)
      element.scrollLeft = start - (element.clientWidth - tab.offsetWidth) / 2;
  }, [current]);
};
