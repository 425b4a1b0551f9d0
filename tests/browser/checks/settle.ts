import type { Page } from "@playwright/test";

/**
 * Waits until the page looks the way it will stay: web fonts loaded and every finite animation or
 * transition finished. A fade or a slide measured halfway gives colour contrast that no visitor sees
 * (half-transparent text), so checks run after them; endless ones (spinners, live pulses) are left running.
 */
export const settle = (page: Page): Promise<void> =>
  page.evaluate(async () => {
    await document.fonts.ready;
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
