import type { InspectionEvent } from "xstate";
import type { RankingAnswer, RankingVariables } from "../../domain/tips/rankingQuery.ts";
import type { GraphqlClient } from "../../transport/graphql/GraphqlClient.ts";
import type { Run } from "./appRuntime.ts";
import type { AuthorizedCalls } from "./authorizedCalls.ts";

/**
 * What the ranking's machine needs from the composition root. Plain values only: the machine and the code
 * that calls the back end are built from them in `rankingActors.ts`, which comes with the pages that show
 * a ranking, so the app's start-up JS carries none of it.
 */
export interface RankingDeps {
  /** The browser's runtime and signed-in calls; null on the server. */
  readonly transport: { readonly run: Run<GraphqlClient>; readonly calls: AuthorizedCalls } | null;
  /** The server's own `tipsterRanking` resolver, called in process while rendering; null in the browser. */
  readonly inProcess: ((variables: RankingVariables) => Promise<RankingAnswer>) | null;
  readonly inspect: ((event: InspectionEvent) => void) | undefined;
}
