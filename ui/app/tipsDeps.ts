import type { InspectionEvent } from "xstate";
import type { TipsAnswer, TipsVariables } from "../../domain/tips/tipsQuery.ts";
import type { GraphqlClient } from "../../transport/graphql/GraphqlClient.ts";
import type { Run } from "./appRuntime.ts";
import type { AuthorizedCalls } from "./authorizedCalls.ts";

/**
 * What the tips page needs from the composition root. Plain values only: the page's machines and the
 * code that calls the back end are built from them in `tipsActors.ts`, which comes with the page's chunk,
 * so the app's start-up JS carries none of it.
 */
export interface TipsDeps {
  /** The browser's runtime and signed-in calls; null on the server. */
  readonly transport: { readonly run: Run<GraphqlClient>; readonly calls: AuthorizedCalls } | null;
  /** The server's own `tips` resolver, called in process while rendering; null in the browser. */
  readonly inProcess: ((variables: TipsVariables) => Promise<TipsAnswer>) | null;
  readonly now: () => number;
  /** Where sales countdowns keep their ends (local storage in the browser; none on the server). */
  readonly storage: Storage | undefined;
  readonly inspect: ((event: InspectionEvent) => void) | undefined;
}
