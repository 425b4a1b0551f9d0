import { Effect, Schema } from "effect";
import { fromPromise, type InspectionEvent } from "xstate";
import { graphqlPath } from "../../domain/graphql/services.ts";
import { ResponseDecodeError } from "../../domain/rpc/clientErrors.ts";
import { TOP_TOURNAMENTS_DEFAULT_SIZE } from "../../domain/sportsbook/homeLimits.ts";
import { HOME_TOP_QUERY, HomeTopAnswer, type HomeTopVariables } from "../../domain/sportsbook/homeQuery.ts";
import { type HomeRequest, homePageMachine } from "../../machines/home/homePageMachine.ts";
import { GraphqlClient } from "../../transport/graphql/GraphqlClient.ts";
import type { Run } from "./appRuntime.ts";

const decodeAnswer = Schema.decodeUnknownEffect(HomeTopAnswer);

/** One home load: the persisted `HomeTop` query by GET, its answer decoded before any machine sees it. */
export const loadHomeTop = ({ sportId, timeZoneOffset }: HomeRequest) =>
  Effect.gen(function* () {
    const client = yield* GraphqlClient;
    const variables: HomeTopVariables = { sportId, timeZoneOffset, size: TOP_TOURNAMENTS_DEFAULT_SIZE };
    const data = yield* client.query("sportsbook", HOME_TOP_QUERY, variables);
    return yield* decodeAnswer(data).pipe(
      Effect.mapError(
        (error) => new ResponseDecodeError({ uri: graphqlPath("sportsbook"), message: error.message }),
      ),
    );
  });

/** The home page machine with its load going through the GraphQL client; one actor per visit of the page. */
export const createHomePageLogic = (run: Run<GraphqlClient>) =>
  homePageMachine.provide({
    actors: {
      loadHome: fromPromise<HomeTopAnswer, HomeRequest>(({ input, signal }) =>
        run(loadHomeTop(input), signal),
      ),
    },
  });

export type HomePageLogic = ReturnType<typeof createHomePageLogic>;

export interface HomeActors {
  readonly logic: HomePageLogic;
  /** The inspector hook in development, so the page's actor shows up beside the app-wide ones. */
  readonly inspect: ((event: InspectionEvent) => void) | undefined;
}

/** The home page's machine over the app's runtime. */
export const createHomeActors = (
  run: Run<GraphqlClient>,
  inspect?: (event: InspectionEvent) => void,
): HomeActors => ({
  logic: createHomePageLogic(run),
  inspect,
});
