import { Effect, Schema } from "effect";
import { graphqlPath } from "../../domain/graphql/services.ts";
import { ResponseDecodeError } from "../../domain/rpc/clientErrors.ts";
import { PurchasePrediction } from "../../domain/tips/tipCommands.ts";
import {
  TIPS_QUERY,
  TipsAnswer,
  type TipsPage,
  type TipsRequest,
  tipsVariables,
} from "../../domain/tips/tipsQuery.ts";
import { GraphqlClient } from "../../transport/graphql/GraphqlClient.ts";
import { NotSignedInError } from "./authorizedCalls.ts";
import type { TipsDeps } from "./tipsDeps.ts";

/**
 * What the tips page's machines do outside themselves (provided in `tipsActors.ts`).
 */
export interface TipsServices {
  readonly loadTips: (request: TipsRequest, after: string | null, signal?: AbortSignal) => Promise<TipsPage>;
  /** `purchase_prediction`: the comment and the buyer's balance after it. */
  readonly purchaseTip: (
    tipId: string,
    signal?: AbortSignal,
  ) => Promise<{ readonly comment: string; readonly balance: number }>;
}

const decodeAnswer = Schema.decodeUnknownSync(TipsAnswer);

const pageOfAnswer = (data: unknown): TipsPage => {
  try {
    return decodeAnswer(data).tips;
  } catch (error) {
    throw new ResponseDecodeError({ uri: graphqlPath("users"), message: String(error) });
  }
};

/** A visitor's page: no token, so the gateway may answer from its short cache. */
const anonymousTips = (variables: ReturnType<typeof tipsVariables>) =>
  Effect.gen(function* () {
    const client = yield* GraphqlClient;
    return yield* client.query<unknown, typeof variables>("users", TIPS_QUERY, variables);
  });

/**
 * The tips page over the app's runtime: the list as the signed-in user when there is one (their own and
 * bought tips carry comments), as a visitor otherwise; unlocks through `purchase_prediction`.
 */
export const createTipsServices = ({ transport, inProcess }: TipsDeps): TipsServices => {
  if (inProcess) {
    // A server render lists as a visitor and buys nothing.
    return {
      loadTips: async (request, after) => (await inProcess(tipsVariables(request, after))).tips,
      purchaseTip: () => Promise.reject(new Error("Server rendering buys nothing")),
    };
  }
  if (!transport) throw new Error("The tips page needs the app's transport or the server's resolver");
  const { run, calls } = transport;
  return {
    loadTips: async (request, after, signal) => {
      const variables = tipsVariables(request, after);
      try {
        return pageOfAnswer(await calls.graphql<unknown>("users", TIPS_QUERY, variables, signal));
      } catch (error) {
        if (!(error instanceof NotSignedInError)) throw error;
        return pageOfAnswer(await run(anonymousTips(variables), signal));
      }
    },
    purchaseTip: async (tipId, signal) => {
      const answer = await calls.rpc(PurchasePrediction, { predictionId: tipId }, signal);
      return { comment: answer.comment, balance: answer.balance };
    },
  };
};
