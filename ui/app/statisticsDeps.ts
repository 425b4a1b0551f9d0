import type { InspectionEvent } from "xstate";

export type StatisticsService = "statistics" | "aggregator";

/**
 * What the statistics pages' machines need from the composition root (issue 9): one way to ask the
 * Statistics and Aggregator services a query as a visitor. In the browser it goes over the gateway (GET
 * by hash, so the gateway's short cache serves a crowd); on the server the same document runs against the
 * services' schema in process. Either way the answer's `data` comes back, decoded by the page's definition.
 */
export interface StatisticsDeps {
  readonly query: (
    service: StatisticsService,
    document: string,
    variables: Readonly<Record<string, unknown>>,
    signal?: AbortSignal,
  ) => Promise<unknown>;
  readonly inspect: ((event: InspectionEvent) => void) | undefined;
}
