import { Cause, Effect, Exit, ManagedRuntime, Schema } from "effect";
import { fromPromise, type InspectionEvent } from "xstate";
import { graphqlPath } from "../../domain/graphql/services.ts";
import { ResponseDecodeError } from "../../domain/rpc/clientErrors.ts";
import { TOP_TOURNAMENTS_DEFAULT_SIZE } from "../../domain/sportsbook/homeLimits.ts";
import { HOME_TOP_QUERY, HomeTopAnswer, type HomeTopVariables } from "../../domain/sportsbook/homeQuery.ts";
import { type HomeRequest, homePageMachine } from "../../machines/home/homePageMachine.ts";
import { GraphqlClient } from "../../transport/graphql/GraphqlClient.ts";

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

/** Runs an effect needing the GraphQL client; rejects with the typed failure itself, aborted by `signal`. */
export type RunGraphql = <A, E>(
  effect: Effect.Effect<A, E, GraphqlClient>,
  signal: AbortSignal,
) => Promise<A>;

export const runnerOf =
  (runtime: ManagedRuntime.ManagedRuntime<GraphqlClient, never>): RunGraphql =>
  async (effect, signal) => {
    const exit = await runtime.runPromiseExit(effect, { signal });
    if (Exit.isSuccess(exit)) return exit.value;
    // The machine sorts failures by their tag (homeLoadFailure), so it gets the error, not a wrapper.
    throw Cause.squash(exit.cause);
  };

/** The home page machine with its load going through the GraphQL client; one actor per visit of the page. */
export const createHomePageLogic = (run: RunGraphql) =>
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

/**
 * NOTE: the GraphQL client gets a runtime of its own here rather than joining the RPC and realtime one
 * in browserTransport.ts, which is being built at the same time; merging the layers later changes only
 * this line.
 */
export const createHomeActors = (inspect?: (event: InspectionEvent) => void): HomeActors => {
  const runtime = ManagedRuntime.make(GraphqlClient.layer());
  return { logic: createHomePageLogic(runnerOf(runtime)), inspect };
};
