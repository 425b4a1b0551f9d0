/** DOM events that say the user is there; scrolling and typing count, mere pointer moves do not. */
const ACTIVITY_EVENTS = ["pointerdown", "keydown", "wheel", "touchstart", "scroll"] as const;

/** At most one report per this many ms: the session debounces again, this only spares it a flood. */
export const ACTIVITY_THROTTLE_MS = 1_000;

/**
 * Reports user activity for the session's keep-alive (accounts spec section 4), throttled; also when the
 * tab comes back into view. Returns the function that stops listening.
 */
export const watchActivity = (
  target: Pick<Window, "addEventListener" | "removeEventListener">,
  doc: Pick<Document, "addEventListener" | "removeEventListener" | "visibilityState">,
  onActivity: () => void,
  now: () => number = Date.now,
): (() => void) => {
  let last = Number.NEGATIVE_INFINITY;
  const report = () => {
    const at = now();
    if (at - last < ACTIVITY_THROTTLE_MS) return;
    last = at;
    onActivity();
  };
  const onVisibility = () => {
    if (doc.visibilityState === "visible") report();
  };
  const options = { passive: true, capture: true } as const;
  for (const type of ACTIVITY_EVENTS) target.addEventListener(type, report, options);
  doc.addEventListener("visibilitychange", onVisibility);
  return () => {
    for (const type of ACTIVITY_EVENTS) target.removeEventListener(type, report, options);
    doc.removeEventListener("visibilitychange", onVisibility);
  };
};
