import { archivedEventPage } from "../event/archivedEventPage.ts";
import type { RouterContext } from "./routerContext.ts";
import { statisticsPageSpec } from "./statisticsPages.ts";

/** An event the line does not list, from the archive for the server render: unknown there too, a 404. */
export const prefetchArchivedEvent = (context: RouterContext, eventId: string): Promise<void> =>
  context.pages.prefetch(
    statisticsPageSpec(archivedEventPage, context.statistics, { id: eventId }, { missingIs404: true }),
  );
