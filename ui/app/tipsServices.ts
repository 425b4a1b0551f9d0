import { PurchasePrediction } from "../../domain/tips/tipCommands.ts";
import { TIPS_QUERY, type TipsPage, type TipsRequest, tipsVariables } from "../../domain/tips/tipsQuery.ts";
import type { TipsDeps } from "./tipsDeps.ts";
import { queryAsViewerOrVisitor, tipsPageOf } from "./viewerOrVisitor.ts";

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
  const { calls } = transport;
  return {
    loadTips: async (request, after, signal) =>
      tipsPageOf(await queryAsViewerOrVisitor(transport, TIPS_QUERY, tipsVariables(request, after), signal)),
    purchaseTip: async (tipId, signal) => {
      const answer = await calls.rpc(PurchasePrediction, { predictionId: tipId }, signal);
      return { comment: answer.comment, balance: answer.balance };
    },
  };
};
