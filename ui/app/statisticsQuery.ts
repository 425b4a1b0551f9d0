import { Effect } from "effect";
import { GraphqlClient } from "../../transport/graphql/GraphqlClient.ts";
import type { Run } from "./appRuntime.ts";
import type { StatisticsService } from "./statisticsDeps.ts";

/**
 * A statistics query as a visitor, over the app's GraphQL client: no token, so the gateway may answer
 * from its short cache. Loaded with the first statistics page, not with the app.
 */
export const queryStatistics = (
  run: Run<GraphqlClient>,
  service: StatisticsService,
  document: string,
  variables: Readonly<Record<string, unknown>>,
  signal?: AbortSignal,
): Promise<unknown> =>
  run(
    Effect.gen(function* () {
      const client = yield* GraphqlClient;
      return yield* client.query<unknown, Readonly<Record<string, unknown>>>(service, document, variables);
    }),
    signal,
  );
