import { Effect, Schema } from "effect";
import { graphqlPath } from "../../domain/graphql/services.ts";
import { ResponseDecodeError } from "../../domain/rpc/clientErrors.ts";
import {
  RANKING_QUERY,
  RankingAnswer,
  type RankingRequest,
  type RankingRow,
  rankingVariables,
} from "../../domain/tips/rankingQuery.ts";
import { GraphqlClient } from "../../transport/graphql/GraphqlClient.ts";
import { NotSignedInError } from "./authorizedCalls.ts";
import type { RankingDeps } from "./rankingDeps.ts";

/** What the ranking's machine does outside itself (provided in `rankingActors.ts`). */
export interface RankingServices {
  readonly loadRanking: (request: RankingRequest, signal?: AbortSignal) => Promise<ReadonlyArray<RankingRow>>;
}

const decodeAnswer = Schema.decodeUnknownSync(RankingAnswer);

const rowsOfAnswer = (data: unknown): ReadonlyArray<RankingRow> => {
  try {
    return decodeAnswer(data).tipsterRanking;
  } catch (error) {
    throw new ResponseDecodeError({ uri: graphqlPath("users"), message: String(error) });
  }
};

/** A visitor's ranking: no token, so the gateway may answer from its short cache. */
const anonymousRanking = (variables: ReturnType<typeof rankingVariables>) =>
  Effect.gen(function* () {
    const client = yield* GraphqlClient;
    return yield* client.query<unknown, typeof variables>("users", RANKING_QUERY, variables);
  });

/**
 * The ranking over the app's runtime: as the signed-in user when there is one (FOLLOWING is theirs), as a
 * visitor otherwise; on the server, the users service's own resolver as a visitor.
 */
export const createRankingServices = ({ transport, inProcess }: RankingDeps): RankingServices => {
  if (inProcess) {
    return { loadRanking: async (request) => (await inProcess(rankingVariables(request))).tipsterRanking };
  }
  if (!transport) throw new Error("The ranking needs the app's transport or the server's resolver");
  const { run, calls } = transport;
  return {
    loadRanking: async (request, signal) => {
      const variables = rankingVariables(request);
      // Only FOLLOWING depends on the viewer: the public tabs share the gateway's cached answer.
      if (request.tab !== "FOLLOWING") return rowsOfAnswer(await run(anonymousRanking(variables), signal));
      try {
        return rowsOfAnswer(await calls.graphql<unknown>("users", RANKING_QUERY, variables, signal));
      } catch (error) {
        if (!(error instanceof NotSignedInError)) throw error;
        return [];
      }
    },
  };
};
