import { Effect, Schema } from "effect";
import { graphqlPath } from "../../domain/graphql/services.ts";
import { ResponseDecodeError } from "../../domain/rpc/clientErrors.ts";
import { TipsAnswer, type TipsPage } from "../../domain/tips/tipsQuery.ts";
import { GraphqlClient } from "../../transport/graphql/GraphqlClient.ts";
import type { Run } from "./appRuntime.ts";
import { type AuthorizedCalls, NotSignedInError } from "./authorizedCalls.ts";

/** The browser's runtime and signed-in calls, as the tip lists' deps carry them. */
export interface ViewerTransport {
  readonly run: Run<GraphqlClient>;
  readonly calls: AuthorizedCalls;
}

/** A users-service query as anyone asks it: no token, so the gateway may answer from its short cache. */
export const visitorQuery = <V extends Record<string, unknown>>(document: string, variables: V) =>
  Effect.gen(function* () {
    const client = yield* GraphqlClient;
    return yield* client.query<unknown, V>("users", document, variables);
  });

/**
 * A users-service query as the signed-in viewer when there is one (their own and bought tips carry
 * comments), else as a visitor: every tip list asks this way.
 */
export const queryAsViewerOrVisitor = async <V extends Record<string, unknown>>(
  transport: ViewerTransport,
  document: string,
  variables: V,
  signal?: AbortSignal,
): Promise<unknown> => {
  try {
    return await transport.calls.graphql<unknown>("users", document, variables, signal);
  } catch (error) {
    if (!(error instanceof NotSignedInError)) throw error;
    return transport.run(visitorQuery(document, variables), signal);
  }
};

const decodeTipsAnswer = Schema.decodeUnknownSync(TipsAnswer);

/** A `tips` answer's page, or the decode failure the machines show as an error. */
export const tipsPageOf = (data: unknown): TipsPage => {
  try {
    return decodeTipsAnswer(data).tips;
  } catch (error) {
    throw new ResponseDecodeError({ uri: graphqlPath("users"), message: String(error) });
  }
};
