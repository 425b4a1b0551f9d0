import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * False while React hydrates server HTML (and on the server), true afterwards. What only the browser knows
 * (the signed-in user, counts polled since the page was rendered) waits for it, so the first browser render
 * matches the server's HTML and then updates.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
