import { Schema } from "effect";
import { graphqlPath } from "../../domain/graphql/services.ts";
import { ResponseDecodeError } from "../../domain/rpc/clientErrors.ts";
import type { TipsPage } from "../../domain/tips/tipsQuery.ts";
import {
  TIP_ORDERS_QUERY,
  TIPSTER_PROFILE_QUERY,
  TIPSTER_STATISTICS_QUERY,
  TIPSTER_TIPS_QUERY,
  TipsterProfileAnswer,
  type TipsterProfileRequest,
  type TipsterStatistics,
  TipsterStatisticsAnswer,
  type TipsterTipsRequest,
  tipOrdersVariables,
  tipsterProfileVariables,
  tipsterTipsVariables,
} from "../../domain/tips/tipsterProfileQuery.ts";
import type { TipsterProfileDeps } from "./tipsterProfileDeps.ts";
import { queryAsViewerOrVisitor, tipsPageOf, visitorQuery } from "./viewerOrVisitor.ts";

/** What the profile's machines do outside themselves (provided in `tipsterProfileActors.ts`). */
export interface TipsterProfileServices {
  readonly loadProfile: (
    request: TipsterProfileRequest,
    signal?: AbortSignal,
  ) => Promise<TipsterProfileAnswer>;
  readonly loadStatistics: (
    request: TipsterProfileRequest,
    signal?: AbortSignal,
  ) => Promise<TipsterStatistics>;
  readonly loadTips: (
    request: TipsterTipsRequest,
    after: string | null,
    signal?: AbortSignal,
  ) => Promise<TipsPage>;
}

const decoded =
  <S extends Schema.Top & { readonly DecodingServices: never }>(schema: S) =>
  (data: unknown): S["Type"] => {
    try {
      return Schema.decodeUnknownSync(schema)(data);
    } catch (error) {
      throw new ResponseDecodeError({ uri: graphqlPath("users"), message: String(error) });
    }
  };
const decodeProfile = decoded(TipsterProfileAnswer);
const decodeStatistics = decoded(TipsterStatisticsAnswer);

/**
 * The profile over the app's runtime: the user and statistics as anyone sees them; the tip lists as the
 * signed-in user when there is one (their own and bought tips carry comments); the bought tips only as
 * their owner. On the server, the users service's own resolvers as a visitor; bought tips never.
 */
export const createTipsterProfileServices = ({
  transport,
  inProcess,
}: TipsterProfileDeps): TipsterProfileServices => {
  if (inProcess) {
    return {
      loadProfile: (request) => inProcess.profile(tipsterProfileVariables(request)),
      loadStatistics: async (request) =>
        (await inProcess.profile(tipsterProfileVariables(request))).tipsterStatistics,
      loadTips: async (request, after) => {
        if (request.list === "orders") throw new Error("Server rendering lists no one's bought tips");
        return (await inProcess.tips(tipsterTipsVariables({ ...request, list: request.list }, after))).tips;
      },
    };
  }
  if (!transport) throw new Error("The profile needs the app's transport or the server's resolvers");
  const { run, calls } = transport;
  return {
    loadProfile: async (request, signal) =>
      decodeProfile(await run(visitorQuery(TIPSTER_PROFILE_QUERY, tipsterProfileVariables(request)), signal)),
    loadStatistics: async (request, signal) =>
      decodeStatistics(
        await run(visitorQuery(TIPSTER_STATISTICS_QUERY, tipsterProfileVariables(request)), signal),
      ).tipsterStatistics,
    loadTips: async (request, after, signal) => {
      if (request.list === "orders")
        return tipsPageOf(
          await calls.graphql<unknown>("users", TIP_ORDERS_QUERY, tipOrdersVariables(request, after), signal),
        );
      const variables = tipsterTipsVariables({ ...request, list: request.list }, after);
      return tipsPageOf(await queryAsViewerOrVisitor(transport, TIPSTER_TIPS_QUERY, variables, signal));
    },
  };
};
